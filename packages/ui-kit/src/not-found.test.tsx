import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { SUPPORT_PHONE } from '@medibridge/contract';
import { changeLanguage, resetTextsForTests } from './i18n';
import { useNotFoundTexts } from './not-found';
import { renderUi } from './testUtils';

function Words(): ReactNode {
  const words = useNotFoundTexts();
  return (
    <ul>
      {Object.entries(words).map(([key, text]) => (
        <li key={key} data-testid={key}>
          {text}
        </li>
      ))}
    </ul>
  );
}

afterEach(() => resetTextsForTests());

describe('the 404 words', () => {
  it('are English by default, with the support number filled in', () => {
    renderUi(<Words />);
    expect(screen.getByTestId('title')).toHaveTextContent('Page not found — MediBridge');
    expect(screen.getByTestId('callSupport')).toHaveTextContent(`Call support on ${SUPPORT_PHONE}`);
  });

  it('switch to Hindi with the rest of the app', async () => {
    renderUi(<Words />);
    await act(() => changeLanguage('hi'));
    expect(screen.getByTestId('heading')).toHaveTextContent('हमें यह पेज नहीं मिला');
    expect(screen.getByTestId('home')).toHaveTextContent('होम पर जाएँ');
    expect(screen.getByTestId('callSupport')).toHaveTextContent(
      `सहायता के लिए ${SUPPORT_PHONE} पर कॉल करें`,
    );
  });
});

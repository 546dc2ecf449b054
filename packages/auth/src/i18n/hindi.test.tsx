import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, resetTextsForTests } from '@medibridge/ui-kit';
import { renderRoute } from '../test/renderRoute';
import { LoginPage } from '../pages/LoginPage';
import { MobileVerificationPage } from '../pages/MobileVerificationPage';

beforeEach(() => localStorage.clear());
afterEach(() => resetTextsForTests());

describe('account screens in Hindi', () => {
  it('the login screen: heading, labels and its own validation message', async () => {
    await act(() => changeLanguage('hi'));
    renderRoute('/login', { path: '/login', element: <LoginPage /> });
    expect(await screen.findByRole('heading', { name: 'लॉगिन' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'लॉगिन' }));
    expect(await screen.findByText('कृपया अपना पासवर्ड डालें।')).toBeInTheDocument();
    expect(screen.getByLabelText(/मोबाइल नंबर/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
  });

  it("mobile verification: SPEC's invalid-mobile message comes from contract's Hindi", async () => {
    await act(() => changeLanguage('hi'));
    renderRoute('/mobile-verification', {
      path: '/mobile-verification',
      element: <MobileVerificationPage />,
    });
    expect(
      await screen.findByRole('heading', { name: 'अपना फ़ोन नंबर सत्यापित करें' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/मोबाइल नंबर/), '12345');
    await user.click(screen.getByRole('button', { name: 'SMS से कोड भेजें' }));
    expect(await screen.findByText('मोबाइल नंबर सही नहीं है।')).toBeInTheDocument();
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@medibridge/api-client';
import { changeLanguage, resetTextsForTests } from '@medibridge/ui-kit';
import { renderRoute } from '../test/renderRoute';
import { CITIES, IMAGE_PATHS, hospitalRow } from '../test/fixtures';

afterEach(() => resetTextsForTests());

describe('home and package screens in Hindi', () => {
  it('the home page: headings, claims, service tiles and the search hint in Devanagari', async () => {
    await act(() => changeLanguage('hi'));
    renderRoute(
      '/home',
      createFakeFetch({ 'GET /api/get-hospital-cities': { body: { data: CITIES } } }),
    );
    expect(await screen.findByRole('heading', { name: 'हमारी सेवाएँ' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'अपने इलाज के लिए सही अस्पताल खोजें' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('बिना ब्याज की EMI').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /घर पर नर्स/ })).toHaveAttribute(
      'href',
      '/nurse-at-home',
    );
    expect(screen.getByText('खोजने के लिए सूची से कोई शहर और पैकेज चुनें।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeDisabled();
    expect(document.title).toBe('MediBridge — इलाज के पैकेज, डॉक्टर और दवाइयाँ');
  });

  it('hospital results: the heading, the count and the refusal of a fourth hospital to compare in Hindi', async () => {
    const user = userEvent.setup();
    await act(() => changeLanguage('hi'));
    renderRoute(
      '/search-package-results/1/7',
      createFakeFetch({
        ...IMAGE_PATHS,
        'GET /api/get-hospital-cities': { body: { data: CITIES } },
        'GET /api/search-hospital-packages/1/7': { body: [1, 2, 3, 4].map((n) => hospitalRow(n)) },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pune में Total Knee Replacement' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/4 अस्पताल यह पैकेज देते हैं।/)).toBeInTheDocument();
    for (const n of [1, 2, 3, 4]) {
      await user.click(screen.getByRole('checkbox', { name: `Sahyadri Care ${n} की तुलना करें` }));
    }
    expect(screen.getByRole('alert')).toHaveTextContent(
      'आप 3 अस्पतालों तक की तुलना कर सकते हैं। दूसरा जोड़ने के लिए किसी एक को हटाएँ।',
    );
    const tray = screen.getByRole('region', { name: 'अस्पतालों की तुलना करें' });
    expect(within(tray).getByText('3 में से 3 चुने गए')).toBeInTheDocument();
    expect(within(tray).getByRole('button', { name: '3 की तुलना करें' })).toBeEnabled();
  });
});

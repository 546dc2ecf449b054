import { act, screen } from '@testing-library/react';
import { createFakeFetch } from '@medibridge/api-client';
import { changeLanguage, resetTextsForTests } from '@medibridge/ui-kit';
import { renderRoute } from '../test/renderRoute';
import { CITIES } from '../test/fixtures';

afterEach(() => resetTextsForTests());

describe('home and package screens in Hindi', () => {
  it('the home page: headings, claims and service tiles in Devanagari', async () => {
    await act(() => changeLanguage('hi'));
    renderRoute('/home', createFakeFetch({ 'GET /api/get-hospital-cities': { body: { data: CITIES } } }));
    expect(await screen.findByRole('heading', { name: 'हमारी सेवाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'अपने इलाज के लिए सही अस्पताल खोजें' })).toBeInTheDocument();
    expect(screen.getAllByText('बिना ब्याज की EMI').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /घर पर नर्स/ })).toHaveAttribute('href', '/nurse-at-home');
    expect(document.title).toBe('MediBridge — इलाज के पैकेज, डॉक्टर और दवाइयाँ');
  });
});

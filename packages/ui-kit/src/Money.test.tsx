import { screen } from '@testing-library/react';
import { Money } from './Money';
import { renderUi } from './testUtils';

describe('Money', () => {
  it.each([
    [123456, '₹1,23,456.00'],
    [1500, '₹1,500.00'],
    ['499.5', '₹499.50'],
    [0, '₹0.00'],
    [10000000, '₹1,00,00,000.00'],
  ])('renders %p as %s', (amount, text) => {
    renderUi(<Money amount={amount} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('never shows NaN for a bad value', () => {
    renderUi(<Money amount="abc" />);
    expect(screen.getByText('₹0.00')).toBeInTheDocument();
  });
});

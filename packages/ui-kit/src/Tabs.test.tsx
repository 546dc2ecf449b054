import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';
import { renderUi } from './testUtils';

const TABS = [
  { id: 'overview', label: 'Overview', content: <p>About the hospital</p> },
  { id: 'locations', label: 'Locations', content: <p>Address with pin code</p> },
  { id: 'reviews', label: 'Reviews', content: <p>What patients say</p> },
];

describe('Tabs', () => {
  it('marks up a labelled tab list with the selected panel', () => {
    renderUi(<Tabs label="Hospital details" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Hospital details' })).toBeInTheDocument();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(overview).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Locations' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent(
      'About the hospital',
    );
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    for (const tab of screen.getAllByRole('tab')) {
      expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).not.toBeNull();
    }
  });

  it('selects with a click', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<Tabs label="Hospital details" tabs={TABS} onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Locations' }));
    expect(screen.getByRole('tabpanel', { name: 'Locations' })).toHaveTextContent(
      'Address with pin code',
    );
    expect(onChange).toHaveBeenCalledWith('locations');
  });

  it('moves with arrow keys (wrapping), Home and End, focusing and selecting', async () => {
    const user = userEvent.setup();
    renderUi(<Tabs label="Hospital details" tabs={TABS} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Locations' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Locations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Address with pin code');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});

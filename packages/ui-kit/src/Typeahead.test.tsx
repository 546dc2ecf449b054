import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Typeahead } from './Typeahead';
import { renderUi } from './testUtils';

interface City {
  id: number;
  name: string;
}
const CITIES: City[] = [
  { id: 1, name: 'Delhi' },
  { id: 2, name: 'Dehradun' },
  { id: 3, name: 'Mumbai' },
];
const byPrefix = (city: City, text: string) =>
  city.name.toLowerCase().startsWith(text.trim().toLowerCase());

function Fixed({ onSelect = jest.fn() }: { onSelect?: (city: City) => void }): ReactNode {
  return (
    <Typeahead<City>
      label="City"
      options={CITIES}
      filter={byPrefix}
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => c.id}
      onSelect={onSelect}
    />
  );
}

/** Parent owns the text and feeds server results, as a page with an RTK Query hook does. */
function Remote({
  search,
  onSelect,
}: {
  search: (text: string) => City[];
  onSelect: (city: City) => void;
}): ReactNode {
  const [text, setText] = useState('');
  return (
    <Typeahead<City>
      label="Search package"
      inputValue={text}
      onInputChange={setText}
      options={text ? search(text) : []}
      getOptionLabel={(c) => c.name}
      onSelect={onSelect}
    />
  );
}

describe('Typeahead', () => {
  it('is a labelled combobox, closed at first', () => {
    renderUi(<Fixed />);
    const box = screen.getByRole('combobox', { name: 'City' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('opens when the typed text is non-empty and shows matching options', async () => {
    const user = userEvent.setup();
    renderUi(<Fixed />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await user.type(box, 'de');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Delhi', 'Dehradun']);
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions available');
  });

  it('does not open on empty or blank text, and closes when the text is cleared', async () => {
    const user = userEvent.setup();
    renderUi(<Fixed />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, '  ');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'm');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.clear(box);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('closes on pick, fills the box and reports the option', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderUi(<Fixed onSelect={onSelect} />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await user.type(box, 'mu');
    await user.click(screen.getByRole('option', { name: 'Mumbai' }));
    expect(onSelect).toHaveBeenCalledWith({ id: 3, name: 'Mumbai' });
    expect(box).toHaveValue('Mumbai');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('moves with up/down (aria-activedescendant), wraps, and picks with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderUi(<Fixed onSelect={onSelect} />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await user.type(box, 'd');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    const delhi = screen.getByRole('option', { name: 'Delhi' });
    expect(box).toHaveAttribute('aria-activedescendant', delhi.id);
    expect(delhi).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Dehradun' }).id,
    );
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', delhi.id);
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ id: 2, name: 'Dehradun' });
    expect(box).toHaveValue('Dehradun');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter inside a form picks instead of submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <Fixed />
        <button type="submit">Search</button>
      </form>,
    );
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'mu{ArrowDown}{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Mumbai');
  });

  it('Escape closes the list and keeps the text', async () => {
    const user = userEvent.setup();
    renderUi(<Fixed />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await user.type(box, 'de{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('de');
    await user.type(box, 'l');
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on blur', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <Fixed />
        <button type="button">elsewhere</button>
      </>,
    );
    const box = screen.getByRole('combobox', { name: 'City' });
    await user.type(box, 'de');
    await user.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the 380×200 list box, fitting narrower screens', async () => {
    const user = userEvent.setup();
    renderUi(<Fixed />);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'd');
    const popup = screen.getByTestId('typeahead-popup');
    expect(popup).toContainElement(screen.getByRole('listbox'));
    expect(popup.style.width).toBe('380px');
    expect(popup.style.maxHeight).toBe('200px');
    expect(popup).toHaveStyle({ maxWidth: 'calc(100vw - 32px)' });
  });

  it('works with options fetched for the parent-owned text, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const search = jest.fn((text: string) =>
      CITIES.filter((c) => c.name.toLowerCase().includes(text.toLowerCase())),
    );
    const onSelect = jest.fn();
    renderUi(<Remote search={search} onSelect={onSelect} />);
    const box = screen.getByRole('combobox', { name: 'Search package' });
    await user.type(box, 'bai');
    expect(search).toHaveBeenLastCalledWith('bai');
    await user.click(screen.getByRole('option', { name: 'Mumbai' }));
    expect(onSelect).toHaveBeenCalledWith({ id: 3, name: 'Mumbai' });
    expect(box).toHaveValue('Mumbai');
    await user.clear(box);
    await user.type(box, 'zz');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No matches found');
  });

  it('says it is searching while options load', async () => {
    const user = userEvent.setup();
    renderUi(
      <Typeahead<City>
        label="City"
        options={[]}
        loading
        getOptionLabel={(c) => c.name}
        onSelect={jest.fn()}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'pu');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  });
});

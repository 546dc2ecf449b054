import { nextDays, type DayOption } from '@medibridge/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { DateStrip } from './DateStrip';
import { renderUi } from './testUtils';

// Saturday 21 Nov 2026, 10:00 in India.
const DAYS = nextDays(7, new Date('2026-11-21T04:30:00Z'));

function Harness({ onChange }: { onChange: (day: DayOption) => void }): ReactNode {
  const [value, setValue] = useState('');
  return (
    <DateStrip
      label="Select Date"
      options={DAYS}
      value={value}
      onChange={(day) => {
        setValue(day.date);
        onChange(day);
      }}
    />
  );
}

describe('DateStrip', () => {
  it('is a radio group of seven days with full names', () => {
    renderUi(<Harness onChange={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Select Date' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(7);
    expect(radios[0]).toHaveAccessibleName('Saturday, 21 Nov 2026');
    expect(radios[6]).toHaveAccessibleName('Friday, 27 Nov 2026');
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  });

  it('selects a day on tap and reports its date and day', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Monday, 23 Nov 2026' }));
    expect(onChange).toHaveBeenCalledWith({
      date: '2026-11-23',
      day: 'Monday',
      label: '23 Nov 2026',
    });
    expect(screen.getByRole('radio', { name: 'Monday, 23 Nov 2026' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Tuesday, 24 Nov 2026' }));
    expect(screen.getByRole('radio', { name: 'Monday, 23 Nov 2026' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tuesday, 24 Nov 2026' })).toBeChecked();
  });

  it('moves the selection with arrow keys like any radio group', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Sunday, 22 Nov 2026' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Monday, 23 Nov 2026' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ date: '2026-11-23' }));
  });

  it('shows an error tied to the group', () => {
    renderUi(
      <DateStrip
        label="Select Date"
        options={DAYS}
        value=""
        onChange={jest.fn()}
        error="Choose a date"
      />,
    );
    expect(screen.getByRole('group', { name: 'Select Date' })).toHaveAccessibleDescription(
      'Choose a date',
    );
  });

  it('marks days that cannot be chosen: disabled, named as such, and skipped by taps and arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const closed = new Set(['2026-11-22', '2026-11-24']);
    function Closed(): ReactNode {
      const [value, setValue] = useState('2026-11-23');
      return (
        <DateStrip
          label="Select Date"
          options={DAYS}
          value={value}
          isDisabled={(day) => closed.has(day.date)}
          disabledLabel="no times left"
          onChange={(day) => {
            setValue(day.date);
            onChange(day);
          }}
        />
      );
    }
    renderUi(<Closed />);
    const sunday = screen.getByRole('radio', { name: 'Sunday, 22 Nov 2026, no times left' });
    expect(sunday).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Monday, 23 Nov 2026' })).toBeEnabled();
    await user.click(sunday);
    expect(sunday).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
    // Monday → (Tuesday is closed) → Wednesday.
    await user.click(screen.getByRole('radio', { name: 'Monday, 23 Nov 2026' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Wednesday, 25 Nov 2026' })).toBeChecked();
  });
});

import {
  addDays,
  formatIndiaDate,
  formatIndiaTime,
  indiaDate,
  indiaNoon,
  indiaWeekday,
  nextDays,
} from './dates';

describe('India time helpers', () => {
  it('takes the calendar date in India, not UTC', () => {
    // 20:00 UTC on 21 Nov is 01:30 on 22 Nov in India.
    expect(indiaDate(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(indiaDate(new Date('2026-11-21T18:00:00Z'))).toBe('2026-11-21');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('names the weekday in India', () => {
    expect(indiaWeekday(indiaNoon('2026-11-21'))).toBe('Saturday');
  });

  it('refuses a malformed date', () => {
    expect(() => indiaNoon('21/11/2026')).toThrow(RangeError);
  });

  it('nextDays gives seven consecutive India dates from today', () => {
    const days = nextDays(7, new Date('2026-11-21T20:00:00Z'));
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ date: '2026-11-22', day: 'Sunday', label: '22 Nov 2026' });
    expect(days[6]?.date).toBe('2026-11-28');
  });

  it('formats dates and times for display in India', () => {
    expect(formatIndiaDate('2026-01-05')).toBe('05 Jan 2026');
    expect(formatIndiaTime('2026-11-21T11:00:00Z')).toMatch(/^04:30\s?pm$/i);
  });
});

describe('dates in Hindi', () => {
  it('shows Hindi month and weekday names with the same digits and order', () => {
    expect(formatIndiaDate('2026-11-21', 'hi')).toMatch(/^21 नव/);
    expect(formatIndiaDate('2026-11-21', 'hi')).toMatch(/2026$/);
    expect(formatIndiaDate('2026-11-21')).toBe('21 Nov 2026');
    const [first] = nextDays(1, new Date('2026-11-23T06:00:00Z'), 'hi');
    expect(first).toEqual({
      date: '2026-11-23',
      day: 'सोमवार',
      label: expect.stringMatching(/^23 नव.* 2026$/),
    });
  });
});

import { clockText, doseInstants, doseMinutes, durationDays } from './doses';

describe('dose times from the e-prescription', () => {
  it.each([
    ['once a day', ['09:00']],
    ['OD', ['09:00']],
    ['daily', ['09:00']],
    ['twice a day', ['09:00', '20:00']],
    ['BD', ['09:00', '20:00']],
    ['2 times a day', ['09:00', '20:00']],
    ['three times a day', ['09:00', '14:00', '20:00']],
    ['TDS', ['09:00', '14:00', '20:00']],
    ['QID', ['08:00', '12:00', '16:00', '20:00']],
    ['every 8 hours', ['09:00', '14:00', '20:00']],
    ['1-0-1', ['09:00', '20:00']],
    ['0-0-1', ['20:00']],
    ['at bedtime', ['20:30']],
  ])('%s → %j', (frequency, times) => {
    expect(doseMinutes(frequency)?.map(clockText)).toEqual(times);
  });

  it.each(['as needed', 'SOS', '0-0-0', 'every 30 hours', ''])(
    'reads %j as no schedule (no reminders rather than wrong ones)',
    (frequency) => {
      expect(doseMinutes(frequency)).toBeNull();
    },
  );

  it('keeps every dose time inside 08:00–21:00 India time, outside the quiet hours', () => {
    for (const f of ['OD', 'BD', 'TDS', 'QID', 'HS', '1-1-1'])
      for (const m of doseMinutes(f) ?? []) {
        expect(m).toBeGreaterThanOrEqual(8 * 60);
        expect(m).toBeLessThan(21 * 60);
      }
  });

  it.each([
    ['5 days', 5],
    ['1 week', 7],
    ['2 weeks', 14],
    ['1 month', 30],
    ['6 months', 90],
  ])('%s lasts %d days (at most 90)', (duration, days) => {
    expect(durationDays(duration)).toBe(days);
  });

  it('reads an unknown duration as none', () => {
    expect(durationDays('until review')).toBeNull();
    expect(durationDays('0 days')).toBeNull();
  });

  it('lists the doses from the prescription’s India date that are still ahead of now', () => {
    // 23 Nov 2026 at 10:05 India time: the 09:00 dose of day 1 has passed.
    const now = new Date('2026-11-23T04:35:00Z');
    const doses = doseInstants('2026-11-23', [9 * 60, 20 * 60], 2, now);
    expect(doses.map((d) => d.toISOString())).toEqual([
      '2026-11-23T14:30:00.000Z',
      '2026-11-24T03:30:00.000Z',
      '2026-11-24T14:30:00.000Z',
    ]);
  });
});

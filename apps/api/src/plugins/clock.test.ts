import { clockStartingAt } from './clock';

describe('clockStartingAt (CLOCK_START)', () => {
  it('reads the start instant at first and runs on in real time from there', () => {
    let real = Date.parse('2027-03-01T12:00:00Z');
    const clock = clockStartingAt(new Date('2026-11-28T04:30:00Z'), () => real);
    expect(clock().toISOString()).toBe('2026-11-28T04:30:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-11-28T04:31:30.000Z');
  });
});

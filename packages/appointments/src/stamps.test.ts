import { showStampDate, showStampTime } from './stamps';

describe("a record's India time stamp", () => {
  it("reads the server's 'YYYY-MM-DD HH:MM' as India time, whatever the machine's zone", () => {
    expect(showStampDate('2026-11-25 23:50', 'en')).toBe('25 Nov 2026');
    expect(showStampTime('2026-11-25 23:50')).toBe('11:50 pm');
    expect(showStampTime('2026-11-25 09:05')).toBe('09:05 am');
    expect(showStampDate('2026-11-25 23:50', 'hi')).toBe('25 नव॰ 2026');
  });

  it('reads an ISO instant in India time too', () => {
    expect(showStampDate('2026-11-25T20:00:00.000Z', 'en')).toBe('26 Nov 2026');
    expect(showStampTime('2026-11-25T20:00:00.000Z')).toBe('01:30 am');
  });
});

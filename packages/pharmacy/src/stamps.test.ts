import { showStamp } from './stamps';

describe('showStamp', () => {
  it("reads the server's India-time stamp as it is, whatever the device's zone", () => {
    // 23:30 in India is still the 25th, though it is the 25th 18:00 UTC.
    expect(showStamp('2026-11-25 23:30', 'en')).toBe('25 Nov 2026');
    expect(showStamp('2026-11-25 23:30', 'en', true)).toBe('25 Nov 2026, 11:30 pm');
    expect(showStamp('2026-11-25 09:05', 'hi')).toBe('25 नव॰ 2026');
    expect(showStamp('2026-11-25 00:05', 'en', true)).toBe('25 Nov 2026, 12:05 am');
    expect(showStamp('2026-11-25 12:00', 'en', true)).toBe('25 Nov 2026, 12:00 pm');
    // The same words contract's formatIndiaTime gives an instant.
    expect(showStamp('2026-11-25T11:00:00.000Z', 'en', true)).toBe('25 Nov 2026, 04:30 pm');
  });

  it('reads an ISO instant in India time, and leaves anything else as it is', () => {
    expect(showStamp('2026-11-25T20:00:00.000Z', 'en')).toBe('26 Nov 2026');
    expect(showStamp('soon', 'en')).toBe('soon');
  });
});

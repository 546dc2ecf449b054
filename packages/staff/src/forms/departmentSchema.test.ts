import { DEPARTMENT_ADMIN_MESSAGES as M, checkWeeklyHours } from '@medibridge/contract';
import { EMPTY_DEPARTMENT, departmentSchema } from './departmentSchema';

const problems = async (values: Record<string, unknown>): Promise<string[]> => {
  try {
    await departmentSchema.validate(
      { ...EMPTY_DEPARTMENT, name: 'ENT', description: 'Ears', fee: 500, ...values },
      { abortEarly: false },
    );
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('the department form', () => {
  it('takes a fee and a discount within bounds', async () => {
    expect(await problems({})).toEqual([]);
  });
  it('refuses a discount over 100 percent and a negative fee in the server’s words', async () => {
    expect(await problems({ fee_discount_percent: 120, fee: -1 })).toEqual(
      expect.arrayContaining([M.discountRange, M.feeRange]),
    );
  });
});

describe('the weekly hours (contract’s check, as the server runs it)', () => {
  const hours = (ranges: { days: number[]; start: string; end: string }[], slot = 15) =>
    checkWeeklyHours({ slot_minutes: slot, capacity: 2, ranges }).map((p) => [p.path, p.message]);
  it('passes Mon–Fri 09:00–13:00 and 17:00–20:00 in 15-minute slots', () => {
    expect(
      hours([
        { days: [1, 2, 3, 4, 5], start: '09:00', end: '13:00' },
        { days: [1, 2, 3, 4, 5], start: '17:00', end: '20:00' },
      ]),
    ).toEqual([]);
  });
  it('names an end before the start, an overlap and a slot length that does not divide', () => {
    expect(hours([{ days: [1], start: '13:00', end: '09:00' }])).toEqual([
      ['ranges.0.end', M.endBeforeStart],
    ]);
    expect(
      hours([
        { days: [3], start: '09:00', end: '12:00' },
        { days: [3], start: '11:00', end: '12:00' },
      ]),
    ).toEqual([['ranges.1.start', 'Wednesday: 11:00–12:00 overlaps 09:00–12:00.']]);
    expect(hours([{ days: [1], start: '09:00', end: '09:50' }], 20)).toEqual([
      ['ranges.0.end', '09:00–09:50 is not a whole number of 20-minute slots.'],
    ]);
    expect(hours([{ days: [], start: '09:00', end: '10:00' }])).toEqual([
      ['ranges.0.days', M.noDays],
    ]);
  });
});

import { NO_SCHEDULE_DEPARTMENT_ID } from '@medibridge/contract';

/**
 * The consultation departments of the demo: real specialities of Indian teleconsultation, with fees in the
 * range such services charge (₹299–₹999) and a launch discount. Department 12 is SPEC's department without
 * a schedule: "Consult Now", a general physician on call. The patient describes the problem and pays; the
 * next free doctor calls back within minutes, so there is no date, day or time to pick.
 */
export interface DepartmentSeed {
  id: number;
  name: string;
  description: string;
  feeRupees: number;
  discountPercent: number;
  /** Weekly hours, India time: [weekdays (0 = Sunday), first slot 'hh:mm', last slot ends 'hh:mm']. */
  hours: readonly (readonly [readonly number[], string, string])[];
  /** Minutes a slot lasts. */
  slotMinutes: number;
  /** Doctors available per slot. */
  seats: number;
}

const MON_SAT = [1, 2, 3, 4, 5, 6] as const;
const MON_FRI = [1, 2, 3, 4, 5] as const;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;

export const DEPARTMENTS: readonly DepartmentSeed[] = [
  {
    id: 1,
    name: 'General Physician',
    description: 'Fever, cough and cold, infections, blood pressure and everyday health problems.',
    feeRupees: 399,
    discountPercent: 10,
    hours: [
      [EVERY_DAY, '08:00', '13:00'],
      [EVERY_DAY, '17:00', '22:00'],
    ],
    slotMinutes: 15,
    seats: 4,
  },
  {
    id: 2,
    name: 'Paediatrics',
    description: 'Care for babies and children: growth, vaccination advice, fevers and infections.',
    feeRupees: 499,
    discountPercent: 10,
    hours: [
      [MON_SAT, '09:00', '13:00'],
      [MON_SAT, '17:00', '20:00'],
    ],
    slotMinutes: 15,
    seats: 2,
  },
  {
    id: 3,
    name: 'Dermatology',
    description:
      'Skin, hair and nail problems: acne, rashes, allergies, hair fall and fungal infections.',
    feeRupees: 599,
    discountPercent: 15,
    hours: [[MON_SAT, '10:00', '14:00']],
    slotMinutes: 15,
    seats: 2,
  },
  {
    id: 4,
    name: 'Gynaecology & Obstetrics',
    description: "Women's health: periods, pregnancy care, PCOS, fertility and menopause.",
    feeRupees: 599,
    discountPercent: 10,
    hours: [
      [MON_SAT, '10:00', '13:00'],
      [MON_FRI, '16:00', '19:00'],
    ],
    slotMinutes: 20,
    seats: 2,
  },
  {
    id: 5,
    name: 'Psychiatry',
    description: 'Stress, anxiety, depression, sleep problems and addiction, in private.',
    feeRupees: 899,
    discountPercent: 10,
    hours: [[MON_SAT, '11:00', '19:00']],
    slotMinutes: 30,
    seats: 1,
  },
  {
    id: 6,
    name: 'ENT',
    description: 'Ear, nose and throat: sinus, tonsils, ear pain, hearing and voice problems.',
    feeRupees: 499,
    discountPercent: 10,
    hours: [[MON_SAT, '10:00', '13:00']],
    slotMinutes: 15,
    seats: 1,
  },
  {
    id: 7,
    name: 'Orthopaedics',
    description: 'Bones and joints: back and knee pain, sprains, arthritis and sports injuries.',
    feeRupees: 599,
    discountPercent: 10,
    hours: [[MON_SAT, '16:00', '20:00']],
    slotMinutes: 20,
    seats: 1,
  },
  {
    id: 8,
    name: 'Cardiology',
    description: 'Heart health: chest pain follow-up, blood pressure, cholesterol and ECG reports.',
    feeRupees: 999,
    discountPercent: 5,
    hours: [[MON_FRI, '10:00', '13:00']],
    slotMinutes: 20,
    seats: 1,
  },
  {
    id: 9,
    name: 'Diabetology & Endocrinology',
    description: 'Diabetes, thyroid and hormone problems, with diet and medicine review.',
    feeRupees: 599,
    discountPercent: 10,
    hours: [[MON_SAT, '09:00', '12:00']],
    slotMinutes: 15,
    seats: 1,
  },
  {
    id: 10,
    name: 'Gastroenterology',
    description:
      'Stomach and digestion: acidity, constipation, IBS, liver and gall bladder problems.',
    feeRupees: 799,
    discountPercent: 10,
    hours: [[MON_FRI, '15:00', '18:00']],
    slotMinutes: 20,
    seats: 1,
  },
  {
    id: 11,
    name: 'Pulmonology',
    description: 'Lungs and breathing: asthma, COPD, long cough and allergies.',
    feeRupees: 699,
    discountPercent: 10,
    hours: [[MON_SAT, '11:00', '14:00']],
    slotMinutes: 20,
    seats: 1,
  },
  {
    id: NO_SCHEDULE_DEPARTMENT_ID,
    name: 'Consult Now – General Physician',
    description:
      'No appointment time to choose: pay and the next free general physician calls you back, usually within 30 minutes (8 am – 10 pm).',
    feeRupees: 299,
    discountPercent: 0,
    hours: [],
    slotMinutes: 15,
    seats: 1,
  },
  {
    id: 13,
    name: 'Neurology',
    description: 'Headache and migraine, fits, numbness, dizziness and nerve problems.',
    feeRupees: 999,
    discountPercent: 5,
    hours: [[[1, 3, 5], '15:00', '18:00']],
    slotMinutes: 20,
    seats: 1,
  },
  {
    id: 14,
    name: 'Dietetics & Nutrition',
    description: 'Diet plans for weight, diabetes, thyroid, pregnancy and children.',
    feeRupees: 399,
    discountPercent: 20,
    hours: [[MON_SAT, '10:00', '17:00']],
    slotMinutes: 30,
    seats: 1,
  },
  {
    id: 15,
    name: 'Ophthalmology',
    description: 'Eyes: redness, itching, blurred vision, glasses and diabetic eye checks.',
    feeRupees: 499,
    discountPercent: 10,
    hours: [[MON_SAT, '10:00', '13:00']],
    slotMinutes: 15,
    seats: 1,
  },
];

const clock = (text: string): number => {
  const [h, m] = text.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export interface ScheduleSeed {
  id: number;
  departmentId: number;
  weekday: number;
  startMinute: number;
  endMinute: number;
  capacity: number;
}

/** Every weekly slot of the seeded departments. Ids are stable: department × 10 000 + weekday × 1 000 + n. */
export function departmentSchedules(list: readonly DepartmentSeed[] = DEPARTMENTS): ScheduleSeed[] {
  const out: ScheduleSeed[] = [];
  for (const department of list) {
    const perDay = new Map<number, number>();
    for (const [days, from, to] of department.hours) {
      for (const weekday of days) {
        for (let start = clock(from); start + department.slotMinutes <= clock(to);) {
          const n = perDay.get(weekday) ?? 0;
          perDay.set(weekday, n + 1);
          out.push({
            id: department.id * 10_000 + weekday * 1_000 + n,
            departmentId: department.id,
            weekday,
            startMinute: start,
            endMinute: start + department.slotMinutes,
            capacity: department.seats,
          });
          start += department.slotMinutes;
        }
      }
    }
  }
  return out;
}

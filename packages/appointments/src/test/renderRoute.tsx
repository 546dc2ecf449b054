import { createFakeFetch, createTestStore, type FakeFetch } from '@medibridge/api-client';
import type { AppointmentRecord, DaySlot, Department, OpenDay } from '@medibridge/contract';
import { STORAGE_KEYS } from '@medibridge/contract';
import { routeRenderer } from '@medibridge/ui-kit/render-route';
import type { StepFirstDraft, StepSecondDraft } from '../draft';

/** Mounts one of this package's screens at a path (ui-kit's helper on api-client's fake network). */
export const renderRoute = routeRenderer(createTestStore, createFakeFetch);

/** The logged-in patient as stored under user_info. */
export const USER = {
  id: 7,
  name: 'Asha',
  last_name: 'Rao',
  mobile: '9876543210',
  email: 'asha@example.in',
} as const;

const department = (
  id: number,
  name: string,
  fee: string,
  percent: number,
  hasSchedule = true,
): Department => ({
  id,
  name,
  fee,
  fee_discount_percent: percent,
  description: `${name} consultations.`,
  has_schedule: hasSchedule,
});

export const DEPARTMENTS: Department[] = [
  department(1, 'General Physician', '399.00', 10),
  department(3, 'Dermatology', '599.00', 15),
  department(12, 'Consult Now', '299.00', 0, false),
];

export const DAYS = [
  { date: '2026-11-25', day: 'Wednesday', label: '25 Nov 2026' },
  { date: '2026-11-26', day: 'Thursday', label: '26 Nov 2026' },
  { date: '2026-11-27', day: 'Friday', label: '27 Nov 2026' },
];

export const slot = (id: number, date: string, schedule: string, departmentId = 3): DaySlot => ({
  id,
  department_id: departmentId,
  date,
  day: DAYS.find((d) => d.date === date)?.day ?? 'Wednesday',
  start_time: schedule.slice(0, 5),
  end_time: schedule.slice(11, 16),
  schedule,
  seats_left: 2,
});

export const STEP_FIRST: StepFirstDraft = {
  firstName: 'Asha',
  last_name: 'Rao',
  mobile: '9876543210',
  email: 'asha@example.in',
  gender: 'FeMale',
  age: '34',
  height: '5ft 4in',
  weight: '62',
  heightWeight: '5ft 4in / 62 Kg',
  dibetic: 'No',
  bloodPressure: 'Yes',
  bloodSugure: 'No',
  smoke: 'No',
  alcohol: 'Occasionally',
  companion_name: '',
  companion_relationship: '',
};

export const STEP_SECOND: StepSecondDraft = {
  departmentId: '3',
  departmentName: 'Dermatology',
  symptoms: 'Itchy rash on both arms for a week.',
  appointmentMode: 'video',
  appointmentDate: '2026-11-26',
  appointmentDay: 'Thursday',
  appointmentSchedule: '41',
  scheduleLabel: '10:15 am - 10:30 am',
};

/** Stores the drafts as the earlier steps would. */
export function storeDrafts(first: StepFirstDraft | null, second: StepSecondDraft | null): void {
  if (first) localStorage.setItem(STORAGE_KEYS.appointmentStepFirst, JSON.stringify(first));
  if (second) localStorage.setItem(STORAGE_KEYS.appointmentStepSecond, JSON.stringify(second));
}

export function record(overrides: Partial<AppointmentRecord> = {}): AppointmentRecord {
  return {
    id: 1,
    appointment_no: 'APT-AB12CD34',
    appointment_date: '2026-11-26',
    appointment_time: '10:15 am',
    appointment_day: 'Thursday',
    appointment_mode: 'video',
    department_id: 3,
    department_name: 'Dermatology',
    created_at: '2026-11-25T10:00:00.000Z',
    appt_fee: '599.00',
    fee_discount: '89.85',
    wallet_amount: '100.00',
    amount: '409.15',
    payment_status: 'Success',
    status: 1,
    appointment_status: 'active',
    cancelation_status: 'active',
    booking_status: 1,
    state: 'confirmed',
    zoom_join_url: null,
    symptoms: 'Itchy rash',
    name: 'Asha Rao',
    mobile: '9876543210',
    email: 'asha@example.in',
    doctor_prescription: null,
    prescriptionImage: null,
    follow_up_doctor_prescription: null,
    follow_up_prescription: null,
    followUpImage: null,
    hold_expires_at: null,
    payment_reference: null,
    ...overrides,
  };
}

/** The answer of appointment-open-days for the DAYS: every day open but those given. */
export function openDays(closed: readonly string[] = []): { body: { data: OpenDay[] } } {
  return { body: { data: DAYS.map((d) => ({ date: d.date, open: !closed.includes(d.date) })) } };
}

/**
 * The booking reference calls as the server answers them; every department has a free time on every day
 * (department 12, which takes no time, on none).
 */
export function network(): FakeFetch {
  const openDaysCalls = Object.fromEntries(
    DEPARTMENTS.map((d) => [
      `GET /api/appointment-open-days/${String(d.id)}`,
      openDays(d.has_schedule ? [] : DAYS.map((day) => day.date)),
    ]),
  );
  return createFakeFetch({
    ...openDaysCalls,
    'GET /api/get_active_departments': { body: { data: DEPARTMENTS } },
    'GET /api/get_next_serven_days_with_date': { body: { data: DAYS } },
    'GET /api/user_age': { body: { data: Array.from({ length: 100 }, (_, i) => i + 1) } },
    'GET /api/user_weight': { body: { data: Array.from({ length: 150 }, (_, i) => i + 1) } },
  });
}

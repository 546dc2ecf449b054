import * as yup from 'yup';
import {
  ADULT_AGE,
  GENDER_OPTIONS,
  NO_YES_OCCASIONALLY,
  SERVICE_BOOKING_OPTIONS,
  YES_NO,
} from '@medibridge/contract';
import { isNoScheduleDepartment, APPOINTMENT_MESSAGES as M } from '../shared';

const oneOf = (values: readonly string[], message: string) =>
  yup.string().required(message).oneOf(values, message);

/** Required when the age is under 18, ignored otherwise. */
const minorOnly = (message: string, max: number) =>
  yup
    .string()
    .trim()
    .max(max)
    .when('age', ([age]: unknown[], schema: yup.StringSchema) =>
      typeof age === 'string' && /^\d{1,3}$/.test(age) && Number(age) < ADULT_AGE
        ? schema.required(message)
        : schema.notRequired(),
    );

/**
 * Step one (SPEC §5): name, mobile (10 digits), age, gender and weight are required, and the answers for
 * diabetic, blood pressure, smoke and alcohol. Email is optional but must look like one when given.
 */
export const stepFirstSchema = yup.object({
  firstName: yup.string().trim().required(M.nameRequired),
  mobile: yup
    .string()
    .required(M.mobileInvalid)
    .matches(/^\d{10}$/, M.mobileInvalid),
  email: yup.string().trim().email(M.emailInvalid).max(254, M.emailInvalid),
  gender: oneOf(
    GENDER_OPTIONS.map((g) => g.value),
    M.genderRequired,
  ),
  age: yup
    .string()
    .required(M.ageRequired)
    .matches(/^\d{1,3}$/, M.ageRequired),
  weight: yup
    .string()
    .required(M.weightRequired)
    .matches(/^\d{1,3}$/, M.weightRequired),
  dibetic: oneOf(YES_NO, M.diabeticRequired),
  bloodPressure: oneOf(YES_NO, M.bloodPressureRequired),
  smoke: oneOf(NO_YES_OCCASIONALLY, M.smokeRequired),
  alcohol: oneOf(NO_YES_OCCASIONALLY, M.alcoholRequired),
  // Below 18 the accompanying adult is required (deviation 23, docs/decisions/0067).
  companion_name: minorOnly(M.companionNameRequired, 100),
  companion_relationship: minorOnly(M.companionRelationshipRequired, 40),
});

/**
 * Step two (SPEC §5): department and symptoms are required; once a department is chosen, the schedule is
 * required unless it is the one without a schedule (id 12).
 */
export const stepSecondSchema = yup.object({
  departmentId: yup.string().required(M.departmentRequired),
  symptoms: yup.string().trim().required(M.symptomsRequired),
  appointmentMode: oneOf(['video', 'audio'], M.modeRequired),
  appointmentSchedule: yup
    .string()
    .when('departmentId', ([departmentId]: unknown[], schema: yup.StringSchema) =>
      typeof departmentId !== 'string' ||
      departmentId === '' ||
      isNoScheduleDepartment(departmentId)
        ? schema.notRequired()
        : schema.required(M.slotRequired),
    ),
});

/** The service booking form's words: the server's (contract's serviceBookingFieldsSchema), word for word. */
export const SERVICE_MESSAGES = {
  nameRequired: 'Please enter your name.',
  serviceRequired: 'Please choose a service.',
  amountRequired: 'Please enter the amount.',
  amountFormat: 'Please enter the amount in rupees, e.g. 1500 or 1500.50.',
  amountMin: 'The amount must be at least ₹1.',
  /** Checked by the server (contract's SERVICE_AMOUNT_MAX is not in its runtime core); here for its Hindi. */
  amountMax: 'The amount can be at most ₹5,00,000.',
  remarksRequired: 'Please write your remarks.',
} as const;

/**
 * Make Payment (SPEC §5 service booking): name, the account's mobile (10 digits), one of SPEC §9's services,
 * an amount in rupees (at most two decimals, from ₹1; the server sets the most) and remarks, which are
 * required.
 */
export const serviceBookingSchema = yup.object({
  name: yup.string().trim().required(SERVICE_MESSAGES.nameRequired),
  mobile: yup
    .string()
    .required(M.mobileInvalid)
    .matches(/^[6-9]\d{9}$/, M.mobileInvalid),
  service: oneOf(SERVICE_BOOKING_OPTIONS, SERVICE_MESSAGES.serviceRequired),
  amount: yup
    .string()
    .trim()
    .required(SERVICE_MESSAGES.amountRequired)
    .matches(/^\d{1,6}(\.\d{1,2})?$/, SERVICE_MESSAGES.amountFormat)
    .test('min', SERVICE_MESSAGES.amountMin, (v) => v === undefined || Number(v) >= 1),
  remarks: yup.string().trim().required(SERVICE_MESSAGES.remarksRequired),
});

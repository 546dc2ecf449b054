/**
 * What the booking screens share, in one module: the pages, forms and schemas import it (and nothing else
 * of this package), so the bundler makes it one chunk instead of a dozen small ones. Every chunk a page
 * needs is named in the shell's preload table, which every route of the app downloads: fewer names keep
 * the first load of every route smaller (docs/decisions/0011).
 */
export {
  appointmentsApi,
  useAppointmentDayScheduleQuery,
  useAppointmentDepartmentRowQuery,
  useAppointmentDepartmentsQuery,
  useAppointmentNextDaysQuery,
  useAppointmentPayMutation,
  useAppointmentPaymentRetryMutation,
  useAppointmentRowQuery,
  type DaySlotsArgs,
  type PaymentRedirect,
} from './api';
export { AppointmentFacts } from './components/AppointmentFacts';
export { Actions, BookingFrame, Panel, type BookingStep } from './components/BookingFrame';
export { RecordProblem } from './components/RecordProblem';
export { ResultActions, ResultCard, type ResultTone } from './components/ResultCard';
export { localDays, showDate, showDay } from './dates';
export {
  bookingFields,
  clearDrafts,
  heightWeightOf,
  isNoScheduleDepartment,
  readStepFirst,
  readStepSecond,
  stepFirstDefaults,
  writeStepFirst,
  writeStepSecond,
  type StepFirstDraft,
  type StepSecondDraft,
} from './draft';
export { inAppPath } from './gateway';
export { goToGateway } from '@medibridge/ui-kit/gateway';
export { useAppointmentTexts, type AppointmentText } from './i18n';
export { APPOINTMENT_MESSAGES } from './messages';

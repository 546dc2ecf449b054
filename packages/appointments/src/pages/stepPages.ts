/**
 * Booking steps one and two as one lazy chunk (both are short forms, and the patient goes from one to the
 * other): one entry in the app's route table, part of every path's first load, costs less than two
 * (docs/decisions/0011).
 */
export { StepFirstPage } from './StepFirstPage';
export { StepSecondPage } from './StepSecondPage';

export { DateInput } from './DateInput';
export type { DateInputEvent, DateInputHandle, DateInputProps } from './DateInput';
export { findDateProblem, maskTypedDate } from './dateMask';
export type { DateProblem } from './dateMask';

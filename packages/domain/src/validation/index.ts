// Field validation (document 1 section 5, document 3 section 5): rules returning the spec's messages.
export {
  ValidationMessages,
  type ValidationMessage,
  type ValidationMessageKey,
} from './messages.js';
export {
  applyWhen,
  composeRules,
  defined,
  format,
  isEmptyValue,
  maxLength,
  min,
  notEmptyArray,
  required,
  validateForm,
  type FieldRule,
  type FormErrors,
  type FormRules,
} from './fieldRules.js';
export {
  AllowedCharactersPattern,
  EmailPattern,
  UsZipPattern,
  email,
  fax,
  isEmailAddress,
  isPhoneNumber,
  phone,
  usZip,
  validCharacters,
} from './textRules.js';
export {
  DateInputPlaceholder,
  YearRange,
  applyDateMask,
  dateMaskAccepts,
  dateOfBirth,
  dateWithin,
  latestTodayIso,
  daysInMonth,
  formatTypedDate,
  parseTypedDate,
  readCalendarDate,
  toIsoDate,
  toTypedDate,
  validDate,
  yearInRange,
  type CalendarDate,
  type DateBounds,
} from './dates.js';
export { acceptsNumericCharacter, filterNumericInput, parseNumericInput } from './numericInput.js';

export {
  GenericErrorMessage,
  MultipleValidationErrorsHeading,
  NoDetailsErrorMessage,
  describeError,
  reportableErrorFrom,
  truncateErrorText,
  type ReportableError,
  type ReportedValidationError,
} from './errorReporter.js';
export {
  MissingRequiredValueError,
  MissingRequiredValueMessage,
  requiredValue,
} from './requiredValue.js';

/** The field messages of the spec (document 1 section 5, document 3 section 5), verbatim. */
export const ValidationMessages = {
  required: 'This field is required',
  defined: 'This field is required',
  notEmptyArray: 'Please select at least one value',
  tel: 'Please provide a valid phone number',
  fax: 'Please provide a valid fax number',
  maxLength: 'Value is too long',
  min: 'Value is too small',
  validCharacters: 'Value contains invalid characters',
  email: 'Must be a valid email',
  format: 'Wrong format',
  year: 'Please enter a year between 1900 and 2100',
  date: 'Please enter a valid date',
  dateOfBirthInFuture: 'Date of birth cannot be in the future',
} as const;

export type ValidationMessageKey = keyof typeof ValidationMessages;
export type ValidationMessage = (typeof ValidationMessages)[ValidationMessageKey];

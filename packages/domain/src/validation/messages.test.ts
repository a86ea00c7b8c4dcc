import { describe, expect, it } from 'vitest';
import { ValidationMessages } from './messages.js';

describe('validation messages', () => {
  it('are the spec’s texts, verbatim', () => {
    expect(ValidationMessages).toEqual({
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
    });
  });
});

import { describe, expect, it } from 'vitest';
import { DateInputPlaceholder, ValidationMessages } from '@loci/domain';
import { defaultUiMessages } from '../messages';

// The kit's default texts for field problems are the spec's, as @loci/domain holds them.
describe('field messages of the kit', () => {
  it('match the spec messages of @loci/domain', () => {
    expect(defaultUiMessages.phoneInvalid).toBe(ValidationMessages.tel);
    expect(defaultUiMessages.faxInvalid).toBe(ValidationMessages.fax);
    expect(defaultUiMessages.dateInvalid).toBe(ValidationMessages.date);
    expect(defaultUiMessages.dateYearRange).toBe(ValidationMessages.year);
    expect(defaultUiMessages.datePlaceholder).toBe(DateInputPlaceholder);
  });
});

import { describe, expect, it } from 'vitest';
import { emailReportRequestSchema, faxReportRequestSchema } from '@loci/contract';
import { emailShareNotesMaxLength, faxShareNoteMaxLength } from './shareForms.ts';

describe('the share dialogs’ limits', () => {
  it('are the contract’s: the e-mail notes and the fax note take exactly as many characters', () => {
    const email = (notes: string) =>
      emailReportRequestSchema.safeParse({
        ToEmailAddresses: ['colleague@example.org'],
        Notes: notes,
        LabReportId: 31,
      }).success;
    expect(email('x'.repeat(emailShareNotesMaxLength))).toBe(true);
    expect(email('x'.repeat(emailShareNotesMaxLength + 1))).toBe(false);
    const fax = (note: string) =>
      faxReportRequestSchema.safeParse({
        FirstName: 'Rosalind',
        LastName: 'Franklin',
        FaxNumber: '617-555-0000',
        Note: note,
        LabReportId: 31,
      }).success;
    expect(fax('x'.repeat(faxShareNoteMaxLength))).toBe(true);
    expect(fax('x'.repeat(faxShareNoteMaxLength + 1))).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AcceptedUploadTypes,
  DocumentCategories,
  DocumentCodes,
  DocumentStatuses,
  DocumentUploadCategoryValue,
  FaxJobStatuses,
  MaxUploadSizeBytes,
  isAcceptedUploadFileName,
  isAcceptedUploadSize,
} from './documents.js';

describe('document reference values', () => {
  it('holds the categories, codes and statuses of the spec', () => {
    expect(DocumentCategories).toEqual([
      'Payment',
      'Insurance Card',
      'Insurance Card Secondary',
      'Clinical Notes',
      'Family History',
      'Payor Form',
      'GC Notes',
      'Pedigree',
    ]);
    expect(DocumentUploadCategoryValue).toBe(1);
    expect(DocumentCodes).toHaveLength(13);
    expect(DocumentCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(DocumentStatuses).toEqual(
      expect.arrayContaining(['None', 'Ok', 'Inprogress', 'HeldForPreview', 'NeedsApproval']),
    );
    expect(FaxJobStatuses).toEqual([
      'None',
      'Processing',
      'Waiting',
      'Warning',
      'Failed',
      'Cancelled',
      'Succeeded',
    ]);
  });
});

describe('upload limits', () => {
  it('accepts the listed extensions in any case', () => {
    expect(AcceptedUploadTypes).toEqual([
      'gif',
      'jpeg',
      'jpg',
      'pdf',
      'png',
      'tiff',
      'xls',
      'xlsx',
    ]);
    expect(isAcceptedUploadFileName('Insurance card.PDF')).toBe(true);
    expect(isAcceptedUploadFileName('notes.v2.xlsx')).toBe(true);
    expect(isAcceptedUploadFileName('pedigree.docx')).toBe(false);
    expect(isAcceptedUploadFileName('pdf')).toBe(false);
    expect(isAcceptedUploadFileName('archive.pdf.zip')).toBe(false);
  });

  it('accepts files up to 20 MB (20971520 bytes)', () => {
    expect(MaxUploadSizeBytes).toBe(20971520);
    expect(isAcceptedUploadSize(20971520)).toBe(true);
    expect(isAcceptedUploadSize(20971521)).toBe(false);
    expect(isAcceptedUploadSize(0)).toBe(false);
    expect(isAcceptedUploadSize(1.5)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MaxUploadSizeBytes }), (bytes) =>
        isAcceptedUploadSize(bytes),
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkUploadFile,
  contentFamily,
  contentProblem,
  documentMessages,
  fileProblem,
  mimeTypeOf,
  requireDocumentId,
} from './uploadRules.ts';

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n');
const exeBytes = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

describe('document upload checks', () => {
  it('accepts only the spec’s types by name', () => {
    expect(fileProblem({ name: 'notes.PDF', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'scan.tiff', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'setup.exe', size: 10 })).toBe(
      documentMessages.wrongType('setup.exe'),
    );
    expect(fileProblem({ name: 'README', size: 10 })).toBe(documentMessages.wrongType('README'));
  });

  it('accepts 20,971,520 bytes and refuses one more, and refuses an empty file', () => {
    expect(fileProblem({ name: 'a.pdf', size: 20_971_520 })).toBeNull();
    expect(fileProblem({ name: 'a.pdf', size: 20_971_521 })).toBe(
      documentMessages.tooLarge('a.pdf'),
    );
    expect(fileProblem({ name: 'a.pdf', size: 0 })).toBe(documentMessages.empty('a.pdf'));
  });

  it('reads the kind of content from the first bytes', () => {
    expect(contentFamily(pdfBytes)).toBe('pdf');
    expect(contentFamily(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'png',
    );
    expect(contentFamily(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe('zip');
    expect(contentFamily(exeBytes)).toBeNull();
  });

  it('refuses a program renamed to .pdf and a PNG named .pdf', async () => {
    expect(contentProblem('invoice.pdf', exeBytes)).toBe(
      documentMessages.contentMismatch('invoice.pdf'),
    );
    expect(
      contentProblem('scan.pdf', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).not.toBeNull();
    expect(await checkUploadFile(new File([exeBytes], 'invoice.pdf'))).toBe(
      documentMessages.contentMismatch('invoice.pdf'),
    );
    expect(await checkUploadFile(new File([pdfBytes], 'referral.pdf'))).toBeNull();
  });

  it('names the media type from the file name when the browser gives none', () => {
    expect(mimeTypeOf({ name: 'a.xlsx', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(mimeTypeOf({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
  });

  it('cannot delete a file without id', () => {
    expect(() => requireDocumentId(undefined)).toThrow('Can not delete a file without id');
    expect(() => requireDocumentId(0)).toThrow('Can not delete a file without id');
    expect(requireDocumentId(7)).toBe(7);
  });

  it('uses the spec’s upload texts', () => {
    expect(documentMessages.unableToUpload('scan.pdf')).toBe(
      'scan.pdf unable to upload, please verify your internet connection and retry.',
    );
    expect(documentMessages.uploadFailed).toBe('Document upload has failed');
  });
});

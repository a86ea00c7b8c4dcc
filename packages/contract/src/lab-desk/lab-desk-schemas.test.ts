import { describe, expect, it } from 'vitest';
import { labDeskAccessionSchema } from './lab-desk-schemas.js';

const messages = (value: string) =>
  labDeskAccessionSchema
    .safeParse({ AccessionNumber: value })
    .error?.issues.map((issue) => issue.message);

describe('labDeskAccessionSchema', () => {
  it('keeps an accession number upper case', () => {
    expect(labDeskAccessionSchema.parse({ AccessionNumber: ' lx-2026-0001 ' })).toEqual({
      AccessionNumber: 'LX-2026-0001',
    });
  });

  it('says an empty field is required, and a wrong spelling has the wrong format', () => {
    expect(messages('')).toEqual(['This field is required']);
    expect(messages('   ')).toEqual(['This field is required']);
    expect(messages('a!')).toEqual(['Wrong format']);
    expect(messages('abc')).toEqual(['Wrong format']);
  });
});

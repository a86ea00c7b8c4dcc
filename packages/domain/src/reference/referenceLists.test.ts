import { describe, expect, it } from 'vitest';
import {
  ReferenceListNames,
  ReferenceLists,
  defaultReferenceItem,
  isReferenceListName,
  referenceDescription,
} from './referenceLists.js';

/** The lists where one value is the sensible preselection (see reference-lists.md). */
const listsWithDefault = [
  'orderStatus',
  'billTypes',
  'fastings',
  'languages',
  'patientStatus',
  'phoneTypes',
  'priorities',
  'relations',
  'copytoSendTypes',
  'fileTypes',
  'orderTypes',
  'contactNotificationType',
  'transmissionProtocols',
] as const;

describe('reference lists', () => {
  it('holds every list the spec names, keyed by name', () => {
    expect(ReferenceListNames).toHaveLength(23);
    expect(Object.keys(ReferenceLists).sort()).toEqual([...ReferenceListNames].sort());
    expect(isReferenceListName('patientRaces')).toBe(true);
    expect(isReferenceListName('races')).toBe(false);
  });

  it.each(ReferenceListNames)('%s has items with unique codes and descriptions', (name) => {
    const items = ReferenceLists[name];
    expect(items.length).toBeGreaterThan(1);
    expect(new Set(items.map((item) => item.code)).size).toBe(items.length);
    for (const item of items) expect(item.description.trim()).not.toBe('');
  });

  it.each(ReferenceListNames)('%s has exactly one default or none by design', (name) => {
    const defaults = ReferenceLists[name].filter((item) => item.isDefault);
    const expected = (listsWithDefault as readonly string[]).includes(name) ? 1 : 0;
    expect(defaults).toHaveLength(expected);
  });

  it('mirrors the enumerations it is built from', () => {
    expect(ReferenceLists.genders.map((item) => item.code)).toEqual(['M', 'F', 'U']);
    expect(ReferenceLists.relations.map((item) => item.code)).toEqual([
      'PT',
      'SP',
      'CH',
      'OT',
      'UN',
    ]);
    expect(ReferenceLists.orderStatus).toHaveLength(21);
    expect(referenceDescription(ReferenceLists.orderStatus, 'CanceledByPatient')).toBe(
      'Canceled by Patient',
    );
    expect(referenceDescription(ReferenceLists.orderStatus, 'PaymentTypeChangeRequest')).toBe(
      'Payment Type Change request',
    );
    expect(ReferenceLists.phoneTypes.map((item) => item.code)).toEqual(['C', 'H', 'W', 'F']);
    expect(ReferenceLists.fileTypes.map((item) => item.code)).toEqual([
      'gif',
      'jpeg',
      'jpg',
      'pdf',
      'png',
      'tiff',
      'xls',
      'xlsx',
    ]);
  });

  it('finds defaults and descriptions', () => {
    expect(defaultReferenceItem(ReferenceLists.transmissionProtocols)).toEqual({
      code: '1',
      description: 'Email',
      isDefault: true,
    });
    expect(defaultReferenceItem(ReferenceLists.genders)).toBeUndefined();
    expect(defaultReferenceItem(ReferenceLists.orderStatus)?.description).toBe('Draft');
    expect(referenceDescription(ReferenceLists.languages, 'spa')).toBe('Spanish');
    expect(referenceDescription(ReferenceLists.languages, 'xx')).toBeUndefined();
  });
});

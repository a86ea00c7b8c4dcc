import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  email,
  fax,
  isEmailAddress,
  isPhoneNumber,
  phone,
  usZip,
  foreignPostalCode,
  isUsCountry,
  postalCode,
  validCharacters,
  validClinicalText,
} from './textRules.js';

const whitespace = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\u00a0'), { maxLength: 3 })
  .map((characters) => characters.join(''));

const phoneNumber = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.constantFrom(...'0123456789'), { minLength: 10, maxLength: 15 }),
    fc.array(fc.constantFrom(' ', '-', ''), { minLength: 15, maxLength: 15 }),
  )
  .map(
    ([plus, digits, separators]) =>
      (plus ? '+' : '') +
      digits
        .map((digit, index) => digit + (index < digits.length - 1 ? separators[index] : ''))
        .join(''),
  );

describe('phone', () => {
  it.each(['5551234567', '+1 555 123 4567', '555-123-4567', ' 555 123-4567\t'])(
    'accepts %j',
    (value) => {
      expect(phone(value)).toBeUndefined();
    },
  );

  it.each([
    '555-1234',
    '(555) 123-4567',
    '555.123.4567',
    '++15551234567',
    '555123456x',
    '----------',
    '1-2-3-4-5-6-7-8-9',
  ])('rejects %j with "Please provide a valid phone number"', (value) => {
    expect(phone(value)).toBe('Please provide a valid phone number');
  });

  it('leaves an empty or blank value to required', () => {
    expect(phone('')).toBeUndefined();
    expect(phone('  ')).toBeUndefined();
    expect(phone(undefined)).toBeUndefined();
    expect(phone(null)).toBeUndefined();
  });

  it('accepts any + / digits / spaces / hyphens text with at least 10 digits', () => {
    fc.assert(fc.property(phoneNumber, (value) => isPhoneNumber(value)));
  });

  it('gives the same answer with whitespace around the number', () => {
    fc.assert(
      fc.property(
        fc.oneof(phoneNumber, fc.string({ maxLength: 20 })),
        whitespace,
        whitespace,
        (value, before, after) => phone(before + value + after) === phone(value),
      ),
    );
  });

  it('never accepts fewer than 10 digits', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        (value) => value.replace(/\D/g, '').length >= 10 || !isPhoneNumber(value),
      ),
    );
  });
});

describe('fax', () => {
  it('follows the phone rule with its own message', () => {
    expect(fax('555-123-4567')).toBeUndefined();
    expect(fax('555-1234')).toBe('Please provide a valid fax number');
    expect(fax(undefined)).toBeUndefined();
  });
});

describe('email', () => {
  it.each([
    'ada@loci.test',
    'ada.lovelace@lab.example.com',
    "o'brien+orders@clinic-7.org",
    'a@b.co',
  ])('accepts %j', (value) => {
    expect(email(value)).toBeUndefined();
  });

  it.each([
    '.ada@loci.test',
    'ada..lovelace@loci.test',
    'ada@loci..test',
    'ada@loci.t',
    'ada@loci.c0m',
    'ada@loci',
    'ada@-loci.test',
    'ada loci@loci.test',
    'ada@@loci.test',
    '@loci.test',
    'ada@',
  ])('rejects %j with "Must be a valid email"', (value) => {
    expect(email(value)).toBe('Must be a valid email');
  });

  it('leaves an empty value to required', () => {
    expect(email('')).toBeUndefined();
    expect(email(null)).toBeUndefined();
  });

  it('never accepts a leading dot, consecutive dots or a short top-level part', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (value) => {
        if (!isEmailAddress(value)) return true;
        const topLevel = value.slice(value.lastIndexOf('.') + 1);
        return !value.startsWith('.') && !value.includes('..') && /^[A-Za-z]{2,}$/.test(topLevel);
      }),
    );
  });

  it('accepts well-formed addresses with a letters-only top-level part', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((address) => /\.[A-Za-z]{2,}$/.test(address)),
        (address) => isEmailAddress(address),
      ),
    );
  });
});

describe('validCharacters', () => {
  it.each([
    'José Núñez-O’Brien',
    'Zoë Ångström',
    '123 Main St., Apt #4',
    'Dr. Ada (PhD) & co / 50% @ lab: yes? "ok"!',
    'Łódź – Kraków',
    'Nguyễn',
    '',
  ])('accepts %j', (value) => {
    expect(validCharacters(value)).toBeUndefined();
  });

  it.each([
    '<script>',
    'a{b}',
    'x = y',
    'back\\slash',
    'pipe|',
    'tilde~',
    'caret^',
    'dollar$',
    'grave`',
  ])('rejects %j with "Value contains invalid characters"', (value) => {
    expect(validCharacters(value)).toBe('Value contains invalid characters');
  });

  it('accepts any text of letters, digits and spaces', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ0-9 ]*$/),
        (value) => validCharacters(value) === undefined,
      ),
    );
  });
});

describe('validClinicalText', () => {
  it.each([
    'Is BRCA2 c.7007G>A the variant from version 1?',
    'Proband carries BRCA2 c.7007G>A; please test for it [familial]',
    'c.[76A>C];[76A>C]',
    'p.(=)',
    'José Núñez-O’Brien, 50% (PhD)',
    '',
    null,
  ])('accepts %j', (value) => {
    expect(validClinicalText(value)).toBeUndefined();
  });

  it.each([
    '<b>bold</b>',
    '<script>',
    'a < b',
    'a{b}',
    'back\\slash',
    'pipe|',
    'dollar$',
    'grave`',
  ])('rejects %j with "Value contains invalid characters"', (value) => {
    expect(validClinicalText(value)).toBe('Value contains invalid characters');
  });

  it('accepts every text the allowed-characters rule accepts', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (value) => validCharacters(value) !== undefined || validClinicalText(value) === undefined,
      ),
    );
  });
});

describe('usZip', () => {
  it('accepts 5 digits or ZIP+4', () => {
    expect(usZip('02139')).toBeUndefined();
    expect(usZip('02139-4307')).toBeUndefined();
    expect(usZip(undefined)).toBeUndefined();
  });

  it.each(['2139', '021394307', '02139-', '02139-430', 'ABCDE', '02139 4307'])(
    'rejects %j with "Wrong format"',
    (value) => {
      expect(usZip(value)).toBe('Wrong format');
    },
  );

  it('accepts every 5-digit and ZIP+4 code', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99999 }),
        fc.option(fc.integer({ min: 0, max: 9999 })),
        (zip, plus4) => {
          const code =
            String(zip).padStart(5, '0') +
            (plus4 === null ? '' : `-${String(plus4).padStart(4, '0')}`);
          return usZip(code) === undefined;
        },
      ),
    );
  });
});

describe('postalCode', () => {
  it('is the US ZIP rule for the USA, any letter case', () => {
    expect(isUsCountry(' usa ')).toBe(true);
    expect(isUsCountry('CAN')).toBe(false);
    expect(isUsCountry(null)).toBe(false);
    expect(postalCode('USA')).toBe(usZip);
    expect(postalCode('usa')('K1A 0B1')).toBe('Wrong format');
    expect(postalCode('USA')('02139-4307')).toBeUndefined();
  });

  it('is free text of at most 10 allowed characters for another country or none', () => {
    expect(postalCode('CAN')).toBe(foreignPostalCode);
    expect(postalCode(undefined)).toBe(foreignPostalCode);
    expect(foreignPostalCode('K1A 0B1')).toBeUndefined();
    expect(foreignPostalCode('')).toBeUndefined();
    expect(foreignPostalCode('12345678901')).toBe('Value is too long');
    expect(foreignPostalCode('<b>')).toBe('Value contains invalid characters');
  });
});

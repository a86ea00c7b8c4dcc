// fast-check arbitraries from the contract's zod 4 schemas, for the fuzz test. zod-fast-check
// supports zod 3 only and the JSON-Schema generators on npm are unmaintained (fast-check 1), so
// this walks zod 4's own description of a schema (`schema._zod.def` and the checks' `bag`):
// docs/decisions/fault-tests.md. The generated values only need to be near the schema: the fuzz
// asks the schema itself whether an input is valid, and the server must refuse the invalid ones.
import fc from 'fast-check';
import type { z } from 'zod';

interface ZodInternals {
  def: { type: string } & Record<string, unknown>;
  bag: Record<string, unknown>;
  optin?: 'optional';
}

const internals = (schema: unknown): ZodInternals => (schema as { _zod: ZodInternals })._zod;

/** Deep enough for every contract schema; a recursive (lazy) one stops with null. */
const deepest = 6;

/** Long strings are capped: the schema's limit is checked by the server, not by sending megabytes. */
const longest = 60;

function lengths(bag: Record<string, unknown>, cap: number): { minLength: number; maxLength: number } {
  const minLength = typeof bag.minimum === 'number' ? bag.minimum : 0;
  const maximum = typeof bag.maximum === 'number' ? bag.maximum : minLength + cap;
  return { minLength, maxLength: Math.max(minLength, Math.min(maximum, minLength + cap)) };
}

function stringArbitrary(bag: Record<string, unknown>): fc.Arbitrary<string> {
  const patterns = bag.patterns instanceof Set ? [...(bag.patterns as Set<RegExp>)] : [];
  switch (bag.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.webUrl();
    case 'datetime':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    default:
      break;
  }
  const pattern = patterns[0];
  if (pattern) return fc.stringMatching(pattern).filter((text) => text.length <= 400);
  return fc.string({ ...lengths(bag, longest), unit: 'grapheme' });
}

function numberArbitrary(bag: Record<string, unknown>): fc.Arbitrary<number> {
  const min =
    typeof bag.minimum === 'number'
      ? bag.minimum
      : typeof bag.exclusiveMinimum === 'number'
        ? bag.exclusiveMinimum + 1
        : undefined;
  const max =
    typeof bag.maximum === 'number'
      ? bag.maximum
      : typeof bag.exclusiveMaximum === 'number'
        ? bag.exclusiveMaximum - 1
        : undefined;
  const integer = typeof bag.format === 'string' && /int/.test(bag.format);
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.oneof(
    fc.integer({ min: Math.ceil(min ?? -1_000_000), max: Math.floor(max ?? 1_000_000) }),
    fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true }),
  );
}

/** Any JSON value, small. */
export const jsonValue: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

/** An arbitrary of values shaped by the schema (most of them valid; the schema decides). */
export function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > deepest) return fc.constant(null);
  const { def, bag } = internals(schema);
  const inner = (child: unknown) => arbitraryOf(child as z.ZodType, depth + 1);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return stringArbitrary(bag);
    case 'number':
    case 'int':
      return numberArbitrary(bag);
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    case 'never':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'nan':
      return fc.constant(Number.NaN);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const key of keys) record[key] = inner(shape[key]);
      const requiredKeys = keys.filter((key) => internals(shape[key]).optin !== 'optional');
      return fc.record(record, { requiredKeys });
    }
    case 'record':
      return fc.dictionary(
        inner(def.keyType).map(String),
        inner(def.valueType),
        { maxKeys: 3 },
      );
    case 'array':
    case 'set': {
      const element = inner(def.type === 'set' ? def.valueType : def.element);
      return fc.array(element, lengths(bag, 4));
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(inner));
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(inner));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([left, right]) =>
          left && right && typeof left === 'object' && typeof right === 'object'
            ? { ...left, ...right }
            : right,
        );
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 5 });
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 5 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'nonoptional':
    case 'readonly':
    case 'success':
    case 'promise':
      return inner(def.innerType);
    case 'pipe': {
      // `.transform()` pipes into a transform (generate the input); `z.preprocess` pipes out of one.
      const from = internals(def.in).def.type === 'transform' ? def.out : def.in;
      return inner(from);
    }
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      // any, unknown, custom, transform, file, map, symbol, function: anything JSON can carry.
      return jsonValue;
  }
}

/** Values that break schemas and servers: wrong types, out-of-range numbers, odd text. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e308,
    '',
    ' ',
    '0',
    '-1',
    '2147483648',
    '9'.repeat(30),
    '1e400',
    'NaN',
    'null',
    '2026-02-30',
    '0000-00-00T00:00:00Z',
    "'; drop table lab_order; --",
    '../../etc/passwd',
    '\u0000',
    '\ud800',
    '%',
    'x'.repeat(5_000),
    [],
    {},
    [null],
    { __proto__: { polluted: true } },
  ),
  jsonValue,
);

type Path = Array<string | number>;

function pathsOf(value: unknown, path: Path = [], found: Path[] = []): Path[] {
  found.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], found);
  }
  return found;
}

/** The value with the part at `path` replaced (or removed when `replacement` is `removed`). */
const removed = Symbol('removed');
function replaced(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement === removed ? undefined : replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === removed) copy.splice(head as number, 1);
    else copy[head as number] = replaced(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === removed) delete copy[head as string];
  else copy[head as string] = replaced(copy[head as string], rest, replacement);
  return copy;
}

/**
 * Inputs near the schema with one part broken: a value replaced by junk, a part removed, or an
 * unknown field added (most are invalid; the schema decides).
 */
export function mutatedOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      arbitraryOf(schema),
      fc.nat(),
      fc.constantFrom('replace', 'remove', 'add'),
      junk,
      fc.string({ minLength: 1, maxLength: 12 }),
    )
    .map(([value, pick, how, bad, field]) => {
      const paths = pathsOf(value);
      const path = paths[pick % paths.length] ?? [];
      if (how === 'remove' && path.length > 0) return replaced(value, path, removed);
      if (how === 'add' && value && typeof value === 'object' && !Array.isArray(value)) {
        return { ...value, [field]: bad };
      }
      return replaced(value, path, bad);
    });
}

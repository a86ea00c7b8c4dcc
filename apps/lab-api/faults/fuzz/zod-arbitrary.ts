// fast-check arbitraries from the contract's zod 4 schemas, for the fuzz test. zod-fast-check
// supports zod 3 only and the JSON-Schema generators on npm are unmaintained (fast-check 1), so
// this walks zod 4's own description of a schema (`schema._zod.def` and its checks' definitions):
// docs/decisions/fault-tests.md. The generated values only need to be near the schema: the fuzz
// asks the schema itself whether an input is valid, and the server must refuse the invalid ones.
import fc from 'fast-check';
import type { z } from 'zod/mini';

interface ZodInternals {
  def: { type: string; checks?: Array<{ _zod: { def: CheckDef } }> } & Record<string, unknown>;
  optin?: 'optional';
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const internals = (schema: unknown): ZodInternals => (schema as { _zod: ZodInternals })._zod;

/** What a schema's checks ask for: lengths or bounds, a format, patterns. */
interface Limits {
  minimum?: number;
  maximum?: number;
  format?: string;
  patterns: RegExp[];
}

function limitsOf(def: ZodInternals['def']): Limits {
  const limits: Limits = { patterns: [] };
  for (const check of def.checks ?? []) {
    const { check: kind, ...rule } = check._zod.def;
    if (kind === 'min_length' || kind === 'min_size') limits.minimum = rule.minimum;
    else if (kind === 'max_length' || kind === 'max_size') limits.maximum = rule.maximum;
    else if (kind === 'length_equals' || kind === 'size_equals') {
      limits.minimum = rule.length;
      limits.maximum = rule.length;
    } else if (kind === 'greater_than') {
      limits.minimum = Number(rule.value) + (rule.inclusive ? 0 : 1);
    } else if (kind === 'less_than') {
      limits.maximum = Number(rule.value) - (rule.inclusive ? 0 : 1);
    } else if (kind === 'string_format' || kind === 'number_format') {
      if (rule.format !== 'regex') limits.format = rule.format;
      if (rule.pattern) limits.patterns.push(rule.pattern);
    }
  }
  return limits;
}

/** Deep enough for every contract schema; a recursive (lazy) one stops with null. */
const deepest = 6;

/** Long strings are capped: the schema's limit is checked by the server, not by sending megabytes. */
const longest = 60;

function lengths(limits: Limits, cap: number): { minLength: number; maxLength: number } {
  const minLength = Math.max(0, limits.minimum ?? 0);
  const maximum = limits.maximum ?? minLength + cap;
  return { minLength, maxLength: Math.max(minLength, Math.min(maximum, minLength + cap)) };
}

/**
 * Built string arbitraries by their limits. Building one is costly (fast-check tokenizes its
 * default slices through the full Unicode table each time: about 14 s of a 30-input run built
 * them anew per field); an arbitrary is immutable, so fields with the same limits share one.
 */
const builtStrings = new Map<string, fc.Arbitrary<string>>();

function stringArbitrary(limits: Limits): fc.Arbitrary<string> {
  const key = JSON.stringify([
    limits.minimum,
    limits.maximum,
    limits.format,
    limits.patterns.map((pattern) => [pattern.source, pattern.flags]),
  ]);
  let built = builtStrings.get(key);
  if (!built) {
    built = buildStringArbitrary(limits);
    builtStrings.set(key, built);
  }
  return built;
}

function buildStringArbitrary(limits: Limits): fc.Arbitrary<string> {
  const dates = fc.date({
    min: new Date('1900-01-01'),
    max: new Date('2100-01-01'),
    noInvalidDate: true,
  });
  switch (limits.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.webUrl();
    case 'datetime':
      return dates.map((date) => date.toISOString());
    case 'date':
      return dates.map((date) => date.toISOString().slice(0, 10));
    default:
      break;
  }
  // Every pattern must match: generate from the first, keep what the others accept.
  const [first, ...others] = limits.patterns;
  const { minLength, maxLength } = lengths(limits, longest);
  if (first) {
    // fast-check takes no `i`, `g` or `y` flag: strings matching without `i` match with it too.
    const plain = new RegExp(first.source, first.flags.replace(/[giy]/g, ''));
    const matching = fc.stringMatching(plain).filter((text) => text.length <= 400);
    const fitting = fc.oneof(
      { weight: 3, arbitrary: matching },
      fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
    );
    return others.length === 0
      ? fitting
      : fitting.filter((text) => others.every((pattern) => pattern.test(text)));
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  );
}

function numberArbitrary(limits: Limits): fc.Arbitrary<number> {
  const { minimum: min, maximum: max } = limits;
  const integer = typeof limits.format === 'string' && /int/.test(limits.format);
  const integers = fc.integer({
    min: Math.ceil(Math.max(min ?? -1_000, -(2 ** 31))),
    max: Math.floor(Math.min(max ?? 1_000_000, 2 ** 31 - 1)),
  });
  if (integer) return integers;
  return fc.oneof(
    { weight: 3, arbitrary: integers },
    fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true }),
  );
}

/** Any JSON value, small. */
export const jsonValue: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

/** An arbitrary of values shaped by the schema (most of them valid; the schema decides). */
export function arbitraryOf(schema: z.ZodMiniType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > deepest) return fc.constant(null);
  const { def } = internals(schema);
  const limits = limitsOf(def);
  const inner = (child: unknown) => arbitraryOf(child as z.ZodMiniType, depth + 1);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return stringArbitrary(limits);
    case 'number':
    case 'int':
      return numberArbitrary(limits);
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
      const shape = def.shape as Record<string, z.ZodMiniType>;
      const keys = Object.keys(shape);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const key of keys) record[key] = inner(shape[key]);
      const requiredKeys = keys.filter((key) => internals(shape[key]).optin !== 'optional');
      return fc.record(record, { requiredKeys });
    }
    case 'record':
      return fc.dictionary(inner(def.keyType).map(String), inner(def.valueType), { maxKeys: 3 });
    case 'array':
    case 'set': {
      const element = inner(def.type === 'set' ? def.valueType : def.element);
      return fc.array(element, lengths(limits, 4));
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodMiniType[]).map(inner));
    case 'union':
      return fc.oneof(...(def.options as z.ZodMiniType[]).map(inner));
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
export function mutatedOf(schema: z.ZodMiniType): fc.Arbitrary<unknown> {
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

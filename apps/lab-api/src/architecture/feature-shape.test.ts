// The server's feature shape (docs/decisions/server-feature-shape.md): a feature's `*-routes.ts`
// declares calls, checks roles and maps them to the feature's functions, with no SQL; its
// `*-records.ts` / `*-queries.ts` hold the SQL. A feature imports other features' query modules,
// never their routes (only src/features.ts, outside every feature, registers them all).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every TypeScript source of src/, tests aside, as a path relative to src/ with `/`. */
function sources(): string[] {
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) {
        found.push(relative(src, path).split(sep).join('/'));
      }
    }
  };
  walk(src);
  return found.sort();
}

const read = (file: string): string => readFileSync(join(src, file), 'utf8');

/** Kysely query building, the `sql` template and running statements. */
const sqlPatterns: readonly RegExp[] = [
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/,
  /\bsql\s*(<[^>]*>)?\s*`/,
  /\bsql\.(join|raw|lit|ref|id|table|val|value)\(/,
  /\.execute(TakeFirst|TakeFirstOrThrow)?\(/,
  /\.transaction\(\)/,
  // Kysely's types (Selectable, ...) may shape a mapping; its `sql` builds queries.
  /import\s*\{[^}]*\bsql\b[^}]*\}\s*from\s*'kysely'/,
];

/** The relative imports of a source file (static imports and re-exports). */
function relativeImports(text: string): string[] {
  return [...text.matchAll(/(?:import|export)\s[^'";]*?from\s*'(\.{1,2}\/[^']+)'/g)].map(
    (match) => match[1]!,
  );
}

const featureOf = (file: string): string | undefined =>
  file.includes('/') ? file.slice(0, file.indexOf('/')) : undefined;

describe('server feature shape', () => {
  const files = sources();

  it('finds the route files it checks', () => {
    expect(files.filter((file) => file.endsWith('-routes.ts')).length).toBeGreaterThan(10);
  });

  it('keeps SQL and Kysely queries out of every *-routes.ts file', () => {
    const offenders = files
      .filter((file) => file.endsWith('-routes.ts'))
      .flatMap((file) =>
        read(file)
          .split('\n')
          .flatMap((line, index) =>
            sqlPatterns.some((pattern) => pattern.test(line))
              ? [`${file}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(offenders).toEqual([]);
  });

  it("never imports another feature's *-routes file", () => {
    const offenders = files.flatMap((file) => {
      const feature = featureOf(file);
      // Files outside every feature (src/features.ts, app.ts) compose the routes.
      if (feature === undefined) return [];
      return relativeImports(read(file)).flatMap((specifier) => {
        const target = relative(src, resolve(src, dirname(file), specifier))
          .split(sep)
          .join('/');
        const isRoutes = /-routes\.(js|ts)$/.test(target);
        return isRoutes && featureOf(target) !== feature ? [`${file} imports ${target}`] : [];
      });
    });
    expect(offenders).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// countries.ts loads i18n-iso-countries' JSON with import attributes. Vitest runs it through
// Vite; this checks that plain Node ESM (how lab-api and contract run dist/) loads the same
// specifiers too. docs/decisions/country-data.md records the Vite build check.
const source = readFileSync(new URL('./countries.ts', import.meta.url), 'utf8');
const jsonImports = [
  ...source.matchAll(/^import \w+ from '([^']+\.json)' with \{ type: 'json' \};$/gm),
];

describe('country data loading', () => {
  it('imports the English names and the code table as JSON modules', () => {
    expect(jsonImports.map((match) => match[1])).toEqual([
      'i18n-iso-countries/langs/en.json',
      'i18n-iso-countries/codes.json',
    ]);
  });

  it('loads in plain Node ESM with the same import statements', () => {
    const program = [
      ...jsonImports.map((match) => match[0]),
      'console.log(JSON.stringify([Object.keys(english.countries).length, codes.length]));',
    ].join('\n');
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', program], {
      cwd: new URL('.', import.meta.url),
      encoding: 'utf8',
    });
    const [names, codes] = JSON.parse(output) as [number, number];
    expect(names).toBeGreaterThanOrEqual(245);
    expect(codes).toBe(names);
  });
});

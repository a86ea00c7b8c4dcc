/**
 * The ISO 3166-1 countries (about 250) with English names, from the i18n-iso-countries package.
 * Its JSON files are imported with an import attribute, which Node ESM (≥ 20.10), TypeScript
 * (NodeNext) and Vite/rolldown all understand (see docs/decisions/country-data.md).
 */
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };

export interface Country {
  /** English name (the package's official name: "United States of America"). */
  readonly name: string;
  readonly alpha2Code: string;
  readonly alpha3Code: string;
}

type EnglishNames = Readonly<Record<string, string | readonly string[]>>;

/** The official name: the first of several names, or the only one. */
function officialName(names: string | readonly string[]): string {
  return typeof names === 'string' ? names : (names[0] ?? '');
}

/**
 * Builds the country list from the package's data: code rows `[alpha2, alpha3, …]` and English
 * names by alpha-2 code. Rows without an English name are left out.
 */
export function countriesFromIsoData(
  names: EnglishNames,
  codeRows: readonly (readonly string[])[],
): readonly Country[] {
  const collator = new Intl.Collator('en');
  return codeRows
    .flatMap(([alpha2Code = '', alpha3Code = '']) => {
      const englishNames = names[alpha2Code];
      return englishNames === undefined
        ? []
        : [{ name: officialName(englishNames), alpha2Code, alpha3Code }];
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Every country, sorted by English name. */
export const Countries: readonly Country[] = countriesFromIsoData(english.countries, codes);

const byAlpha3 = new Map(Countries.map((country) => [country.alpha3Code, country]));
const byAlpha2 = new Map(Countries.map((country) => [country.alpha2Code, country]));

/** The country with an alpha-3 code (case-insensitive); `undefined` when there is none. */
export function findCountryByAlpha3(code: string): Country | undefined {
  return byAlpha3.get(code.trim().toUpperCase());
}

/** The country with an alpha-2 code (case-insensitive); `undefined` when there is none. */
export function findCountryByAlpha2(code: string): Country | undefined {
  return byAlpha2.get(code.trim().toUpperCase());
}

/** The alpha-3 code for an alpha-2 code (a geocoder's countryAlpha2 to a patient's country). */
export function alpha3FromAlpha2(code: string): string | undefined {
  return findCountryByAlpha2(code)?.alpha3Code;
}

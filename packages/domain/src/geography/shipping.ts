/** Where the lab accepts orders and specimens from, and where it ships kits to. */

/** Countries (alpha-3) the lab cannot accept orders or specimens from. */
export const BlockedCountryCodes = [
  'BGR',
  'CHN',
  'HRV',
  'CUB',
  'CYP',
  'CZE',
  'DNK',
  'EST',
  'FIN',
  'FRA',
  'DEU',
  'GRC',
  'HUN',
  'ISL',
  'IRN',
  'IRL',
  'ITA',
  'PRK',
  'LVA',
  'LIE',
  'LTU',
  'LUX',
  'MLT',
  'NLD',
  'NOR',
  'PSE',
  'POL',
  'PRT',
  'ROU',
  'RUS',
  'SMR',
  'SVK',
  'SVN',
  'ESP',
  'SWE',
  'GBR',
] as const;

export type BlockedCountryCode = (typeof BlockedCountryCodes)[number];

/** Countries (alpha-3) the lab ships to: the US, Canada and the US territories. */
export const ShippableCountryCodes = [
  'USA',
  'CAN',
  'UMI',
  'PRI',
  'GUM',
  'ASM',
  'VIR',
  'MNP',
] as const;

export type ShippableCountryCode = (typeof ShippableCountryCodes)[number];

const normalise = (code: string | null | undefined): string => (code ?? '').trim().toUpperCase();

/** Whether orders or specimens from this country (alpha-3, any case) are refused. */
export function isBlockedCountry(alpha3Code: string | null | undefined): boolean {
  return (BlockedCountryCodes as readonly string[]).includes(normalise(alpha3Code));
}

/** Whether the lab ships to this country (alpha-3, any case). */
export function isShippableCountry(alpha3Code: string | null | undefined): boolean {
  return (ShippableCountryCodes as readonly string[]).includes(normalise(alpha3Code));
}

/** The message shown when a blocked country is chosen, naming the lab's e-mail address. */
export function blockedCountryMessage(labEmail: string): string {
  return `We are unable to accept orders or specimens from the selected country at this time. If you have any questions, please contact ${labEmail}.`;
}

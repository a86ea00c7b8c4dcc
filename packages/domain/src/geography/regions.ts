/** States, districts, territories and provinces of the countries the lab ships to. */

export interface Region {
  readonly code: string;
  readonly name: string;
}

/** The 50 US states. */
export const UsStates = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const satisfies readonly Region[];

/** The federal district. */
export const UsFederalDistrict = [
  { code: 'DC', name: 'District of Columbia' },
] as const satisfies readonly Region[];

/** The inhabited territories and the minor outlying islands (all shippable countries too). */
export const UsTerritories = [
  { code: 'AS', name: 'American Samoa' },
  { code: 'GU', name: 'Guam' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'UM', name: 'U.S. Minor Outlying Islands' },
] as const satisfies readonly Region[];

/** The armed-forces postal codes (APO/FPO/DPO addresses). */
export const UsArmedForces = [
  { code: 'AA', name: 'Armed Forces Americas' },
  { code: 'AE', name: 'Armed Forces Europe' },
  { code: 'AP', name: 'Armed Forces Pacific' },
] as const satisfies readonly Region[];

/** Every US region: states, DC, territories, then the armed-forces codes. */
export const UsRegions: readonly Region[] = [
  ...UsStates,
  ...UsFederalDistrict,
  ...UsTerritories,
  ...UsArmedForces,
];

export type UsRegionCode =
  | (typeof UsStates)[number]['code']
  | (typeof UsFederalDistrict)[number]['code']
  | (typeof UsTerritories)[number]['code']
  | (typeof UsArmedForces)[number]['code'];

/** Canada's 10 provinces and 3 territories. */
export const CanadaRegions = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const satisfies readonly Region[];

export type CanadaRegionCode = (typeof CanadaRegions)[number]['code'];

/** The regions of a country by alpha-3 code (USA, CAN); none for any other country. */
export function regionsOfCountry(alpha3Code: string): readonly Region[] {
  switch (alpha3Code.trim().toUpperCase()) {
    case 'USA':
      return UsRegions;
    case 'CAN':
      return CanadaRegions;
    default:
      return [];
  }
}

const comparable = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The region whose name matches (case and spacing ignored); `undefined` when none does. */
export function findRegionByName(regions: readonly Region[], name: string): Region | undefined {
  const wanted = comparable(name);
  return regions.find((region) => comparable(region.name) === wanted);
}

/** The region with a code (case-insensitive); `undefined` when none has it. */
export function findRegionByCode(regions: readonly Region[], code: string): Region | undefined {
  const wanted = code.trim().toUpperCase();
  return regions.find((region) => region.code === wanted);
}

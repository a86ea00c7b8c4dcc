/**
 * Address conversion from a geocoder result (documents 1 and 2): Google-Places-like address
 * components with types become the portal's Address and the patient form's address fields.
 */
import { alpha3FromAlpha2 } from '../geography/countries.js';
import {
  CanadaRegions,
  UsRegions,
  findRegionByCode,
  findRegionByName,
  regionsOfCountry,
  type Region,
} from '../geography/regions.js';
import { GeocodedStreetKeywords } from '../reference/limits.js';

export interface GeocoderAddressComponent {
  readonly long_name: string;
  readonly short_name: string;
  readonly types: readonly string[];
}

export interface GeocoderResult {
  readonly address_components: readonly GeocoderAddressComponent[];
  readonly formatted_address?: string;
}

/** A geocoded address; `state` is the region code when known, else the region's name. */
export interface Address {
  readonly street: string;
  readonly streetNumber: string;
  /** The apartment, suite or unit (the geocoder's subpremise). */
  readonly apartment: string;
  readonly locality: string;
  readonly state: string;
  readonly postcode: string;
  /** The country's name. */
  readonly country: string;
  readonly countryAlpha2: string;
}

/** The address fields of the patient form; country is the 3-letter code. */
export interface PatientFormAddress {
  readonly street1: string;
  readonly street2: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly country: string;
}

function component(result: GeocoderResult, type: string): GeocoderAddressComponent | undefined {
  return result.address_components.find((part) => part.types.includes(type));
}

function longName(result: GeocoderResult, type: string): string {
  return component(result, type)?.long_name.trim() ?? '';
}

const StreetKeywordPattern = new RegExp(
  String.raw`(^|\s)(?:${GeocodedStreetKeywords.join('|')})\.?(?:\s*#)?(?=\s|$)`,
  'gi',
);

/** The street with the unit keywords (suite, apt, apartment, unit, rm, room, fl, floor, bldg, building, ste) removed. */
export function removeStreetKeywords(street: string): string {
  return street.replace(StreetKeywordPattern, '$1').replace(/\s+/g, ' ').trim();
}

/** The city: locality, else administrative area level 3, else level 2. */
function city(result: GeocoderResult): string {
  for (const type of ['locality', 'administrative_area_level_3', 'administrative_area_level_2']) {
    const name = longName(result, type);
    if (name !== '') return name;
  }
  return '';
}

function regionsFor(countryAlpha2: string): readonly Region[] {
  const alpha3 = alpha3FromAlpha2(countryAlpha2);
  return alpha3 === undefined ? [...UsRegions, ...CanadaRegions] : regionsOfCountry(alpha3);
}

/** The region code when the state's name (or short name) is a known US or Canadian region. */
function state(result: GeocoderResult, countryAlpha2: string): string {
  const part = component(result, 'administrative_area_level_1');
  if (part === undefined) return '';
  const regions = regionsFor(countryAlpha2);
  const known =
    findRegionByName(regions, part.long_name) ?? findRegionByCode(regions, part.short_name);
  return known?.code ?? part.long_name.trim();
}

function postcode(result: GeocoderResult): string {
  const code = longName(result, 'postal_code');
  const suffix = longName(result, 'postal_code_suffix');
  return code !== '' && suffix !== '' ? `${code}-${suffix}` : code;
}

/** Converts a geocoder result into an Address. */
export function addressFromGeocoderResult(result: GeocoderResult): Address {
  const countryAlpha2 = component(result, 'country')?.short_name.trim().toUpperCase() ?? '';
  return {
    street: removeStreetKeywords(longName(result, 'route')),
    streetNumber: longName(result, 'street_number'),
    apartment: longName(result, 'subpremise'),
    locality: city(result),
    state: state(result, countryAlpha2),
    postcode: postcode(result),
    country: longName(result, 'country'),
    countryAlpha2,
  };
}

/**
 * The patient form's address fields: street1 is the number and street, street2 the apartment
 * (an apartment the user typed wins over the geocoder's), country the 3-letter code.
 */
export function patientFormAddress(
  address: Address,
  typed: { readonly apartment?: string | null } = {},
): PatientFormAddress {
  const apartment = typed.apartment?.trim() || address.apartment;
  return {
    street1: [address.streetNumber, address.street].filter((part) => part !== '').join(' '),
    street2: apartment,
    city: address.locality,
    state: address.state,
    zip: address.postcode,
    country: alpha3FromAlpha2(address.countryAlpha2) ?? '',
  };
}

import { describe, expect, it } from 'vitest';
import {
  addressFromGeocoderResult,
  patientFormAddress,
  removeStreetKeywords,
  type GeocoderAddressComponent,
} from './index.js';

const part = (
  types: string[],
  long_name: string,
  short_name = long_name,
): GeocoderAddressComponent => ({
  long_name,
  short_name,
  types,
});

const mountainView = {
  formatted_address: '1600 Amphitheatre Pkwy Suite 200, Mountain View, CA 94043, USA',
  address_components: [
    part(['subpremise'], 'Suite 200'),
    part(['street_number'], '1600'),
    part(['route'], 'Amphitheatre Parkway', 'Amphitheatre Pkwy'),
    part(['locality', 'political'], 'Mountain View'),
    part(['administrative_area_level_2', 'political'], 'Santa Clara County'),
    part(['administrative_area_level_1', 'political'], 'California', 'CA'),
    part(['country', 'political'], 'United States', 'US'),
    part(['postal_code'], '94043'),
    part(['postal_code_suffix'], '1351'),
  ],
};

describe('address from a geocoder result', () => {
  it('converts a US address, the state name to its code', () => {
    expect(addressFromGeocoderResult(mountainView)).toEqual({
      street: 'Amphitheatre Parkway',
      streetNumber: '1600',
      apartment: 'Suite 200',
      locality: 'Mountain View',
      state: 'CA',
      postcode: '94043-1351',
      country: 'United States',
      countryAlpha2: 'US',
    });
  });

  it('maps Canadian provinces, and keeps unknown regions by name', () => {
    const toronto = addressFromGeocoderResult({
      address_components: [
        part(['locality'], 'Toronto'),
        part(['administrative_area_level_1'], 'Ontario', 'Ont.'),
        part(['country'], 'Canada', 'ca'),
        part(['postal_code'], 'M5V 3L9'),
      ],
    });
    expect(toronto).toMatchObject({
      state: 'ON',
      countryAlpha2: 'CA',
      postcode: 'M5V 3L9',
      street: '',
    });
    const berlin = addressFromGeocoderResult({
      address_components: [
        part(['administrative_area_level_1'], 'Berlin', 'BE'),
        part(['country'], 'Germany', 'DE'),
      ],
    });
    expect(berlin.state).toBe('Berlin');
  });

  it('uses the short name when it is a known code, and both lists when the country is unknown', () => {
    const byCode = addressFromGeocoderResult({
      address_components: [
        part(['administrative_area_level_1'], 'Calif.', 'ca'),
        part(['country'], 'USA', 'US'),
      ],
    });
    expect(byCode.state).toBe('CA');
    const noCountry = addressFromGeocoderResult({
      address_components: [part(['administrative_area_level_1'], 'Quebec', 'QC')],
    });
    expect(noCountry).toMatchObject({ state: 'QC', country: '', countryAlpha2: '' });
    expect(addressFromGeocoderResult({ address_components: [] }).state).toBe('');
  });

  it('falls back for the city: locality, then area level 3, then area level 2', () => {
    const areas = [
      part(['administrative_area_level_2'], 'Level Two County'),
      part(['administrative_area_level_3'], 'Level Three Township'),
    ];
    expect(addressFromGeocoderResult({ address_components: areas }).locality).toBe(
      'Level Three Township',
    );
    expect(addressFromGeocoderResult({ address_components: areas.slice(0, 1) }).locality).toBe(
      'Level Two County',
    );
    expect(addressFromGeocoderResult({ address_components: [] }).locality).toBe('');
  });
});

describe('street keywords', () => {
  it.each([
    ['Main St Suite 200', 'Main St 200'],
    ['Main St Ste. 4', 'Main St 4'],
    ['Main St Apt # 4B', 'Main St 4B'],
    ['Apartment 3 Elm Rd', '3 Elm Rd'],
    ['Oak Ave UNIT 5', 'Oak Ave 5'],
    ['Bldg 7 Rm 12 Fl 3', '7 12 3'],
    ['Building A Floor 2 Room 9', 'A 2 9'],
    ['Suitely Lane', 'Suitely Lane'],
    ['Florence St', 'Florence St'],
    ['Roomy Ct', 'Roomy Ct'],
  ])('%j becomes %j', (street, expected) => {
    expect(removeStreetKeywords(street)).toBe(expected);
  });
});

describe('patient form address', () => {
  it('fills street1, street2 (apartment), city, state, zip and the 3-letter country', () => {
    const address = addressFromGeocoderResult(mountainView);
    expect(patientFormAddress(address)).toEqual({
      street1: '1600 Amphitheatre Parkway',
      street2: 'Suite 200',
      city: 'Mountain View',
      state: 'CA',
      zip: '94043-1351',
      country: 'USA',
    });
    expect(patientFormAddress(address, { apartment: ' Apt 9 ' }).street2).toBe('Apt 9');
    expect(patientFormAddress(address, { apartment: ' ' }).street2).toBe('Suite 200');
    expect(patientFormAddress(address, { apartment: null }).street2).toBe('Suite 200');
  });

  it('leaves out what the geocoder did not give', () => {
    expect(
      patientFormAddress(
        addressFromGeocoderResult({ address_components: [part(['route'], 'Elm Rd')] }),
      ),
    ).toEqual({
      street1: 'Elm Rd',
      street2: '',
      city: '',
      state: '',
      zip: '',
      country: '',
    });
  });
});

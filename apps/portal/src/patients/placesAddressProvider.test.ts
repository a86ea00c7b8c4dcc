import { describe, expect, it } from 'vitest';
import { addressFromGeocoderResult, patientFormAddress } from '@loci/domain';
import type { ApiCall } from '../api/apiClient.ts';
import { createPlacesAddressProvider } from './placesAddressProvider.ts';

const geocoded = {
  place_id: 'us-1',
  formatted_address: '350 5th Avenue Suite 300, New York, NY 10118, USA',
  address_components: [
    { long_name: '350', short_name: '350', types: ['street_number'] },
    { long_name: '5th Avenue', short_name: '5th Ave', types: ['route'] },
    { long_name: 'Suite 300', short_name: 'Suite 300', types: ['subpremise'] },
    { long_name: 'New York', short_name: 'New York', types: ['locality', 'political'] },
    {
      long_name: 'New York',
      short_name: 'NY',
      types: ['administrative_area_level_1', 'political'],
    },
    { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
    { long_name: '10118', short_name: '10118', types: ['postal_code'] },
  ],
  geometry: { location: { lat: 40.7, lng: -73.9 } },
  types: ['street_address'],
};

function fakeApi() {
  const calls: ApiCall<unknown>[] = [];
  return {
    calls,
    api: {
      async call<Result>(call: ApiCall<Result>): Promise<Result> {
        calls.push(call as ApiCall<unknown>);
        const answer =
          call.path === '/predictions'
            ? {
                status: 'OK',
                predictions: [
                  {
                    place_id: 'us-1',
                    description: '350 5th Avenue Suite 300, New York, NY 10118, USA',
                    structured_formatting: {
                      main_text: '350 5th Avenue Suite 300',
                      secondary_text: 'New York, NY 10118, USA',
                    },
                    types: ['street_address'],
                  },
                ],
              }
            : { status: 'OK', results: [geocoded] };
        return call.schema ? call.schema.parse(answer) : (answer as Result);
      },
    },
  };
}

describe('places address provider', () => {
  it('asks /api/places/predictions for English addresses and lists the predictions', async () => {
    const { api, calls } = fakeApi();
    const provider = createPlacesAddressProvider(api);
    const suggestions = await provider.suggest('350 5th', { signal: new AbortController().signal });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      base: '/api/places',
      path: '/predictions',
      query: { input: '350 5th', types: 'address', language: 'en' },
    });
    expect(suggestions).toEqual([
      {
        id: 'us-1',
        text: '350 5th Avenue Suite 300, New York, NY 10118, USA',
        mainText: '350 5th Avenue Suite 300',
        secondaryText: 'New York, NY 10118, USA',
      },
    ]);
  });

  it('geocodes the chosen place, which the domain turns into the form’s address', async () => {
    const { api, calls } = fakeApi();
    const provider = createPlacesAddressProvider(api);
    const result = await provider.resolve!(
      { id: 'us-1', text: '350 5th Avenue' },
      { signal: new AbortController().signal },
    );
    expect(calls[0]).toMatchObject({
      base: '/api/places',
      path: '/geocode',
      query: { placeId: 'us-1' },
    });
    expect(patientFormAddress(addressFromGeocoderResult(result))).toEqual({
      street1: '350 5th Avenue',
      street2: 'Suite 300',
      city: 'New York',
      state: 'NY',
      zip: '10118',
      country: 'USA',
    });
  });
});

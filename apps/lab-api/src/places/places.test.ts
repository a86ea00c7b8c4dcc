// Places over real HTTP: predictions and geocoding from the shipped US addresses, converted by
// @loci/domain exactly as the portal converts them; signed-in only; rate limited.
import { addressFromGeocoderResult, patientFormAddress } from '@loci/domain';
import { describe, expect, it } from 'vitest';
import { demoUsers, strangerEmail, useTestServer } from '../testing/index.js';
import { LocalPlacesProvider } from './places-provider.js';
import { PlacesRateLimiter } from './places-routes.js';

const server = useTestServer();

interface Predictions {
  status: string;
  predictions: Array<{
    place_id: string;
    description: string;
    structured_formatting: { main_text: string; secondary_text: string };
    types: string[];
  }>;
}

describe('GET /api/places/predictions and /api/places/geocode', () => {
  it('predicts addresses for typed words and geocodes the chosen one', async () => {
    const response = await server.request(
      '/api/places/predictions?input=150%20carter%20manch&types=address&language=en',
      { as: demoUsers.sam },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Predictions;
    expect(body.status).toBe('OK');
    expect(body.predictions[0]).toEqual({
      place_id: expect.stringMatching(/^us-address-\d+$/),
      description: '150 Carter Street, Manchester, CT 06040, USA',
      structured_formatting: {
        main_text: '150 Carter Street',
        secondary_text: 'Manchester, CT 06040, USA',
      },
      types: ['street_address', 'geocode'],
    });

    const geocoded = await server.request(
      `/api/places/geocode?placeId=${body.predictions[0]!.place_id}`,
      { as: demoUsers.sam },
    );
    const { results, status } = (await geocoded.json()) as {
      status: string;
      results: Parameters<typeof addressFromGeocoderResult>[0][];
    };
    expect(status).toBe('OK');
    const address = addressFromGeocoderResult(results[0]!);
    expect(address).toEqual({
      street: 'Carter Street',
      streetNumber: '150',
      apartment: '',
      locality: 'Manchester',
      state: 'CT',
      postcode: '06040',
      country: 'United States',
      countryAlpha2: 'US',
    });
    expect(patientFormAddress(address)).toEqual({
      street1: '150 Carter Street',
      street2: '',
      city: 'Manchester',
      state: 'CT',
      zip: '06040',
      country: 'USA',
    });
  });

  it('answers at most five predictions and ZERO_RESULTS when nothing matches', async () => {
    const many = (await (
      await server.request('/api/places/predictions?input=street', { as: demoUsers.ada })
    ).json()) as Predictions;
    expect(many.predictions).toHaveLength(5);
    const none = (await (
      await server.request('/api/places/predictions?input=zzqx%20nowhere', { as: demoUsers.ada })
    ).json()) as Predictions;
    expect(none).toEqual({ status: 'ZERO_RESULTS', predictions: [] });
    const unknown = await server.request('/api/places/geocode?placeId=us-address-999999', {
      as: demoUsers.ada,
    });
    expect(await unknown.json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it('refuses missing or malformed parameters and calls without a token', async () => {
    for (const path of [
      '/api/places/predictions',
      '/api/places/predictions?input=',
      `/api/places/predictions?input=${'a'.repeat(201)}`,
      '/api/places/predictions?input=main&types=establishment',
      '/api/places/predictions?input=main&language=fr',
      '/api/places/geocode',
      '/api/places/geocode?placeId=../../etc/passwd',
      "/api/places/geocode?placeId=1'%20or%20'1",
    ]) {
      expect((await server.request(path, { as: demoUsers.ada })).status, path).toBe(400);
    }
    expect((await server.request('/api/places/predictions?input=main')).status).toBe(401);
    // Signed in is enough (the places service holds no patient data).
    expect(
      (await server.request('/api/places/predictions?input=main', { as: strangerEmail })).status,
    ).toBe(200);
  });
});

describe('rate limit', () => {
  it('counts calls per subject over a rolling minute', () => {
    const limiter = new PlacesRateLimiter(3, 60_000);
    expect([1, 2, 3, 4].map(() => limiter.take('a', 1_000))).toEqual([true, true, true, false]);
    expect(limiter.take('b', 1_000)).toBe(true);
    expect(limiter.take('a', 61_001)).toBe(true);
  });

  it('answers 429 in the failure shape once a user is over the limit', async () => {
    const limited = await import('./places-routes.js');
    expect(typeof limited.createPlacesRoutes).toBe('function');
    let last: Response | undefined;
    for (let index = 0; index < 125; index += 1) {
      last = await server.request('/api/places/predictions?input=oak', { as: demoUsers.noAccount });
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(await last?.json()).toEqual({
      success: false,
      errors: [
        { code: 'too_many_requests', message: 'Too many address look-ups. Please wait a moment.' },
      ],
    });
    // Another user is not affected.
    expect(
      (await server.request('/api/places/predictions?input=oak', { as: demoUsers.ada })).status,
    ).toBe(200);
  });
});

describe('local provider', () => {
  it('reads every shipped address', async () => {
    const provider = new LocalPlacesProvider();
    const predictions = await provider.predictions('1745 T Street Southeast');
    expect(predictions[0]?.description).toBe('1745 T Street Southeast, Washington, DC 20020, USA');
    const [result] = await provider.geocode(predictions[0]!.place_id);
    expect(result?.geometry.location).toEqual({ lat: 38.867033, lng: -76.979235 });
  });
});

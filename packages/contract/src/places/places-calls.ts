// The places service (document 2 section 7.5): address predictions (address type, English) and
// geocoding, in the geocoder's own shapes so that @loci/domain converts them.
import { z } from '../zod.js';
import { defineCalls } from '../call/define-call.js';
import { fieldMessages, trimmedRequired } from '../call/fields.js';

export const placePredictionSchema = z.object({
  place_id: z.string(),
  description: z.string(),
  structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }),
  types: z.array(z.string()),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;

export const geocoderComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});

export const geocoderResultSchema = z.object({
  place_id: z.string(),
  formatted_address: z.string(),
  address_components: z.array(geocoderComponentSchema),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  types: z.array(z.string()),
});
export type PlaceGeocoderResult = z.infer<typeof geocoderResultSchema>;

const placesStatus = z.enum(['OK', 'ZERO_RESULTS']);

export const placeCalls = defineCalls(
  { feature: 'places', base: '/api/places', version: '', wrapped: false },
  {
    getPlacePredictions: {
      summary: 'Address predictions for typed text (address type, English)',
      method: 'GET',
      path: '/predictions',
      request: {
        query: z.object({
          input: trimmedRequired(200),
          types: z._default(z.literal('address'), 'address'),
          language: z._default(z.literal('en'), 'en'),
        }),
      },
      response: z.object({ status: placesStatus, predictions: z.array(placePredictionSchema) }),
    },
    geocodePlace: {
      summary: 'The geocoded address of a predicted place',
      method: 'GET',
      path: '/geocode',
      request: {
        query: z.object({
          placeId: z
            .string()
            .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,100}$/, fieldMessages.format)),
        }),
      },
      response: z.object({ status: placesStatus, results: z.array(geocoderResultSchema) }),
    },
  },
);

export const { getPlacePredictions, geocodePlace } = placeCalls;

// The address autocomplete's suggestions from the lab's places service (document 2 section 7.5):
// predictions of the typed text (address type, English), then the geocoded chosen place.
import type { AddressSuggestion, AddressSuggestionProvider } from '@loci/ui';
import {
  geocodePlace,
  getPlacePredictions,
  type CallData,
  type PlaceGeocoderResult,
} from '@loci/contract';
import type { ApiCall, ApiClient } from '../api/apiClient.ts';

/** The places service has no version segment: `/api/places/predictions`, `/api/places/geocode`. */
const placesBase = '/api/places';

export function createPlacesAddressProvider(
  api: Pick<ApiClient, 'call'>,
): AddressSuggestionProvider<PlaceGeocoderResult> {
  return {
    async suggest(text, { signal }) {
      const call: ApiCall<CallData<typeof getPlacePredictions>> = {
        method: 'GET',
        base: placesBase,
        path: getPlacePredictions.path,
        query: { input: text, types: 'address', language: 'en' },
        schema: getPlacePredictions.response,
        operation: getPlacePredictions.operationId,
        signal,
      };
      const answer = await api.call(call);
      return answer.predictions.map((prediction): AddressSuggestion => ({
        id: prediction.place_id,
        text: prediction.description,
        mainText: prediction.structured_formatting.main_text,
        secondaryText: prediction.structured_formatting.secondary_text,
      }));
    },
    async resolve(suggestion, { signal }) {
      const call: ApiCall<CallData<typeof geocodePlace>> = {
        method: 'GET',
        base: placesBase,
        path: geocodePlace.path,
        query: { placeId: suggestion.id },
        schema: geocodePlace.response,
        operation: geocodePlace.operationId,
        signal,
      };
      const answer = await api.call(call);
      const result = answer.results[0];
      if (!result) throw new Error(`No address found for ${suggestion.text}`);
      return result;
    },
  };
}

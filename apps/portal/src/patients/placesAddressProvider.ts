// The address autocomplete's suggestions from the lab's places service (document 2 section 7.5):
// predictions of the typed text (address type, English), then the geocoded chosen place.
import type { AddressSuggestion, AddressSuggestionProvider } from '@loci/ui';
import { geocodePlace, getPlacePredictions, type PlaceGeocoderResult } from '@loci/contract';
import type { ApiClient } from '../api/apiClient.ts';
import { sendCall } from '../api/contractCall.ts';

export function createPlacesAddressProvider(
  api: Pick<ApiClient, 'call'>,
): AddressSuggestionProvider<PlaceGeocoderResult> {
  return {
    async suggest(text, { signal }) {
      const answer = await sendCall(api, getPlacePredictions, {
        query: { input: text, types: 'address', language: 'en' },
        signal,
      });
      return answer.predictions.map((prediction): AddressSuggestion => ({
        id: prediction.place_id,
        text: prediction.description,
        mainText: prediction.structured_formatting.main_text,
        secondaryText: prediction.structured_formatting.secondary_text,
      }));
    },
    async resolve(suggestion, { signal }) {
      const answer = await sendCall(api, geocodePlace, {
        query: { placeId: suggestion.id },
        signal,
      });
      const result = answer.results[0];
      if (!result) throw new Error(`No address found for ${suggestion.text}`);
      return result;
    },
  };
}

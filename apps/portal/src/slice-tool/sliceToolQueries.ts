// The slice tool's reads and writes on the portal's one road (api/callHooks.tsx).
import {
  convertTextToHpo,
  fetchPredefinedSlices,
  forwardSlice,
  getSliceDetails,
  getSliceReview,
  saveOfflineSlice,
  searchPhenotypeOrGene,
  type SliceReviewRequest,
} from '@loci/contract';
import { useCall, useSave } from '../api/callHooks.tsx';

export function usePredefinedSlices() {
  return useCall(fetchPredefinedSlices, {}, { revalidateOnFocus: false });
}

/** Typeahead: waits for two characters. */
export function useSliceSearch(term: string) {
  const trimmed = term.trim();
  return useCall(
    searchPhenotypeOrGene,
    trimmed.length >= 2 ? { params: { searchTerm: trimmed }, kind: 'slice-search' } : null,
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
}

/** The set's genes and its review against the chosen test; waits while the set is empty. */
export function useSliceReview(request: SliceReviewRequest | null) {
  return useCall(getSliceReview, request ? { body: request } : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

export function useSavedSlice(offlineOrderId: number | null) {
  return useCall(getSliceDetails, offlineOrderId ? { body: { offlineOrderId } } : null, {
    revalidateOnFocus: false,
  });
}

export const useTextToHpo = () => useSave(convertTextToHpo);
export const useSaveOfflineSlice = () => useSave(saveOfflineSlice);
export const useForwardSlice = () => useSave(forwardSlice);

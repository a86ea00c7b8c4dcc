// The slice tool's reads and writes on the portal's one road (api/callHooks.tsx).
import { sliceToolCalls, type SliceReviewRequest, type SliceSelection } from '@loci/contract';
import type { ApiClient } from '../api/apiClient.ts';
import { useAction, useCall, useSave } from '../api/callHooks.tsx';
import { contractCall } from '../api/contractCall.ts';
import { saveBlob } from '../documents/documentTransfer.ts';

export function usePredefinedSlices() {
  return useCall(sliceToolCalls.fetchPredefinedSlices, {}, { revalidateOnFocus: false });
}

/** Typeahead: waits for two characters. */
export function useSliceSearch(term: string) {
  const trimmed = term.trim();
  return useCall(
    sliceToolCalls.searchPhenotypeOrGene,
    trimmed.length >= 2 ? { params: { searchTerm: trimmed }, kind: 'slice-search' } : null,
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
}

/** The set's genes and its review against the chosen test; waits while the set is empty. */
export function useSliceReview(request: SliceReviewRequest | null) {
  return useCall(sliceToolCalls.getSliceReview, request ? { body: request } : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

export function useSavedSlice(offlineOrderId: number | null) {
  return useCall(
    sliceToolCalls.getSliceDetails,
    offlineOrderId ? { body: { offlineOrderId } } : null,
    {
      revalidateOnFocus: false,
    },
  );
}

export const useTextToHpo = () => useSave(sliceToolCalls.convertTextToHpo);
export const useSaveOfflineSlice = () => useSave(sliceToolCalls.saveOfflineSlice);
export const useForwardSlice = () => useSave(sliceToolCalls.forwardSlice);

/** One part of a slice whose genes the user opens: a gene, a term (by id or name), a predefined slice, or the whole set. */
export type SliceGenesSource =
  | { kind: 'gene'; symbol: string }
  | { kind: 'phenotypeId'; hpoId: string }
  | { kind: 'phenotypeName'; name: string }
  | { kind: 'predefined'; key: string }
  | { kind: 'selection'; selection: SliceSelection };

const readOnce = { revalidateOnFocus: false } as const;

/** The call that reads one part's genes, with its body (each answers with the same gene info). */
function sliceGenesRead(source: SliceGenesSource) {
  switch (source.kind) {
    case 'gene':
      return {
        call: sliceToolCalls.getSliceGeneInfoByGeneSymbol,
        body: { geneSymbols: [source.symbol] },
      };
    case 'phenotypeId':
      return {
        call: sliceToolCalls.getSliceGeneInfoByPhenotypeId,
        body: { hpoIds: [source.hpoId] },
      };
    case 'phenotypeName':
      return {
        call: sliceToolCalls.getSliceGeneInfoByPhenotypeName,
        body: { phenotypeNames: [source.name] },
      };
    case 'predefined':
      return {
        call: sliceToolCalls.getSliceGeneInfoByPredefinedSlice,
        body: { predefinedSlices: [source.key] },
      };
    case 'selection':
      return { call: sliceToolCalls.getSliceGeneInfo, body: source.selection };
  }
}

/** The genes one part brings (read when the part is opened). */
export function useSliceGenesOf(source: SliceGenesSource) {
  const { call, body } = sliceGenesRead(source);
  return useCall(call, { body }, readOnce);
}

/** The genes table's details (name, location, HGNC id, linked phenotypes); waits while closed. */
export function useSliceGenesDetails(geneSymbols: readonly string[] | null) {
  return useCall(
    sliceToolCalls.getSliceGenesDetails,
    geneSymbols && geneSymbols.length > 0 ? { body: { geneSymbols: [...geneSymbols] } } : null,
    { ...readOnce, keepPreviousData: true },
  );
}

/** The slice tests with their limits, and the one that fits the set's size. */
export function useSliceTestCodes(geneCount: number | null) {
  return useCall(
    sliceToolCalls.getSliceTestCodes,
    { body: { geneCount } },
    { ...readOnce, keepPreviousData: true },
  );
}

/** An ordered slice's test, status and genes (the order review). */
export function useOrderedSlice(orderId: number) {
  return useCall(
    sliceToolCalls.getSliceStatusAndGenes,
    { params: { sliceOrderId: orderId } },
    readOnce,
  );
}

/** A slice requisition's PDF, saved under the server's file name. */
async function saveRequisition(
  api: ApiClient,
  call: Parameters<ApiClient['download']>[0],
  fallbackName: string,
): Promise<void> {
  const answer = await api.download({
    ...call,
    accept: 'application/pdf',
    kind: 'file-transfer',
    report: false,
  });
  saveBlob(answer.blob, answer.fileName ?? fallbackName);
}

/** Downloads an order's slice requisition. */
export const useSliceRequisitionDownload = () =>
  useAction('slice-requisition', (api, orderId: number) =>
    saveRequisition(
      api,
      contractCall(sliceToolCalls.getSliceRequisition, { params: { orderId } }),
      `slice-requisition-${orderId}.pdf`,
    ),
  );

/** Downloads a saved slice's requisition. */
export const useOfflineSliceRequisitionDownload = () =>
  useAction('offline-slice-requisition', (api, offlineOrderId: number) =>
    saveRequisition(
      api,
      contractCall(sliceToolCalls.getOfflineSliceRequisition, { params: { offlineOrderId } }),
      `slice-${offlineOrderId}.pdf`,
    ),
  );

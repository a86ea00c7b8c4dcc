// The insurance plan typeahead's search (GET /references/insurance/search/{searchTerm}/{paymentType})
// on the one API client, without the global progress indicator (an insurance search).
import { searchInsurancePlans, type CallData, type CallParams } from '@loci/contract';
import { insurancePlanSearchTerm } from '@loci/domain';
import type { ApiClient } from '../api/apiClient.ts';
import { sendCall } from '../api/contractCall.ts';

export type InsurancePlanHit = CallData<typeof searchInsurancePlans>[number];
type PlanPaymentType = CallParams<typeof searchInsurancePlans>['paymentType'];

/** The plans of a payment type matching what was typed; none for a term too short to search. */
export async function searchPlans(
  api: ApiClient,
  typed: string,
  paymentType: PlanPaymentType | '',
  signal: AbortSignal,
): Promise<InsurancePlanHit[]> {
  const term = insurancePlanSearchTerm(typed);
  if (!term || !paymentType) return [];
  return sendCall(api, searchInsurancePlans, {
    params: { searchTerm: term, paymentType },
    query: {},
    kind: 'insurance-search',
    signal,
  });
}

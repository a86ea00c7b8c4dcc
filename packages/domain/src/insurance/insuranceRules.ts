/**
 * Insurance rules (documents 1 and 3, section 5): when benefit investigation may run, the plan
 * search term, and which plans need prior authorization.
 */
import { isFeatureEnabled, type FeatureFlagStates } from '../reference/featureFlags.js';
import {
  insuranceCategoryRequiresPriorAuth,
  isGovernmentInsuranceCategory,
} from '../reference/insurance.js';

/** The insurance facts that decide benefit investigation (a policy's insurance or a plan). */
export interface BenefitInvestigationFacts {
  readonly biEnabled?: boolean | null;
  readonly canPerformFederalInsuranceBi?: boolean | null;
  /** The plan's insurance category code (insuranceCategory of a policy, category of a plan). */
  readonly insuranceCategory?: string | null;
}

/**
 * Benefit investigation is enabled only if biEnabled and canPerformFederalInsuranceBi are both
 * true; with ML_insurance_flow on, Medicare (MCR) and Medicaid (MCAD, MAMC) plans are excluded.
 */
export function isBenefitInvestigationEnabled(
  insurance: BenefitInvestigationFacts,
  flags: FeatureFlagStates,
): boolean {
  if (insurance.biEnabled !== true || insurance.canPerformFederalInsuranceBi !== true) return false;
  return !(
    isFeatureEnabled(flags, 'ML_insurance_flow') &&
    isGovernmentInsuranceCategory(insurance.insuranceCategory)
  );
}

/** Whether plans of this category need prior authorization (UHC and ANTH). */
export function requiresPriorAuthorization(insurance: {
  readonly insuranceCategory?: string | null;
}): boolean {
  return insuranceCategoryRequiresPriorAuth(insurance.insuranceCategory);
}

/**
 * The insurance plan search term, trimmed; `undefined` when nothing is left to search for
 * (the portal then does not call the search).
 */
export function insurancePlanSearchTerm(term: string | null | undefined): string | undefined {
  const trimmed = term?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/** Document 2 section 8: the benefit investigation call answered nothing. */
export const NoBenefitInvestigationInfoMessage = 'No BI info returned from server.';

/** Document 2 section 8: the insurance card lookup failed. */
export const InsuranceCardExtractionErrorMessage =
  'There was an error with extracting the insurance card.';

/** What the portal uses in place of a failed insurance card lookup. */
export const InsuranceCardLookupFailure = {
  error: true,
  message: InsuranceCardExtractionErrorMessage,
} as const;

export type BenefitInvestigationAnswer<T> =
  | { readonly ok: true; readonly estimate: T }
  | { readonly ok: false; readonly reason: 'no-information'; readonly message: string };

/**
 * Benefit investigation fails if no information is returned: nothing, an empty list or an empty
 * object count as no information.
 */
export function readBenefitInvestigation<T>(
  data: T | null | undefined,
): BenefitInvestigationAnswer<T> {
  const empty =
    data === null ||
    data === undefined ||
    (typeof data === 'object' && Object.keys(data).length === 0);
  return empty
    ? { ok: false, reason: 'no-information', message: NoBenefitInvestigationInfoMessage }
    : { ok: true, estimate: data };
}

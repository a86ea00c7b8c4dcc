/** Insurance categories and policy values (document 3 section 9). */

/**
 * Insurance plan categories. UHC and ANTH need prior authorization, MCR is Medicare, MCAD and
 * MAMC are Medicaid; every other plan is Other or MISC.
 */
export const InsuranceCategories = [
  { code: 'UHC', description: 'UnitedHealthcare', group: 'PriorAuthorization' },
  { code: 'ANTH', description: 'Anthem', group: 'PriorAuthorization' },
  { code: 'MCR', description: 'Medicare', group: 'Medicare' },
  { code: 'MCAD', description: 'Medicaid', group: 'Medicaid' },
  { code: 'MAMC', description: 'Managed Medicaid', group: 'Medicaid' },
  { code: 'Other', description: 'Other', group: 'Other' },
  { code: 'MISC', description: 'Miscellaneous', group: 'Other' },
] as const;

export type InsuranceCategory = (typeof InsuranceCategories)[number]['code'];
/** What a category means for ordering: prior authorization, Medicare, Medicaid or other. */
export type InsuranceCategoryGroup = (typeof InsuranceCategories)[number]['group'];

/** The categories whose plans need prior authorization. */
export const PriorAuthInsuranceCategories = [
  'UHC',
  'ANTH',
] as const satisfies readonly InsuranceCategory[];
/** The Medicare categories. */
export const MedicareInsuranceCategories = ['MCR'] as const satisfies readonly InsuranceCategory[];
/** The Medicaid categories. */
export const MedicaidInsuranceCategories = [
  'MCAD',
  'MAMC',
] as const satisfies readonly InsuranceCategory[];

function normalise(category: string | null | undefined): string {
  return (category ?? '').trim().toUpperCase();
}

/**
 * The group of a category code, compared without regard to case or surrounding spaces; an
 * unknown or missing category is Other.
 */
export function insuranceCategoryGroup(
  category: string | null | undefined,
): InsuranceCategoryGroup {
  const code = normalise(category);
  return InsuranceCategories.find((entry) => entry.code.toUpperCase() === code)?.group ?? 'Other';
}

/** Whether plans of this category need prior authorization (UHC, ANTH). */
export function insuranceCategoryRequiresPriorAuth(category: string | null | undefined): boolean {
  return insuranceCategoryGroup(category) === 'PriorAuthorization';
}

/** Whether the category is Medicare (MCR). */
export function isMedicareCategory(category: string | null | undefined): boolean {
  return insuranceCategoryGroup(category) === 'Medicare';
}

/** Whether the category is Medicaid (MCAD, MAMC). */
export function isMedicaidCategory(category: string | null | undefined): boolean {
  return insuranceCategoryGroup(category) === 'Medicaid';
}

/** Whether the category is a federal programme (Medicare or Medicaid). */
export function isGovernmentInsuranceCategory(category: string | null | undefined): boolean {
  return isMedicareCategory(category) || isMedicaidCategory(category);
}

/** Whether a plan is in or out of the lab's network. */
export const InsuranceNetworks = [
  { code: 'IN', description: 'In network' },
  { code: 'OUT', description: 'Out of network' },
] as const;

export type InsuranceNetwork = (typeof InsuranceNetworks)[number]['code'];

/** The subscriber's relation to the patient. */
export const RelationsToPatient = [
  { code: 'PT', description: 'Self' },
  { code: 'SP', description: 'Spouse' },
  { code: 'CH', description: 'Child' },
  { code: 'OT', description: 'Other' },
  { code: 'UN', description: 'Unknown' },
] as const;

export type RelationToPatient = (typeof RelationsToPatient)[number]['code'];

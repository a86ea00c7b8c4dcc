// An order's diagnosis codes at submission (docs/decisions/diagnosis-codes-billable.md): each must
// be an ICD-10-CM code, and a billable one. A category or subcategory code (G40, E11.6) heads more
// specific codes; a claim that names one is refused by the payer, so the order asks for the
// specific code before it reaches the lab. Drafts may hold anything of the code's format.

/** The messages of the diagnosis-code rule (ours: the spec gives none). */
export const DiagnosisCodeMessages = {
  /** Beside a header code in the typeahead's list. */
  notBillableOption: 'Not billable: choose a more specific code',
  notBillable: (codes: readonly string[]) =>
    `Not billable, choose a more specific code: ${codes.join(', ')}`,
  unknown: (codes: readonly string[]) => `Not an ICD-10-CM code: ${codes.join(', ')}`,
  /** A code added to an order that holds it already (the change form, the change set). */
  duplicate: (code: string) => `Already on the order: ${code}`,
} as const;

export interface DiagnosisCodeProblem {
  code: 'unknown_diagnosis_code' | 'diagnosis_code_not_billable';
  message: string;
}

/**
 * The problems of an order's diagnosis codes: those the code set does not list, then those it
 * lists as not billable. `billable` answers, for each code the code set lists (upper case), whether
 * it is billable.
 */
export function diagnosisCodeProblems(
  codes: readonly string[],
  billable: ReadonlyMap<string, boolean>,
): DiagnosisCodeProblem[] {
  const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()))];
  const unknown = wanted.filter((code) => !billable.has(code));
  const headers = wanted.filter((code) => billable.get(code) === false);
  const problems: DiagnosisCodeProblem[] = [];
  if (unknown.length > 0)
    problems.push({
      code: 'unknown_diagnosis_code',
      message: DiagnosisCodeMessages.unknown(unknown),
    });
  if (headers.length > 0)
    problems.push({
      code: 'diagnosis_code_not_billable',
      message: DiagnosisCodeMessages.notBillable(headers),
    });
  return problems;
}

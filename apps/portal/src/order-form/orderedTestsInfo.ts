// What the lab says of the ordered tests that the whole form's rules need (the draft's checks and
// the submission), apart from the sections that draw it: those load after the form's top (issue 18).
import { getAoeQuestions, getExtraTestInfo, type AoeForm } from '@loci/contract';
import { useCall } from '../api/callHooks.tsx';
import { familyTests, type FamilyTest } from './familyMembers.ts';

/** POST /references/questions for the ordered tests. */
export function useAoeForms(testCodes: readonly string[]): AoeForm[] {
  const { data } = useCall(
    getAoeQuestions,
    testCodes.length > 0 ? { body: { testCodes: [...testCodes] } } : null,
    { revalidateOnFocus: false },
  );
  return data ?? [];
}

/** POST /test/extraInfo for the ordered tests: which take relatives, and which relatives. */
export function useFamilyTests(testCodes: readonly string[]): FamilyTest[] {
  const { data } = useCall(
    getExtraTestInfo,
    testCodes.length > 0 ? { body: { testCodes: [...testCodes] } } : null,
    { revalidateOnFocus: false },
  );
  return familyTests(data ?? []);
}

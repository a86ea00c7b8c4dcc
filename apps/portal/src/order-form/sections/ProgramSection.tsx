import { useState } from 'react';
import { Banner, Button, FormSection, Inline, Stack } from '@loci/ui';
import {
  listTestPartnershipPrograms,
  programCodeField,
  validatePartnershipProgram,
  type PartnershipProgram,
} from '@loci/contract';
import { useEachCall, useSave } from '../../api/callHooks.tsx';
import { ApiValidationError } from '../../api/apiErrors.ts';
import { usePortalServices } from '../../app/PortalServicesContext.tsx';
import * as styles from '../../shell/page.css.ts';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { CodeField } from './CodeField.tsx';

/** One test's program code: typed, validated by the lab for this test, then kept in the order. */
function TestProgram({ testCode, programs }: { testCode: string; programs: PartnershipProgram[] }) {
  const { values, change } = useOrderDraftContext();
  const { reporter } = usePortalServices();
  const validation = useSave(validatePartnershipProgram);
  const applied = values.programCodes[testCode] ?? '';
  const [typed, setTyped] = useState(applied);
  const [outcome, setOutcome] = useState<{ valid: boolean; message: string } | null>(null);

  const keep = (programCode: string | null) => {
    const next = { ...values.programCodes };
    if (programCode) next[testCode] = programCode;
    else delete next[testCode];
    change({ programCodes: next });
  };

  const validate = async () => {
    const parsed = programCodeField.safeParse(typed);
    if (!parsed.success) {
      setOutcome({ valid: false, message: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    try {
      const answer = await validation.trigger({
        body: { programCode: parsed.data, testCodes: [testCode] },
      });
      setOutcome({ valid: answer.isValid, message: answer.message });
      keep(answer.isValid ? answer.programCode : null);
      if (answer.isValid) setTyped(answer.programCode);
    } catch (error) {
      if (error instanceof ApiValidationError) {
        reporter.markHandled(error);
        setOutcome({ valid: false, message: error.errors[0]?.message ?? error.message });
      }
    }
  };

  const headingId = `program-${testCode}`;
  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <h3 id={headingId}>Test {testCode}</h3>
      <ul aria-label={`Programs for test ${testCode}`}>
        {programs.map((program) => (
          <li key={program.programCode}>
            {program.programCode}: {program.name} (sponsored by {program.sponsorName})
          </li>
        ))}
      </ul>
      <Inline gap="sm" alignY="end">
        <CodeField
          label={`Program code for test ${testCode}`}
          value={typed}
          error={outcome && !outcome.valid ? outcome.message : undefined}
          onType={(text) => {
            setTyped(text);
            setOutcome(null);
          }}
          act={() => void validate()}
          actLabel="Validate the code"
          actState={{ loading: validation.isMutating, disabled: typed.trim() === '' }}
        />
        {applied ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              keep(null);
              setTyped('');
              setOutcome(null);
            }}
          >
            Order without a program
          </Button>
        ) : null}
      </Inline>
      {outcome?.valid ? <Banner severity="success">{outcome.message}</Banner> : null}
      {applied && !outcome ? <p>Ordered under program {applied}.</p> : null}
    </Stack>
  );
}

/**
 * Partnership (sponsored) programs: for each ordered test that a program covers, the programs and
 * the code the order uses, validated by the lab for that test. Absent when no test has one.
 */
export function ProgramSection() {
  const { testCodes } = useOrderDraftContext();
  const programs = useEachCall(
    listTestPartnershipPrograms,
    testCodes.map((testCode) => ({ params: { testCode }, report: false })),
    { revalidateOnFocus: false },
  );
  const covered = testCodes.flatMap((testCode, index) => {
    const own = programs.data?.[index] ?? [];
    return own.length > 0 ? [{ testCode, programs: own }] : [];
  });
  if (covered.length === 0) return null;
  return (
    <FormSection className={styles.wide} legend="Sponsored programs">
      <p>These tests can be ordered under a partnership program with the program’s code.</p>
      {covered.map((test) => (
        <TestProgram key={test.testCode} testCode={test.testCode} programs={test.programs} />
      ))}
    </FormSection>
  );
}

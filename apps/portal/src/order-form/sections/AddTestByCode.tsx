import { useState, type Ref } from 'react';
import { Inline } from '@loci/ui';
import { testCodeField, validateTestCodes, type TestCodeValidation } from '@loci/contract';
import { useSave } from '../../api/callHooks.tsx';
import { usePortalServices } from '../../app/PortalServicesContext.tsx';
import { ApiValidationError } from '../../api/apiErrors.ts';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { CodeField } from './CodeField.tsx';

/** What the form says when the lab does not accept a typed test code. */
export function testCodeRefusal(validation: TestCodeValidation | undefined, code: string): string {
  if (validation?.message) return validation.message;
  switch (validation?.result) {
    case 'NotOrderable':
      return `Test ${code} cannot be ordered.`;
    case 'Conflict':
      return `Test ${code} cannot be ordered with the tests of this order.`;
    default:
      return `No test with the code ${code}.`;
  }
}

/**
 * Adds a test by its code: the lab validates it with the order's tests (the cart's rules) and it
 * is valid when the first result is Valid (document 2). A test already in the order is ignored
 * unless it may be ordered more than once.
 */
export function AddTestByCode({
  repeatable,
  inputRef,
}: {
  repeatable: ReadonlySet<string>;
  /** The code's text box (the focus goes there once the last test is removed). */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { values, change } = useOrderDraftContext();
  const { reporter } = usePortalServices();
  const validation = useSave(validateTestCodes);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = async () => {
    const parsed = testCodeField.safeParse(typed);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    const code = parsed.data.toUpperCase();
    const present = values.tests.some((test) => test.code.toUpperCase() === code);
    if (present && !repeatable.has(code)) {
      setTyped('');
      setProblem(null);
      return;
    }
    setProblem(null);
    try {
      const results = await validation.trigger({
        body: { testCodes: [code, ...values.tests.map((test) => test.code)], orderedAsKit: false },
      });
      const first = results[0];
      if (first?.result !== 'Valid') {
        setProblem(testCodeRefusal(first, code));
        return;
      }
      change({
        tests: [...values.tests, { code: first.testCode, indent: 0, orderedAsKit: false }],
      });
      setTyped('');
    } catch (error) {
      // A refusal of the code itself is shown beside the field, not as a toast.
      if (error instanceof ApiValidationError) {
        reporter.markHandled(error);
        setProblem(error.errors[0]?.message ?? testCodeRefusal(undefined, code));
      }
    }
  };

  return (
    <Inline gap="sm" alignY="end">
      <CodeField
        label="Add a test by code"
        inputRef={inputRef}
        description="For example TG70"
        value={typed}
        error={problem ?? undefined}
        onType={(text) => {
          setTyped(text);
          setProblem(null);
        }}
        act={() => void add()}
        actLabel="Add test"
        actState={{ disabled: validation.isMutating || typed.trim() === '' }}
      />
    </Inline>
  );
}

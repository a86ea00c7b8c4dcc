// Finding a plan by its code (GET /insurances/{code}): the code printed on a card or a referral
// names one plan, which a name search may bury among similar names.
import { useState } from 'react';
import { Button, Inline, TextField } from '@loci/ui';
import { getInsuranceByCode, planCodeField, type InsurancePlan } from '@loci/contract';
import { ApiFailureError, ApiValidationError } from '../api/apiErrors.ts';
import { useAction } from '../api/callHooks.tsx';
import { sendCall } from '../api/contractCall.ts';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { enterRuns } from '../forms/enterRuns.ts';

export const planByCodeTexts = {
  label: 'Plan code',
  description: 'The plan’s code from the card or the referral.',
  find: 'Find the plan',
  invalid: 'A plan code has letters, digits and hyphens only (at most 20).',
  found: (plan: InsurancePlan) =>
    `Plan ${plan.planCode} found: ${plan.planName} (${plan.insurancePlanCompany}).`,
  notFound: (code: string) => `No insurance plan has the code ${code}.`,
  failed: 'The plan could not be looked up. Please try again.',
} as const;

export interface PlanByCodeProps {
  /** Told the plan found, which becomes the policy's plan. */
  onFound: (plan: InsurancePlan) => void;
}

export function PlanByCode({ onFound }: PlanByCodeProps) {
  const { reporter } = usePortalServices();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [found, setFound] = useState<string | null>(null);
  const lookup = useAction('insurance-plan-by-code', (api, code: string) =>
    sendCall(api, getInsuranceByCode, { params: { code } }),
  );

  const find = async () => {
    setFound(null);
    const code = planCodeField.safeParse(typed);
    if (!code.success) {
      setProblem(planByCodeTexts.invalid);
      return;
    }
    setProblem(undefined);
    try {
      const plan = await lookup.trigger(code.data);
      setFound(planByCodeTexts.found(plan));
      onFound(plan);
    } catch (error) {
      // The lab answers an unknown code with 404 (wrapped or not).
      const unknown =
        (error instanceof ApiFailureError || error instanceof ApiValidationError) &&
        error.status === 404;
      // An unknown code is an answer, not a failure of the portal.
      if (unknown) reporter.markHandled(error);
      setProblem(unknown ? planByCodeTexts.notFound(code.data) : planByCodeTexts.failed);
    }
  };

  return (
    <div>
      <Inline alignY="end">
        <TextField
          label={planByCodeTexts.label}
          description={planByCodeTexts.description}
          value={typed}
          error={problem}
          onChange={(event) => setTyped(event.target.value)}
          // Enter finds the plan; it does not submit the policy's form around it.
          onKeyDown={enterRuns(() => void find())}
        />
        <div>
          <Button variant="secondary" disabled={lookup.isMutating} onClick={() => void find()}>
            {planByCodeTexts.find}
          </Button>
        </div>
      </Inline>
      <p role="status">{found}</p>
    </div>
  );
}

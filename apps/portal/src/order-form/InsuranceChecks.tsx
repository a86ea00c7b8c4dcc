import { useState } from 'react';
import { Banner, Button } from '@loci/ui';
import {
  isBenefitInvestigationEnabled,
  priorAuthCaseStatusLabel,
  requiresPriorAuthorization,
  type FeatureFlagStates,
} from '@loci/domain';
import {
  checkPriorAuthAndInitiateCase,
  checkPriorAuthRequired,
  estimatePatientCost,
  type BillingEstimate,
  type InsurancePolicy,
} from '@loci/contract';
import { usePortalWrite } from '../api/portalQueries.ts';
import { orderMessages } from '../orders/orderMessages.ts';
import * as styles from '../shell/page.css.ts';

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** The portal has no feature-flag source yet: every flag is off (docs/decisions/order-screens.md). */
const portalFlags: FeatureFlagStates = {};

/** Whether the policy's insurance allows a benefit investigation (the domain's rule). */
export function policyAllowsBenefitInvestigation(policy: InsurancePolicy): boolean {
  return policy.insurance !== null && isBenefitInvestigationEnabled(policy.insurance, portalFlags);
}

type PriorAuthState =
  | { kind: 'unknown' }
  | { kind: 'not-required' }
  | { kind: 'case'; status: string; caseNumber: string | null; questions: string[] };

export interface InsuranceChecksProps {
  /** The saved order, or null while the form holds changes the server has not saved yet. */
  orderId: number | null;
  policy: InsurancePolicy;
}

/** Cost estimate (benefit investigation) and prior-authorization check of the saved order. */
export function InsuranceChecks({ orderId, policy }: InsuranceChecksProps) {
  const write = usePortalWrite();
  const [estimate, setEstimate] = useState<BillingEstimate | null>(null);
  const [estimateProblem, setEstimateProblem] = useState<string | null>(null);
  const [priorAuth, setPriorAuth] = useState<PriorAuthState>({ kind: 'unknown' });
  const [busy, setBusy] = useState(false);
  const biAllowed = policyAllowsBenefitInvestigation(policy);
  const paExpected = policy.insurance !== null && requiresPriorAuthorization(policy.insurance);

  const runEstimate = async () => {
    if (!orderId) return;
    setBusy(true);
    setEstimateProblem(null);
    try {
      const answer = await write(estimatePatientCost, { body: { orderId } });
      if (!answer) setEstimateProblem(orderMessages.noBiInfo);
      setEstimate(answer ?? null);
    } catch {
      setEstimate(null);
      setEstimateProblem(orderMessages.noBiInfo);
    } finally {
      setBusy(false);
    }
  };

  const checkPriorAuth = async () => {
    if (!orderId) return;
    setBusy(true);
    try {
      const required = await write(checkPriorAuthRequired, { body: { orderId } });
      if (!required.required) {
        setPriorAuth({ kind: 'not-required' });
        return;
      }
      const opened = await write(checkPriorAuthAndInitiateCase, { body: { orderId } });
      const record = opened.record;
      setPriorAuth({
        kind: 'case',
        status:
          record.caseStatusDescription ??
          (record.caseStatus === null
            ? 'Case opened'
            : priorAuthCaseStatusLabel(record.caseStatus)),
        caseNumber: record.caseNumber,
        questions: opened.clinicalQuestions.map((question) => question.text),
      });
    } catch {
      // The API client has reported the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="insurance-checks-title">
      <h3 id="insurance-checks-title">Cost estimate and prior authorization</h3>
      {!orderId ? <p>The draft is saved first; the checks run on the saved order.</p> : null}
      {biAllowed ? (
        <div>
          <Button
            variant="secondary"
            disabled={!orderId || busy}
            onClick={() => void runEstimate()}
          >
            Run cost estimate
          </Button>
          {estimateProblem ? <Banner severity="warn">{estimateProblem}</Banner> : null}
          {estimate ? (
            <dl className={styles.details} aria-label="Cost estimate">
              <dt>Plan</dt>
              <dd>
                {estimate.planName} ({estimate.network === 'IN' ? 'in network' : 'out of network'})
              </dd>
              <dt>Estimated patient responsibility</dt>
              <dd>{money(estimate.estimatedPatientResponsibility)}</dd>
              <dt>Estimated insurance pays</dt>
              <dd>{money(estimate.estimatedInsurancePays)}</dd>
              <dt>Deductible remaining</dt>
              <dd>{money(estimate.deductibleRemaining)}</dd>
            </dl>
          ) : null}
        </div>
      ) : (
        <p>This insurance does not allow a benefit investigation.</p>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={!orderId || busy}
          onClick={() => void checkPriorAuth()}
        >
          Check prior authorization
        </Button>
        {paExpected && priorAuth.kind === 'unknown' ? (
          <p>This plan usually needs prior authorization.</p>
        ) : null}
        {priorAuth.kind === 'not-required' ? (
          <p role="status">Prior authorization is not required.</p>
        ) : null}
        {priorAuth.kind === 'case' ? (
          <div role="status">
            <p>
              Prior authorization required: {priorAuth.status}
              {priorAuth.caseNumber ? ` (case ${priorAuth.caseNumber})` : ''}.
            </p>
            {priorAuth.questions.length > 0 ? (
              <>
                <p>Clinical questions the plan asks:</p>
                <ul>
                  {priorAuth.questions.map((question) => (
                    <li key={question}>{question}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

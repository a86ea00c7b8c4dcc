import { useState } from 'react';
import { Banner, Button, Textarea } from '@loci/ui';
import {
  isBenefitInvestigationEnabled,
  requiresPriorAuthorization,
  type FeatureFlagStates,
} from '@loci/domain';
import {
  checkPriorAuthAndInitiateCase,
  checkPriorAuthRequired,
  estimatePatientCost,
  updateClinicalQuestions,
  type BillingEstimate,
  type InsurancePolicy,
} from '@loci/contract';
import { useWrite } from '../api/callHooks.tsx';
import { ApiValidationError } from '../api/apiErrors.ts';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { orderMessages } from '../orders/orderMessages.ts';
import { useAppSettings } from '../app-settings/useAppSettings.ts';
import * as styles from '../shell/page.css.ts';
import {
  clinicalAnswersBody,
  priorAuthCaseOf,
  unansweredQuestions,
  type PriorAuthCaseValues,
} from './priorAuthCase.ts';

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/**
 * Whether the policy's insurance allows a benefit investigation: the domain's rule with the lab's
 * feature flags (app settings), the rule and flags the server checks the estimate against.
 */
export function policyAllowsBenefitInvestigation(
  policy: InsurancePolicy,
  flags: FeatureFlagStates,
): boolean {
  return policy.insurance !== null && isBenefitInvestigationEnabled(policy.insurance, flags);
}

/**
 * What the form says when the estimate fails: the server's own reason when it refused (for
 * example a plan without BI), else "No BI info returned from server.".
 */
export function estimateFailureMessage(error: unknown): string {
  if (error instanceof ApiValidationError) {
    const reasons = error.errors.map((found) => found.message.trim()).filter(Boolean);
    if (reasons.length > 0) return reasons.join(' ');
  }
  return orderMessages.noBiInfo;
}

export interface InsuranceChecksProps {
  /** The saved order, or null while the form holds changes the server has not saved yet. */
  orderId: number | null;
  policy: InsurancePolicy;
  /** The prior-authorization case as the form keeps it (null before the check). */
  priorAuth: PriorAuthCaseValues | null;
  onPriorAuthChange: (priorAuth: PriorAuthCaseValues | null) => void;
  /** A rule of the submission shown beside the check (answers still needed). */
  priorAuthProblem?: string | undefined;
  /** The order's cost estimate when the form keeps it (the lab's, or one run here). */
  estimate?: BillingEstimate | null;
  onEstimateChange?: (estimate: BillingEstimate | null) => void;
}

/** Cost estimate (benefit investigation) and prior-authorization check of the saved order. */
export function InsuranceChecks({
  orderId,
  policy,
  priorAuth,
  onPriorAuthChange,
  priorAuthProblem,
  estimate: keptEstimate,
  onEstimateChange,
}: InsuranceChecksProps) {
  const write = useWrite();
  const { reporter } = usePortalServices();
  const [ownEstimate, setOwnEstimate] = useState<BillingEstimate | null>(null);
  const estimate = keptEstimate === undefined ? ownEstimate : keptEstimate;
  const setEstimate = (next: BillingEstimate | null) => {
    setOwnEstimate(next);
    onEstimateChange?.(next);
  };
  const [estimateProblem, setEstimateProblem] = useState<string | null>(null);
  const [answerProblems, setAnswerProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { flags } = useAppSettings();
  const biAllowed = policyAllowsBenefitInvestigation(policy, flags);
  const paExpected = policy.insurance !== null && requiresPriorAuthorization(policy.insurance);

  const runEstimate = async () => {
    if (!orderId) return;
    setBusy(true);
    setEstimateProblem(null);
    try {
      const answer = await write(estimatePatientCost, { body: { orderId } });
      if (!answer) setEstimateProblem(orderMessages.noBiInfo);
      setEstimate(answer ?? null);
    } catch (error) {
      // The server's refusal is shown here, beside the button, and not a second time as a toast.
      if (error instanceof ApiValidationError) reporter.markHandled(error);
      setEstimate(null);
      setEstimateProblem(estimateFailureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const checkPriorAuth = async () => {
    if (!orderId) return;
    setBusy(true);
    setAnswerProblems({});
    try {
      const required = await write(checkPriorAuthRequired, { body: { orderId } });
      if (!required.required) {
        onPriorAuthChange({
          required: false,
          caseNumber: null,
          statusLabel: 'PA Not Required',
          questions: [],
          answers: {},
          answersNeeded: false,
        });
        return;
      }
      const opened = await write(checkPriorAuthAndInitiateCase, { body: { orderId } });
      onPriorAuthChange(priorAuthCaseOf(opened));
    } catch {
      // The API client has reported the failure.
    } finally {
      setBusy(false);
    }
  };

  const answer = (questionId: string, text: string) => {
    if (!priorAuth) return;
    onPriorAuthChange({ ...priorAuth, answers: { ...priorAuth.answers, [questionId]: text } });
    setAnswerProblems((current) => {
      const next = { ...current };
      delete next[questionId];
      return next;
    });
  };

  const sendAnswers = async () => {
    if (!orderId || !priorAuth) return;
    const missing = unansweredQuestions(priorAuth);
    setAnswerProblems(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const sent = await write(updateClinicalQuestions, {
        body: clinicalAnswersBody(orderId, priorAuth),
      });
      onPriorAuthChange(priorAuthCaseOf(sent, priorAuth.answers));
    } catch (error) {
      if (error instanceof ApiValidationError) {
        const onQuestions = error.errors.filter((found) => found.path?.startsWith('answers.'));
        if (onQuestions.length > 0) {
          reporter.markHandled(error);
          setAnswerProblems(
            Object.fromEntries(
              onQuestions.map((found) => {
                const at = (found.path ?? '').split('.')[1] ?? '';
                const id = /^\d+$/.test(at) ? (priorAuth.questions[Number(at)]?.id ?? at) : at;
                return [id, found.message];
              }),
            ),
          );
        }
      }
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
        {paExpected && !priorAuth ? <p>This plan usually needs prior authorization.</p> : null}
        {priorAuthProblem ? <Banner severity="error">{priorAuthProblem}</Banner> : null}
        {priorAuth && !priorAuth.required ? (
          <p role="status">Prior authorization is not required.</p>
        ) : null}
        {priorAuth?.required ? (
          <div>
            <p role="status">
              Prior authorization required. Case status: {priorAuth.statusLabel}
              {priorAuth.caseNumber ? ` (case ${priorAuth.caseNumber})` : ''}.
            </p>
            {priorAuth.questions.length > 0 ? (
              <fieldset>
                <legend>Clinical questions the plan asks</legend>
                {priorAuth.questions.map((question) => (
                  <Textarea
                    key={question.id}
                    label={question.text}
                    required
                    readOnly={!priorAuth.answersNeeded}
                    value={priorAuth.answers[question.id] ?? ''}
                    error={answerProblems[question.id]}
                    onChange={(event) => answer(question.id, event.target.value)}
                  />
                ))}
                {priorAuth.answersNeeded ? (
                  <Button
                    variant="secondary"
                    disabled={!orderId || busy}
                    onClick={() => void sendAnswers()}
                  >
                    Send the answers
                  </Button>
                ) : (
                  <p>The answers were sent to the plan.</p>
                )}
              </fieldset>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

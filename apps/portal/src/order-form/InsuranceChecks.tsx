import { useState } from 'react';
import { Banner, Button, Card } from '@loci/ui';
import {
  isBenefitInvestigationEnabled,
  requiresPriorAuthorization,
  type FeatureFlagStates,
} from '@loci/domain';
import {
  checkPriorAuthAndInitiateCase,
  checkPriorAuthRequired,
  estimatePatientCost,
  removePatientEstimate,
  updateClinicalQuestions,
  type BillingEstimate,
  type InsurancePolicy,
} from '@loci/contract';
import { useSave } from '../api/callHooks.tsx';
import { ApiValidationError } from '../api/apiErrors.ts';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { sortServerFieldErrors } from '../forms/serverFieldErrors.ts';
import { orderMessages } from '../orders/orderMessages.ts';
import { useAppSettings } from '../app-settings/useAppSettings.ts';
import {
  clinicalAnswersBody,
  priorAuthCaseOf,
  unansweredQuestions,
  type PriorAuthCaseValues,
} from './priorAuthCase.ts';
import { CostEstimateDetails, PriorAuthCaseDetails } from './InsuranceCheckResults.tsx';

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
  const { reporter } = usePortalServices();
  const [ownEstimate, setOwnEstimate] = useState<BillingEstimate | null>(null);
  const estimate = keptEstimate === undefined ? ownEstimate : keptEstimate;
  const setEstimate = (next: BillingEstimate | null) => {
    setOwnEstimate(next);
    onEstimateChange?.(next);
  };
  const [estimateProblem, setEstimateProblem] = useState<string | null>(null);
  const [answerProblems, setAnswerProblems] = useState<Record<string, string>>({});
  const estimation = useSave(estimatePatientCost);
  const removal = useSave(removePatientEstimate);
  const requirement = useSave(checkPriorAuthRequired);
  const opening = useSave(checkPriorAuthAndInitiateCase);
  const answering = useSave(updateClinicalQuestions);
  // One check at a time: every button waits while one is on its way.
  const busy =
    estimation.isMutating ||
    removal.isMutating ||
    requirement.isMutating ||
    opening.isMutating ||
    answering.isMutating;
  const { flags } = useAppSettings();
  const biAllowed = policyAllowsBenefitInvestigation(policy, flags);
  const paExpected = policy.insurance !== null && requiresPriorAuthorization(policy.insurance);

  const runEstimate = async () => {
    if (!orderId) return;
    setEstimateProblem(null);
    try {
      const answer = await estimation.trigger({ body: { orderId } });
      if (!answer) setEstimateProblem(orderMessages.noBiInfo);
      setEstimate(answer ?? null);
    } catch (error) {
      // The server's refusal is shown here, beside the button, and not a second time as a toast.
      if (error instanceof ApiValidationError) reporter.markHandled(error);
      setEstimate(null);
      setEstimateProblem(estimateFailureMessage(error));
    }
  };

  /** The estimate is removed from the order (the lab's copy too), e.g. after the plan changed. */
  const removeEstimate = async () => {
    if (!orderId) return;
    setEstimateProblem(null);
    try {
      await removal.trigger({ body: { orderId } });
      setEstimate(null);
    } catch {
      // The API client has reported the failure; the estimate stays as shown.
    }
  };

  const checkPriorAuth = async () => {
    if (!orderId) return;
    setAnswerProblems({});
    try {
      const required = await requirement.trigger({ body: { orderId } });
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
      const opened = await opening.trigger({ body: { orderId } });
      onPriorAuthChange(priorAuthCaseOf(opened));
    } catch {
      // The API client has reported the failure.
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
    try {
      const sent = await answering.trigger({ body: clinicalAnswersBody(orderId, priorAuth) });
      onPriorAuthChange(priorAuthCaseOf(sent, priorAuth.answers));
    } catch (error) {
      // The plan's refusal of an answer is shown beside its question (`answers.{index or id}`).
      const sorted = sortServerFieldErrors(error, {
        pathMap: (path) => {
          const [head, at = ''] = path.split('.');
          if (head !== 'answers') return null;
          return /^\d+$/.test(at) ? (priorAuth.questions[Number(at)]?.id ?? at) : at;
        },
      });
      if (Object.keys(sorted.fields).length > 0) {
        reporter.markHandled(error);
        setAnswerProblems(sorted.fields);
      }
    }
  };

  // Every check runs on the saved order, one at a time.
  const checkButton = (label: string, run: () => Promise<void>) => (
    <Button variant="secondary" disabled={!orderId || busy} onClick={() => void run()}>
      {label}
    </Button>
  );

  return (
    <Card aria-labelledby="insurance-checks-title">
      <h3 id="insurance-checks-title">Cost estimate and prior authorization</h3>
      {!orderId ? <p>The draft is saved first; the checks run on the saved order.</p> : null}
      {biAllowed ? (
        <div>
          {checkButton('Run cost estimate', runEstimate)}
          {estimateProblem ? <Banner severity="warn">{estimateProblem}</Banner> : null}
          {estimate ? <CostEstimateDetails estimate={estimate} label="Cost estimate" /> : null}
          {estimate ? checkButton('Remove cost estimate', removeEstimate) : null}
        </div>
      ) : (
        <p>This insurance does not allow a benefit investigation.</p>
      )}
      <div>
        {checkButton('Check prior authorization', checkPriorAuth)}
        {paExpected && !priorAuth ? <p>This plan usually needs prior authorization.</p> : null}
        {priorAuthProblem ? <Banner severity="error">{priorAuthProblem}</Banner> : null}
        {priorAuth ? (
          <PriorAuthCaseDetails
            priorAuth={priorAuth}
            answerProblems={answerProblems}
            canSend={Boolean(orderId) && !busy}
            onAnswer={answer}
            onSend={() => void sendAnswers()}
          />
        ) : null}
      </div>
    </Card>
  );
}

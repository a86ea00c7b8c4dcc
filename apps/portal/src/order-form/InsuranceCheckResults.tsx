// What the insurance checks found: the cost estimate's figures, and the prior-authorization case
// with the plan's clinical questions (answered here, then sent to the plan).
import type { ReactNode } from 'react';
import { Button, Textarea, FormSection } from '@loci/ui';
import type { BillingEstimate } from '@loci/contract';
import { money } from '../format/money.ts';
import * as styles from '../shell/page.css.ts';
import type { PriorAuthCaseValues } from './priorAuthCase.ts';

/** The cost estimate's figures; `children` adds rows after them (the review's date of the run). */
export function CostEstimateDetails({
  estimate,
  label,
  children,
}: {
  estimate: BillingEstimate;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <dl className={styles.details} aria-label={label}>
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
      {children}
    </dl>
  );
}

export interface PriorAuthCaseDetailsProps {
  priorAuth: PriorAuthCaseValues;
  answerProblems: Record<string, string>;
  /** Whether the answers can be sent now (a saved order, no check on its way). */
  canSend: boolean;
  onAnswer: (questionId: string, text: string) => void;
  onSend: () => void;
}

export function PriorAuthCaseDetails({
  priorAuth,
  answerProblems,
  canSend,
  onAnswer,
  onSend,
}: PriorAuthCaseDetailsProps) {
  if (!priorAuth.required) return <p role="status">Prior authorization is not required.</p>;
  return (
    <div>
      <p role="status">
        Prior authorization required. Case status: {priorAuth.statusLabel}
        {priorAuth.caseNumber ? ` (case ${priorAuth.caseNumber})` : ''}.
      </p>
      {priorAuth.questions.length > 0 ? (
        <FormSection legend="Clinical questions the plan asks">
          {priorAuth.questions.map((question) => (
            <Textarea
              key={question.id}
              label={question.text}
              required
              readOnly={!priorAuth.answersNeeded}
              value={priorAuth.answers[question.id] ?? ''}
              error={answerProblems[question.id]}
              onChange={(event) => onAnswer(question.id, event.target.value)}
            />
          ))}
          {priorAuth.answersNeeded ? (
            <Button variant="secondary" disabled={!canSend} onClick={onSend}>
              Send the answers
            </Button>
          ) : (
            <p>The answers were sent to the plan.</p>
          )}
        </FormSection>
      ) : null}
    </div>
  );
}

// The order form's last step: a read-only summary of the order as it will be submitted, shown
// once the submission's rules hold, with "Submit order" and the way back to the form.
import { useEffect, useRef } from 'react';
import { Button, Inline } from '@loci/ui';
import { formatTypedDate } from '@loci/domain';
import type { InsurancePolicy, Patient } from '@loci/contract';
import * as styles from '../shell/page.css.ts';
import * as stepStyles from './OrderReviewStep.css.ts';
import { orderedTestKeys, typedDiagnosisCodes, type OrderFormValues } from './orderForm.ts';
import { money } from '../format/money.ts';
import { DetailsList } from '../shell/DetailsList.tsx';

export interface OrderReviewFacts {
  values: OrderFormValues;
  accountLabel: string;
  providerLabel: string;
  patient: Patient | null;
  paymentLabel: string;
  policy: InsurancePolicy | null;
  /** Whether the payment type bills an insurance. */
  insured: boolean;
  /** The names of the documents attached to the order (null while they load). */
  documents: string[] | null;
  /** Each test ordered under a partnership program, with the program (absent when none). */
  programs?: string[];
}

/** The summary's rows: what the lab receives, in the order of the form. */
export function orderReviewRows(facts: OrderReviewFacts): Array<[string, string[]]> {
  const { values, patient } = facts;
  const keys = orderedTestKeys(values.tests);
  const patientName = patient
    ? [patient.lastName, patient.firstName].filter(Boolean).join(', ') || 'Unnamed patient'
    : `Patient ${values.patientId}`;
  const born = patient?.birthDate ? `, born ${formatTypedDate(patient.birthDate)}` : '';
  const rows: Array<[string, string[]]> = [
    [
      'Tests',
      values.tests.map(
        (test, index) =>
          `${keys[index] === test.code ? test.code : keys[index]}${test.orderedAsKit ? ' (kit)' : ''}`,
      ),
    ],
    ...(facts.programs && facts.programs.length > 0
      ? [['Sponsored programs', facts.programs] as [string, string[]]]
      : []),
    ['Account', [facts.accountLabel]],
    ['Ordering provider', [facts.providerLabel]],
    ['Patient', [`${patientName} (${values.patientId})${born}`]],
    [
      'Diagnosis codes',
      typedDiagnosisCodes(values.diagnosisCodes).map((code) => {
        const upper = code.toUpperCase();
        const description =
          values.diagnosisDescriptions[upper] ?? values.diagnosisDescriptions[code];
        return description ? `${upper} · ${description}` : upper;
      }),
    ],
  ];
  if (values.familyMembers.length > 0)
    rows.push([
      'Family members',
      values.familyMembers.map(
        (member) =>
          `${member.relation}: ${[member.firstName, member.lastName].filter(Boolean).join(' ')} (${member.testCode})`,
      ),
    ]);
  rows.push(['Payment type', [facts.paymentLabel]]);
  if (facts.insured) {
    const plan = facts.policy?.insurance?.name ?? facts.policy?.insurance?.otherInsuranceName;
    rows.push([
      'Insurance policy',
      [facts.policy ? `${plan ?? 'Insurance'} · policy ${facts.policy.policyId ?? '—'}` : '—'],
    ]);
    const estimate = values.billingEstimate;
    rows.push([
      'Cost estimate',
      [
        estimate
          ? `${money(estimate.estimatedPatientResponsibility)} estimated patient responsibility (${estimate.planName}, ${estimate.network === 'IN' ? 'in network' : 'out of network'})`
          : 'Not run',
      ],
    ]);
    const priorAuth = values.priorAuth;
    rows.push([
      'Prior authorization',
      [
        !priorAuth
          ? 'Not checked'
          : priorAuth.required
            ? `Required · ${priorAuth.statusLabel}${priorAuth.caseNumber ? ` (case ${priorAuth.caseNumber})` : ''}`
            : 'Not required',
      ],
    ]);
  }
  rows.push([
    'Documents',
    facts.documents === null
      ? ['Loading the documents…']
      : facts.documents.length === 0
        ? ['None attached']
        : facts.documents,
  ]);
  rows.push(['Consent', [values.consentGiven ? 'Given by the patient' : 'Not given']]);
  if (values.notes.trim()) rows.push(['Notes for the lab', [values.notes.trim()]]);
  return rows;
}

export interface OrderReviewStepProps {
  facts: OrderReviewFacts;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

export function OrderReviewStep({ facts, submitting, onBack, onSubmit }: OrderReviewStepProps) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  // The step replaces the form: focus moves to its heading, so that a screen reader starts there.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.wide} aria-labelledby="order-review-step">
      <h2 id="order-review-step" ref={heading} tabIndex={-1}>
        Review the order
      </h2>
      <p>Check the order, then submit it to the lab. Nothing is sent until you submit.</p>
      <DetailsList
        aria-label="The order to submit"
        rows={orderReviewRows(facts).map(([label, lines]) => [
          label,
          lines.length === 1 ? (
            lines[0]
          ) : (
            <ul>
              {lines.map((line, index) => (
                <li key={`${index}-${line}`}>{line}</li>
              ))}
            </ul>
          ),
        ])}
      />
      <Inline className={stepStyles.actions}>
        <Button loading={submitting} onClick={onSubmit}>
          Submit order
        </Button>
        <Button variant="secondary" disabled={submitting} onClick={onBack}>
          Back to the form
        </Button>
      </Inline>
    </section>
  );
}

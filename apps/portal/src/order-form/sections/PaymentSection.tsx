import { useMemo } from 'react';
import { Banner, Select, FormSection } from '@loci/ui';
import { isInsurancePaymentType } from '@loci/domain';
import { getRestrictedPaymentMethods } from '@loci/contract';
import { useEachCall } from '../../api/callHooks.tsx';
import * as styles from '../../shell/page.css.ts';
import { usePatient } from '../../patients/patientQueries.ts';
import { LazyInsurancePolicies } from '../lazyOrderWidgets.tsx';
import { InsuranceChecks } from '../InsuranceChecks.tsx';
import { paymentRefusalText, paymentTypeChoices, refusedPaymentTypes } from '../orderForm.ts';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { problemAt } from '../orderFormErrors.ts';

/** The order's patient (read), their insurance policies and the one the order bills. */
export function useChosenPolicy() {
  const { values } = useOrderDraftContext();
  const patientId = /^\d+$/.test(values.patientId) ? Number(values.patientId) : null;
  const patient = usePatient(patientId);
  const policies = patient.data?.insurances ?? [];
  const policy = policies.find((candidate) => String(candidate.id) === values.insurancePolicyId);
  return { patientId, patient, policies, policy: policy ?? null };
}

/**
 * The payment types the ordered tests refuse (each test's restricted payment methods), with the
 * tests that refuse each. A failed read offers every type: the lab checks the order again.
 */
export function useRefusedPaymentTypes(testCodes: readonly string[]): Map<string, string[]> {
  const restricted = useEachCall(
    getRestrictedPaymentMethods,
    testCodes.map((testCode) => ({ params: { testCode }, report: false })),
    { revalidateOnFocus: false },
  );
  return useMemo(
    () => refusedPaymentTypes(testCodes, restricted.data ?? []),
    [testCodes, restricted.data],
  );
}

/**
 * How the order is paid: the payment type with its notice and, for an insurance, the patient's
 * policy (added or corrected here), its cost estimate and its prior-authorization check.
 */
export function PaymentSection() {
  const { values, errors, change, savedAsShown, testCodes } = useOrderDraftContext();
  const { patientId, patient, policies, policy } = useChosenPolicy();
  const refused = useRefusedPaymentTypes(testCodes);
  const choices = paymentTypeChoices();
  const payment = choices.find((choice) => choice.value === values.paymentType);
  // A type the tests refuse is not offered; one chosen before stays shown, with the refusal.
  const offered = choices.filter(
    (choice) => !refused.has(choice.value) || choice.value === values.paymentType,
  );
  const refusals = choices.flatMap((choice) => {
    const codes = refused.get(choice.value);
    return codes ? [{ value: choice.value, text: paymentRefusalText(choice.label, codes) }] : [];
  });
  const chosenRefusal = refusals.find((refusal) => refusal.value === values.paymentType);
  const otherRefusals = refusals.filter((refusal) => refusal !== chosenRefusal);
  const insured = isInsurancePaymentType(values.paymentType);
  const choosePolicy = (insurancePolicyId: string) =>
    change({ insurancePolicyId, priorAuth: null, billingEstimate: null });
  return (
    <FormSection className={styles.wide} legend="Payment">
      <Select
        label="Payment type"
        required
        placeholder="Choose how the order is paid"
        options={offered}
        value={values.paymentType}
        error={problemAt(errors, 'paymentType')}
        onChange={(event) => change({ paymentType: event.target.value })}
      />
      {chosenRefusal ? (
        <Banner severity="error">{chosenRefusal.text} Choose another payment type.</Banner>
      ) : null}
      {otherRefusals.length > 0 ? (
        <ul aria-label="Payment types not offered">
          {otherRefusals.map((refusal) => (
            <li key={refusal.value}>{refusal.text}</li>
          ))}
        </ul>
      ) : null}
      {payment?.notice ? <Banner severity="info">{payment.notice}</Banner> : null}
      {insured ? (
        <Select
          label="Insurance policy"
          required
          placeholder={patientId ? 'Choose the patient’s policy' : 'Choose a patient first'}
          options={policies.map((candidate) => ({
            value: String(candidate.id),
            label: `${candidate.insurance?.name ?? 'Insurance'} · policy ${candidate.policyId ?? '—'}`,
          }))}
          value={values.insurancePolicyId}
          error={problemAt(errors, 'insurancePolicyId')}
          onChange={(event) => choosePolicy(event.target.value)}
        />
      ) : null}
      {insured && patient.data ? (
        // The patient's policies, added or corrected here (the patient screens' own dialog);
        // a policy added while none is chosen becomes the order's.
        <LazyInsurancePolicies
          patient={patient.data}
          onSaved={(saved) => {
            const known = new Set(policies.map((candidate) => candidate.id));
            const added = saved.insurances.filter((candidate) => !known.has(candidate.id));
            void patient.mutate(saved, { revalidate: false });
            if (added.length === 1 && !values.insurancePolicyId) choosePolicy(String(added[0]!.id));
          }}
        />
      ) : null}
      {insured && policy ? (
        <InsuranceChecks
          policy={policy}
          orderId={savedAsShown ? values.orderId : null}
          priorAuth={values.priorAuth}
          priorAuthProblem={problemAt(errors, 'priorAuth')}
          onPriorAuthChange={(priorAuth) => change({ priorAuth })}
          estimate={values.billingEstimate}
          onEstimateChange={(billingEstimate) => change({ billingEstimate })}
        />
      ) : null}
    </FormSection>
  );
}

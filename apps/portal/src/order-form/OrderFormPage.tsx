import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Banner, Button, Checkbox, Select, Textarea } from '@loci/ui';
import { NumericOrderStatus, isInsurancePaymentType } from '@loci/domain';
import {
  createSimpleOrder,
  getSimpleOrder,
  listOrderDocuments,
  listOrderingProviders,
  updateSimpleOrder,
  type SimpleOrder,
} from '@loci/contract';
import { useProfile } from '../access/RequireSession.tsx';
import { approvedAccounts, useSelectedAccount } from '../accounts/selectedAccount.ts';
import { usePageHeading } from '../shell/usePageHeading.ts';
import { useCall, useCallKey, useWrite } from '../api/callHooks.tsx';
import { ApiValidationError } from '../api/apiErrors.ts';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useCart } from '../cart/CartProvider.tsx';
import { usePatient } from '../patients/patientQueries.ts';
import { OrderDocuments } from '../documents/OrderDocuments.tsx';
import { InsurancePolicies } from '../insurance/InsurancePolicies.tsx';
import { draftOrderHref, orderReviewHref } from '../orders/orderList.ts';
import * as styles from '../shell/page.css.ts';
import {
  addOnFormOf,
  canSubmitFrom,
  defaultOrderingProviderId,
  draftProblems,
  emptyOrderForm,
  orderBody,
  orderFormOf,
  orderedTestCodes,
  orderedTestKeys,
  paymentTypeChoices,
  sameOrderBody,
  submitProblems,
  type OrderFormProblems,
  type OrderFormValues,
} from './orderForm.ts';
import { InsuranceChecks } from './InsuranceChecks.tsx';
import { PayorRequiredDocuments } from './PayorRequiredDocuments.tsx';
import { PatientStep } from './PatientStep.tsx';
import { OrderReviewStep } from './OrderReviewStep.tsx';
import { AoeQuestions, useAoeForms } from './AoeQuestions.tsx';
import { aoeProblems, shownAnswers } from './aoeAnswers.ts';
import { forgetOrderForm, keepOrderForm, recallOrderForm } from './orderFormKeeper.ts';
import { DiagnosisCodes } from './DiagnosisCodes.tsx';
import { FamilyMembers, useFamilyTests } from './FamilyMembers.tsx';
import { familyMemberProblems, type FamilyMemberProblems } from './familyMembers.ts';
import { orderFormServerProblems } from './orderFormServerErrors.ts';
import { todayIso } from '../format/todayIso.ts';

/** How long typing must pause before the draft is saved. */
export const autosaveDelayMs = 1500;

type SaveState =
  | { kind: 'idle' }
  | { kind: 'held' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; message: string };

const saveStateText = (state: SaveState) => {
  switch (state.kind) {
    case 'idle':
      return 'Not saved yet: your entries are kept in this browser.';
    case 'held':
      return 'Draft saved: the lab holds everything shown here.';
    case 'saving':
      return 'Saving the draft…';
    case 'saved':
      return `Draft saved at ${state.at}.`;
    case 'failed':
      return `The draft could not be saved (${state.message}). Your entries are kept in this browser; it will be saved again after your next change.`;
    default:
      return state satisfies never;
  }
};

interface OrderFormProps {
  formKey: string;
  initial: OrderFormValues;
  /** What the server holds of this order (draft continuation), or null for a new order. */
  saved: OrderFormValues | null;
  status: number;
  title: string;
}

function OrderForm({ formKey, initial, saved: savedOrder, status, title }: OrderFormProps) {
  const profile = useProfile();
  const { storage, reporter } = usePortalServices();
  const navigate = useNavigate();
  const write = useWrite();
  const heading = usePageHeading(title);
  const { cart, remove: removeFromCart } = useCart();
  const accounts = useMemo(() => approvedAccounts(profile), [profile]);
  const [typed, setValues] = useState<OrderFormValues>(initial);
  const [problems, setProblems] = useState<OrderFormProblems>({});
  const [saveState, setSaveState] = useState<SaveState>(() =>
    savedOrder && sameOrderBody(savedOrder, initial) ? { kind: 'held' } : { kind: 'idle' },
  );
  const [aoeErrors, setAoeErrors] = useState<Record<string, string>>({});
  const [familyErrors, setFamilyErrors] = useState<FamilyMemberProblems>({});
  /** The server's refusals beside each ordered test (by index), and those of no field. */
  const [testProblems, setTestProblems] = useState<Record<number, string>>({});
  const [refusals, setRefusals] = useState<string[]>([]);
  const [reviewing, setReviewing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const lastSaved = useRef<OrderFormValues | null>(savedOrder);
  const saving = useRef(false);
  const [savedSnapshot, setSavedSnapshot] = useState<OrderFormValues | null>(savedOrder);

  const providers = useCall(
    listOrderingProviders,
    typed.accountNumber ? { params: { accountNumber: typed.accountNumber } } : null,
  );
  // The account's main ordering provider is chosen until another is (document 1 section 3).
  const mainProviderId = providers.data ? defaultOrderingProviderId(providers.data) : '';
  const values = useMemo(
    () =>
      typed.orderingProviderId || !mainProviderId
        ? typed
        : { ...typed, orderingProviderId: mainProviderId },
    [typed, mainProviderId],
  );
  const orderKey = useCallKey(
    getSimpleOrder,
    typed.orderId ? { params: { orderId: typed.orderId } } : null,
  );
  const testCodes = useMemo(() => orderedTestCodes(values.tests), [values.tests]);
  const testKeys = useMemo(() => orderedTestKeys(values.tests), [values.tests]);
  const aoeForms = useAoeForms(testCodes);
  const familyTests = useFamilyTests(testCodes);
  const patientId = /^\d+$/.test(values.patientId) ? Number(values.patientId) : null;
  const patient = usePatient(patientId);
  const documents = useCall(
    listOrderDocuments,
    reviewing && values.orderId ? { params: { orderId: values.orderId } } : null,
  );

  // Everything typed is kept in this browser (parts such as the clinical answers and the chips'
  // descriptions live only here); the copy is forgotten once the order is submitted.
  useEffect(() => {
    if (values.orderId && formKey !== String(values.orderId)) return;
    keepOrderForm(storage, formKey, values);
  }, [storage, formKey, values]);

  const save = async (next: OrderFormValues, nextStatus: number): Promise<SimpleOrder | null> => {
    saving.current = true;
    setSaveState({ kind: 'saving' });
    setRefusals([]);
    try {
      const body = orderBody(next, nextStatus as 0 | 1);
      // The saved order replaces the cached one, so that the review shows it at once.
      const saved = next.orderId
        ? await write(
            updateSimpleOrder,
            { body: { ...body, orderId: next.orderId } },
            { key: orderKey, data: (answer) => answer },
          )
        : await write(createSimpleOrder, { body });
      const savedValues = { ...next, orderId: saved.orderId };
      lastSaved.current = savedValues;
      setSavedSnapshot(savedValues);
      if (!next.orderId) setValues((current) => ({ ...current, orderId: saved.orderId }));
      if (formKey !== String(saved.orderId)) forgetOrderForm(storage, formKey);
      setTestProblems({});
      setSaveState({ kind: 'saved', at: new Date().toLocaleTimeString() });
      return saved;
    } catch (error) {
      if (error instanceof ApiValidationError) {
        // Every refusal is shown here: beside its field, else in the message by the submit button.
        reporter.markHandled(error);
        const found = orderFormServerProblems(error.errors, next);
        setProblems(found.fields);
        setTestProblems(found.tests);
        setAoeErrors((current) => ({ ...current, ...found.aoe }));
        setFamilyErrors(found.family);
        setRefusals(found.other);
      }
      setSaveState({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
      return null;
    } finally {
      saving.current = false;
    }
  };

  // Autosave as a draft once the draft's rules hold and typing has paused.
  useEffect(() => {
    if (status !== NumericOrderStatus.Draft) return;
    if (lastSaved.current && sameOrderBody(lastSaved.current, values)) return;
    if (Object.keys(draftProblems(values)).length > 0) return;
    const timer = setTimeout(() => {
      if (saving.current) return;
      void save(values, NumericOrderStatus.Draft).then((saved) => {
        if (saved && !values.orderId) {
          keepOrderForm(storage, String(saved.orderId), { ...values, orderId: saved.orderId });
          void navigate(draftOrderHref(saved.orderId), { replace: true });
        }
      });
    }, autosaveDelayMs);
    return () => clearTimeout(timer);
    // save is recreated every render; the values are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, status]);

  const change = (patch: Partial<OrderFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setProblems((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof OrderFormValues];
      return next;
    });
  };

  /** The form's submit: the submission's rules, then the review step. */
  const review = (event: FormEvent) => {
    event.preventDefault();
    // The patient step's dialogs (new patient, EMR search) hold forms of their own, whose submit
    // events reach this form through React's tree.
    if (event.target !== event.currentTarget) return;
    const found = submitProblems(values);
    const unanswered = aoeProblems(aoeForms, values.aoeAnswers);
    const relatives = familyMemberProblems(values.familyMembers, familyTests, {
      complete: true,
      today: todayIso(),
    });
    setProblems(found);
    setAoeErrors(unanswered);
    setFamilyErrors(relatives);
    if (
      Object.keys(found).length > 0 ||
      Object.keys(unanswered).length > 0 ||
      Object.keys(relatives).length > 0
    )
      return;
    if (!canSubmitFrom(status)) return;
    setReviewing(true);
  };

  /** The review step's "Submit order"; a refusal goes back to the form, beside the fields. */
  const submit = async () => {
    setSubmitting(true);
    const saved = await save(
      { ...values, aoeAnswers: shownAnswers(aoeForms, values.aoeAnswers) },
      NumericOrderStatus.OrderNow,
    );
    setSubmitting(false);
    if (!saved) setReviewing(false);
    else {
      forgetOrderForm(storage, String(saved.orderId));
      // The ordered tests leave the cart (last first, so that the indexes stay right).
      const ordered = new Set(values.tests.map((test) => test.code));
      for (let index = cart.tests.length - 1; index >= 0; index -= 1) {
        const test = cart.tests[index];
        if (test && ordered.has(test.code)) removeFromCart(index);
      }
      void navigate(orderReviewHref(saved.orderId));
    }
  };

  const payment = paymentTypeChoices().find((choice) => choice.value === values.paymentType);
  const policies = patient.data?.insurances ?? [];
  const chosenPolicy = policies.find((policy) => String(policy.id) === values.insurancePolicyId);
  const provider = providers.data?.find(
    (candidate) => String(candidate.id) === values.orderingProviderId,
  );

  return (
    <section className={styles.page} aria-labelledby="order-form-title">
      <h1 id="order-form-title" className={styles.title} ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p role="status" className={styles.lead}>
        {saveStateText(saveState)}
      </p>
      {reviewing ? (
        <OrderReviewStep
          facts={{
            values,
            accountLabel:
              accounts
                .filter((account) => account.accountNumber === values.accountNumber)
                .map((account) => `${account.accountNumber} (${account.clientName})`)[0] ??
              values.accountNumber,
            providerLabel: provider
              ? [provider.prefix, provider.firstName, provider.lastName].filter(Boolean).join(' ')
              : values.orderingProviderId,
            patient: patient.data ?? null,
            paymentLabel: payment?.label ?? values.paymentType,
            policy: chosenPolicy ?? null,
            insured: isInsurancePaymentType(values.paymentType),
            documents: values.orderId
              ? (documents.data?.map((document) => document.name) ?? null)
              : [],
          }}
          submitting={submitting}
          onBack={() => setReviewing(false)}
          onSubmit={() => void submit()}
        />
      ) : null}
      {/* Hidden, not unmounted, while the order is reviewed: its parts keep their state. */}
      <form
        onSubmit={review}
        noValidate
        className={styles.formGrid}
        style={reviewing ? { display: 'none' } : undefined}
      >
        <fieldset className={styles.wide}>
          <legend>Tests</legend>
          {values.tests.length === 0 ? (
            <Banner severity="warn">
              {problems.tests ?? 'Your cart is empty.'} <Link to="/tests">Find tests</Link>
            </Banner>
          ) : (
            <ul aria-label="Tests to order">
              {values.tests.map((test, index) => (
                <li key={testKeys[index]} style={{ marginInlineStart: `${test.indent * 1.5}rem` }}>
                  {test.code}
                  {test.orderedAsKit ? ' (kit)' : ''}
                  {testProblems[index] ? (
                    <Banner severity="error">{testProblems[index]}</Banner>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {values.tests.length > 0 && problems.tests ? (
            <Banner severity="error">{problems.tests}</Banner>
          ) : null}
          {values.originalOrderId ? <p>Tests added to order {values.originalOrderId}.</p> : null}
          {problems.originalOrderId ? (
            <Banner severity="error">{problems.originalOrderId}</Banner>
          ) : null}
        </fieldset>

        <fieldset className={styles.wide}>
          <legend>Account and ordering provider</legend>
          <Select
            label="Account"
            required
            placeholder="Choose an account"
            options={accounts.map((account) => ({
              value: account.accountNumber,
              label: `${account.accountNumber} (${account.clientName})`,
            }))}
            value={values.accountNumber}
            error={problems.accountNumber}
            onChange={(event) =>
              change({ accountNumber: event.target.value, orderingProviderId: '' })
            }
          />
          <Select
            label="Ordering provider"
            required
            description="The account’s main ordering provider is chosen for you."
            placeholder={values.accountNumber ? 'Choose a provider' : 'Choose an account first'}
            disabled={!values.accountNumber}
            options={(providers.data ?? []).map((provider) => ({
              value: String(provider.id),
              label: `${[provider.prefix, provider.firstName, provider.lastName].filter(Boolean).join(' ')}${provider.isMainProvider ? ' (main provider)' : ''} · reports by ${provider.transmissionProtocol === 2 ? 'fax' : 'e-mail'}`,
            }))}
            value={values.orderingProviderId}
            error={problems.orderingProviderId}
            onChange={(event) => change({ orderingProviderId: event.target.value })}
          />
        </fieldset>

        <fieldset className={styles.wide}>
          <legend>Patient</legend>
          <PatientStep
            accountNumber={values.accountNumber}
            patientId={values.patientId}
            error={problems.patientId}
            onChoose={(chosen) =>
              change({
                patientId: chosen,
                insurancePolicyId: '',
                priorAuth: null,
                billingEstimate: null,
              })
            }
          />
        </fieldset>

        <fieldset className={styles.wide}>
          <legend>Diagnosis</legend>
          <DiagnosisCodes
            codes={values.diagnosisCodes}
            descriptions={values.diagnosisDescriptions}
            required
            error={problems.diagnosisCodes}
            onChange={(diagnosisCodes, diagnosisDescriptions) =>
              change({ diagnosisCodes, diagnosisDescriptions })
            }
          />
        </fieldset>

        <FamilyMembers
          tests={familyTests}
          members={values.familyMembers}
          problems={{
            ...familyMemberProblems(values.familyMembers, familyTests, {
              complete: false,
              today: todayIso(),
            }),
            ...familyErrors,
          }}
          onChange={(familyMembers) => {
            change({ familyMembers });
            setFamilyErrors({});
          }}
        />

        <section className={styles.wide} aria-labelledby="order-form-questions">
          <h2 id="order-form-questions">Questions about the tests</h2>
          <AoeQuestions
            forms={aoeForms}
            answers={values.aoeAnswers}
            problems={aoeErrors}
            onAnswer={(id, answer) => {
              setValues((current) => ({
                ...current,
                aoeAnswers: { ...current.aoeAnswers, [id]: answer },
              }));
              setAoeErrors((current) => {
                const next = { ...current };
                delete next[id];
                return next;
              });
            }}
          />
        </section>

        <fieldset className={styles.wide}>
          <legend>Payment</legend>
          <Select
            label="Payment type"
            required
            placeholder="Choose how the order is paid"
            options={paymentTypeChoices().map((choice) => ({
              value: choice.value,
              label: choice.label,
            }))}
            value={values.paymentType}
            error={problems.paymentType}
            onChange={(event) => change({ paymentType: event.target.value })}
          />
          {payment?.notice ? <Banner severity="info">{payment.notice}</Banner> : null}
          {isInsurancePaymentType(values.paymentType) ? (
            <Select
              label="Insurance policy"
              required
              placeholder={patientId ? 'Choose the patient’s policy' : 'Choose a patient first'}
              options={policies.map((policy) => ({
                value: String(policy.id),
                label: `${policy.insurance?.name ?? 'Insurance'} · policy ${policy.policyId ?? '—'}`,
              }))}
              value={values.insurancePolicyId}
              error={problems.insurancePolicyId}
              onChange={(event) =>
                change({
                  insurancePolicyId: event.target.value,
                  priorAuth: null,
                  billingEstimate: null,
                })
              }
            />
          ) : null}
          {isInsurancePaymentType(values.paymentType) && patient.data ? (
            // The patient's policies, added or corrected here (the patient screens' own dialog);
            // a policy added while none is chosen becomes the order's.
            <InsurancePolicies
              patient={patient.data}
              onSaved={(saved) => {
                const known = new Set(policies.map((policy) => policy.id));
                const added = saved.insurances.filter((policy) => !known.has(policy.id));
                void patient.mutate(saved, { revalidate: false });
                if (added.length === 1 && !values.insurancePolicyId)
                  change({
                    insurancePolicyId: String(added[0]!.id),
                    priorAuth: null,
                    billingEstimate: null,
                  });
              }}
            />
          ) : null}
          {isInsurancePaymentType(values.paymentType) && chosenPolicy ? (
            <InsuranceChecks
              policy={chosenPolicy}
              orderId={
                savedSnapshot && sameOrderBody(savedSnapshot, values) ? values.orderId : null
              }
              priorAuth={values.priorAuth}
              priorAuthProblem={problems.priorAuth}
              onPriorAuthChange={(priorAuth) => change({ priorAuth })}
              estimate={values.billingEstimate}
              onEstimateChange={(billingEstimate) => change({ billingEstimate })}
            />
          ) : null}
        </fieldset>

        {values.orderId ? (
          <section className={styles.wide} aria-labelledby="order-form-documents">
            <h2 id="order-form-documents">Documents</h2>
            <OrderDocuments orderId={values.orderId} />
            <PayorRequiredDocuments
              policy={isInsurancePaymentType(values.paymentType) ? chosenPolicy : null}
              testCodes={testCodes}
              orderId={values.orderId}
            />
          </section>
        ) : null}

        <fieldset className={styles.wide}>
          <legend>Consent and notes</legend>
          <Textarea
            label="Notes for the lab"
            value={values.notes}
            error={problems.notes}
            onChange={(event) => change({ notes: event.target.value })}
          />
          <Checkbox
            label="The patient has given informed consent for this testing."
            checked={values.consentGiven}
            error={problems.consentGiven}
            onChange={(event) => change({ consentGiven: event.target.checked })}
          />
        </fieldset>

        <div className={styles.actions}>
          <Button type="submit">Review the order</Button>
          {Object.keys(problems).length > 0 ||
          Object.keys(familyErrors).length > 0 ||
          Object.keys(testProblems).length > 0 ||
          Object.keys(aoeErrors).length > 0 ? (
            <Banner severity="error">Please correct the fields marked above.</Banner>
          ) : null}
          {refusals.length > 0 ? (
            <Banner severity="error" title="The lab did not accept the order">
              <ul aria-label="Why the lab did not accept the order">
                {refusals.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </Banner>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function useCartTests() {
  const { cart } = useCart();
  return cart.tests.map((test) => ({
    code: test.code,
    indent: test.indent,
    orderedAsKit: test.orderedAsKit ?? false,
  }));
}

/** `#simple-order/index|new` and the add-on entries: a new order from the cart. */
export function NewOrderPage({
  formKey,
  originalOrderId,
  title,
}: {
  formKey: string;
  originalOrderId?: number | null;
  title: string;
}) {
  const profile = useProfile();
  const [account] = useSelectedAccount(profile);
  const { storage } = usePortalServices();
  const cartTests = useCartTests();
  const kept = useMemo(() => recallOrderForm(storage, formKey), [storage, formKey]);
  const original = useCall(
    getSimpleOrder,
    originalOrderId && !kept ? { params: { orderId: originalOrderId } } : null,
  );
  if (originalOrderId && !kept) {
    if (original.error)
      return (
        <section className={styles.page}>
          <h1 className={styles.title}>{title}</h1>
          <Banner severity="error">This order could not be found.</Banner>
          <Link to="/user-account#simple-orders">Back to your orders</Link>
        </section>
      );
    if (!original.data) return <p role="status">Loading order {originalOrderId}…</p>;
    return (
      <OrderForm
        formKey={formKey}
        initial={addOnFormOf(original.data, cartTests)}
        saved={null}
        status={NumericOrderStatus.Draft}
        title={title}
      />
    );
  }
  return (
    <NewOrderForm
      formKey={formKey}
      kept={kept}
      accountNumber={account?.accountNumber ?? ''}
      cartTests={cartTests}
      originalOrderId={originalOrderId ?? null}
      title={title}
    />
  );
}

function NewOrderForm({
  formKey,
  kept,
  accountNumber,
  cartTests,
  originalOrderId,
  title,
}: {
  formKey: string;
  kept: OrderFormValues | null;
  accountNumber: string;
  cartTests: OrderFormValues['tests'];
  originalOrderId: number | null;
  title: string;
}) {
  const [initial] = useState<OrderFormValues>(
    () =>
      kept ?? {
        ...emptyOrderForm(cartTests),
        accountNumber,
        originalOrderId,
      },
  );
  return (
    <OrderForm
      formKey={formKey}
      initial={initial}
      saved={null}
      status={NumericOrderStatus.Draft}
      title={title}
    />
  );
}

/** `#simple-order/{orderId}`: continuing a draft where it was left (the browser’s copy first). */
export function DraftOrderPage({ orderId }: { orderId: string }) {
  const { storage } = usePortalServices();
  const id = Number(orderId);
  const valid = Number.isInteger(id) && id > 0;
  const kept = useMemo(
    () => (valid ? recallOrderForm(storage, String(id)) : null),
    [storage, id, valid],
  );
  const order = useCall(getSimpleOrder, valid ? { params: { orderId: id } } : null);
  if (!valid || order.error) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>Draft order {orderId}</h1>
        <Banner severity="error">This order could not be found.</Banner>
        <Link to="/user-account#simple-orders">Back to your orders</Link>
      </section>
    );
  }
  if (!order.data) return <p role="status">Loading order {orderId}…</p>;
  if (order.data.status !== NumericOrderStatus.Draft) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>Order {orderId}</h1>
        <p>
          This order was submitted. <Link to={orderReviewHref(id)}>Review the order</Link>
        </p>
      </section>
    );
  }
  const saved = orderFormOf(order.data);
  return (
    <OrderForm
      formKey={String(id)}
      initial={kept?.orderId === id ? kept : saved}
      saved={saved}
      status={order.data.status}
      title={`Draft order ${id}`}
    />
  );
}

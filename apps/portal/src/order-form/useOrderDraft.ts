// The order form's draft: the values typed (react-hook-form), the copy kept in this browser, the
// autosave once the draft's rules hold and typing pauses, and the server's refusals of a save put
// beside the fields they name.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useForm, useWatch, type ResolverResult, type UseFormReturn } from 'react-hook-form';
import { NumericOrderStatus } from '@loci/domain';
import {
  createSimpleOrder,
  getSimpleOrder,
  listOrderingProviders,
  listRequiredFields,
  updateSimpleOrder,
  type SimpleOrder,
} from '@loci/contract';
import { useCall, useCallKey, useSave } from '../api/callHooks.tsx';
import { ApiValidationError, type ApiFieldError } from '../api/apiErrors.ts';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { applyServerFieldErrors } from '../forms/serverFieldErrors.ts';
import { draftOrderHref } from '../orders/orderHrefs.ts';
import {
  defaultOrderingProviderId,
  draftProblems,
  orderBody,
  orderedTestCodes,
  orderedTestKeys,
  sameOrderBody,
  withoutOrderedTest,
  type OrderFormValues,
} from './orderForm.ts';
import { useAoeForms, useFamilyTests } from './orderedTestsInfo.ts';
import { forgetOrderForm, keepOrderForm } from './orderFormKeeper.ts';
import { besideNoTest, orderFormPathOf, testRefusalsOf } from './orderFormServerErrors.ts';
import { formErrorsOf, submissionProblems } from './orderFormErrors.ts';
import { usePatient } from '../patients/patientQueries.ts';
import { requiredFieldProblems } from './requiredFields.ts';
import { noSaveYet, savedNow, saveFailed, type SaveState } from './saveState.ts';

/** How long typing must pause before the draft is saved. */
export const autosaveDelayMs = 1500;

/** The server's refusals that are no value of the form: beside an ordered test, or by the button. */
export interface OrderRefusals {
  /** Beside an ordered test, by its index in the order. */
  tests: Record<number, string>;
  /** Refusals that name no control of the form. */
  other: string[];
}

export interface OrderDraftOptions {
  formKey: string;
  initial: OrderFormValues;
  /** What the server holds of this order (draft continuation), or null for a new order. */
  saved: OrderFormValues | null;
  status: number;
}

export type OrderDraft = ReturnType<typeof useOrderDraft>;

const noRequiredFields: readonly string[] = [];

const sameData = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The next values, with the previous object of every part that holds the same data. */
function sharingUnchanged(previous: OrderFormValues | null, next: OrderFormValues) {
  if (!previous) return next;
  const keys = Object.keys(next) as (keyof OrderFormValues)[];
  const shared = Object.fromEntries(
    keys.map((key) => [key, sameData(previous[key], next[key]) ? previous[key] : next[key]]),
  ) as unknown as OrderFormValues;
  return keys.every((key) => shared[key] === previous[key]) ? previous : shared;
}

export function useOrderDraft({ formKey, initial, saved: savedOrder, status }: OrderDraftOptions) {
  const { storage, reporter } = usePortalServices();
  const navigate = useNavigate();
  const form: UseFormReturn<OrderFormValues> = useForm<OrderFormValues>({
    defaultValues: initial,
    // The submission's rules (read when the form is submitted, with this render's values).
    resolver: async (): Promise<ResolverResult<OrderFormValues>> => {
      const problems = [
        ...submissionProblems(values, aoeForms, familyTests),
        ...requiredFieldProblems(requiredFields, values, patient.data),
      ];
      return problems.length > 0
        ? { values: {}, errors: formErrorsOf(problems) }
        : { values, errors: {} };
    },
    // The problems are shown beside their fields; the focus stays on the button.
    shouldFocusError: false,
  });
  // A new object only when a value changed (the autosave's pause restarts on a change alone),
  // sharing the parts that did not (the sections' reads and memos follow their own values).
  const watched = useRef<OrderFormValues | null>(null);
  const typed: OrderFormValues = useWatch({
    control: form.control,
    compute: (all: OrderFormValues) => (watched.current = sharingUnchanged(watched.current, all)),
  });
  const errors = form.formState.errors;
  const [saveState, setSaveState] = useState<SaveState>(() => noSaveYet(savedOrder, initial));
  const [refusals, setRefusals] = useState<OrderRefusals>({ tests: {}, other: [] });
  const lastSaved = useRef<OrderFormValues | null>(savedOrder);
  /** The values last sent: each change is sent once, whatever the answer. */
  const lastSent = useRef<OrderFormValues | null>(null);
  const [savedSnapshot, setSavedSnapshot] = useState<OrderFormValues | null>(savedOrder);

  const providers = useCall(
    listOrderingProviders,
    typed.accountNumber ? { params: { accountNumber: typed.accountNumber } } : null,
  );
  // The account's required fields (document 2: GET /references/requiredFields/list), checked
  // against the order's patient at submission.
  const required = useCall(
    listRequiredFields,
    typed.accountNumber ? { params: { accountNumber: typed.accountNumber } } : null,
  );
  const requiredFields = required.data ?? noRequiredFields;
  const patient = usePatient(/^\d+$/.test(typed.patientId) ? Number(typed.patientId) : null);
  // The account's main ordering provider is chosen until another is (document 1 section 3).
  const mainProviderId = providers.data ? defaultOrderingProviderId(providers.data) : '';
  const values = useMemo<OrderFormValues>(
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
  const create = useSave(createSimpleOrder);
  // The saved order replaces the cached one, so that the review shows it at once.
  const update = useSave(updateSimpleOrder, () => ({ key: orderKey, data: (answer) => answer }));
  const saving = create.isMutating || update.isMutating;

  // Everything typed is kept in this browser (parts such as the clinical answers and the chips'
  // descriptions live only here); the copy is forgotten once the order is submitted.
  useEffect(() => {
    if (values.orderId && formKey !== String(values.orderId)) return;
    keepOrderForm(storage, formKey, values);
  }, [storage, formKey, values]);

  /** Values typed: each field's problem goes until the form is checked again. */
  const change = (patch: Partial<OrderFormValues>) => {
    const fields = Object.keys(patch) as (keyof OrderFormValues)[];
    for (const field of fields) form.setValue(field, patch[field] as never);
    form.clearErrors(fields);
  };

  /**
   * Takes the test at `index` out of the order (its dependants move up a level); a refusal shown
   * beside it goes with it, the others stay beside their tests.
   */
  const removeTest = (index: number) => {
    change(withoutOrderedTest(values, index));
    setRefusals((current) => ({
      ...current,
      tests: Object.fromEntries(
        Object.entries(current.tests).flatMap(([at, message]) =>
          Number(at) === index ? [] : [[Number(at) > index ? Number(at) - 1 : Number(at), message]],
        ),
      ),
    }));
  };

  /** The server's refusal: beside the fields, the tests and the questions, else by the button. */
  const showRefusal = (errors: readonly ApiFieldError[], sent: OrderFormValues) => {
    // The fields' and relatives' problems are the refusal's; the questions' add to those shown.
    form.clearErrors(
      (Object.keys(sent) as (keyof OrderFormValues)[]).filter((field) => field !== 'aoeAnswers'),
    );
    const sorted = applyServerFieldErrors(form, besideNoTest(errors, sent), {
      pathMap: (path) => orderFormPathOf(path, sent),
    });
    setRefusals({ tests: testRefusalsOf(errors, sent), other: [...new Set(sorted.other)] });
  };

  /** Saves the order with a status (Draft, or OrderNow to submit); null when it was refused. */
  const save = async (next: OrderFormValues, nextStatus: number): Promise<SimpleOrder | null> => {
    lastSent.current = values;
    setSaveState({ kind: 'saving' });
    setRefusals((current) => ({ ...current, other: [] }));
    try {
      const body = orderBody(next, nextStatus as 0 | 1);
      const saved = next.orderId
        ? await update.trigger({ body: { ...body, orderId: next.orderId } })
        : await create.trigger({ body });
      const savedValues = { ...next, orderId: saved.orderId };
      lastSaved.current = savedValues;
      setSavedSnapshot(savedValues);
      if (!next.orderId) form.setValue('orderId', saved.orderId);
      if (formKey !== String(saved.orderId)) forgetOrderForm(storage, formKey);
      setRefusals({ tests: {}, other: [] });
      setSaveState(savedNow());
      return saved;
    } catch (error) {
      if (error instanceof ApiValidationError) {
        // Every refusal is shown here: beside its field, else in the message by the submit button.
        reporter.markHandled(error);
        showRefusal(error.errors, next);
      }
      setSaveState(saveFailed());
      return null;
    }
  };

  // Autosave as a draft once the draft's rules hold and typing has paused; a change typed while
  // a save is on its way is saved after it. A failed save waits for the next change.
  useEffect(() => {
    if (status !== NumericOrderStatus.Draft || saving || lastSent.current === values) return;
    if (lastSaved.current && sameOrderBody(lastSaved.current, values)) return;
    if (Object.keys(draftProblems(values)).length > 0) return;
    const timer = setTimeout(() => {
      void save(values, NumericOrderStatus.Draft).then((saved) => {
        if (saved && !values.orderId) {
          keepOrderForm(storage, String(saved.orderId), { ...values, orderId: saved.orderId });
          void navigate(draftOrderHref(saved.orderId), { replace: true });
        }
      });
    }, autosaveDelayMs);
    return () => clearTimeout(timer);
    // save is recreated every render; the values are what matter.
  }, [values, status, saving]);

  return {
    form,
    values,
    errors,
    change,
    removeTest,
    save,
    saveState,
    refusals,
    status,
    providers: providers.data,
    /** The account's required fields (paths such as `patient.mrn`). */
    requiredFields,
    testCodes,
    testKeys,
    aoeForms,
    familyTests,
    /** Whether the server holds exactly what the form holds (the insurance checks need it). */
    savedAsShown: savedSnapshot !== null && sameOrderBody(savedSnapshot, values),
  };
}

import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  Banner,
  Button,
  Checkbox,
  DateInput,
  Dialog,
  FormGrid,
  FormGridItem,
  RadioGroup,
  TextField,
  type TypeaheadOption,
  Card,
  Inline,
  Stack,
} from '@loci/ui';
import {
  Genders,
  InsuranceCardExtractionErrorMessage,
  RelationsToPatient,
  findPaymentType,
  formatTypedDate,
  isInsurancePaymentType,
  paymentTypeNotice,
  paymentTypesInDisplayOrder,
} from '@loci/domain';
import { updatePatient, type InsuranceCardLookup, type Patient } from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { LazyTypeahead } from '../forms/LazyTypeahead.tsx';
import { ApiValidationError } from '../api/apiErrors.ts';
import { useAction, useSave } from '../api/callHooks.tsx';
import { applyServerFieldErrors } from '../forms/serverFieldErrors.ts';
import { checkUploadFile } from '../documents/uploadRules.ts';
import { SelectField, registeredFields } from '../forms/FormFields.tsx';
import { focusFirstInvalidField } from '../forms/focusFirstInvalidField.ts';
import { FormErrors } from '../forms/FormErrors.tsx';
import { cardForm, postInsuranceCard } from './cardUpload.ts';
import { searchPlans } from './planSearch.ts';
import { PlanByCode } from './PlanByCode.tsx';
import { todayIso } from '../format/todayIso.ts';
import { patientMessages } from '../patients/patientMessages.ts';
import {
  applyCardLookup,
  emptyPolicyForm,
  patientUpdateWithPolicy,
  policyFieldOfServerPath,
  policyFormValues,
  policySave,
  validatePolicyForm,
  type PolicyFormValues,
} from './policyForm.ts';
import * as styles from '../shell/page.css.ts';
import { codeOptions } from '../forms/selectOptions.ts';

interface PlanOption extends TypeaheadOption {
  code: string;
  name: string;
}

const paymentOptions = paymentTypesInDisplayOrder().map((type) => ({
  value: type.value,
  label: type.label,
}));

/**
 * Sends an image or PDF of the card to the lab as a multipart form, which reads the plan and
 * member fields from it. A file refused here (type by content, size) or any failure of the call
 * gives the spec's fallback.
 */
export async function readInsuranceCard(
  file: File,
  send: (form: FormData) => Promise<InsuranceCardLookup>,
): Promise<InsuranceCardLookup> {
  const failure: InsuranceCardLookup = {
    error: true,
    message: InsuranceCardExtractionErrorMessage,
  };
  if (await checkUploadFile(file)) return failure;
  try {
    return await send(cardForm(file));
  } catch {
    return failure;
  }
}

interface PolicyDialogProps {
  patient: Patient;
  /** The policy's index in the patient's list, or null for a new one. */
  index: number | null;
  onClose: () => void;
  onSaved: (patient: Patient) => void;
}

function PolicyDialog({ patient, index, onClose, onSaved }: PolicyDialogProps) {
  const { api, reporter, toaster } = usePortalServices();
  const existing = index === null ? undefined : patient.insurances[index];
  const [cardMessage, setCardMessage] = useState<{ error: boolean; text: string } | null>(null);
  const savePatient = useSave(updatePatient);
  const cardReading = useAction('insurance-card', (client, file: File) =>
    readInsuranceCard(file, (form) => postInsuranceCard(client, form)),
  );
  const reading = cardReading.isMutating;
  const [otherErrors, setOtherErrors] = useState<string[]>([]);

  const resolver: Resolver<PolicyFormValues> = async (values) => {
    const problems = validatePolicyForm(values, todayIso());
    if (Object.keys(problems).length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(problems)) {
      errors[field] = { type: 'validate', message };
    }
    return { values: {}, errors: errors as FieldErrors<PolicyFormValues> };
  };

  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setError,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PolicyFormValues>({
    defaultValues: existing ? policyFormValues(existing) : emptyPolicyForm,
    resolver,
    // The first invalid field on the page takes the focus (fields shown later register later).
    shouldFocusError: false,
  });
  const registered = registeredFields(register, errors);
  const paymentType = useWatch({ control, name: 'paymentType' });
  const insured = isInsurancePaymentType(paymentType);
  const notice = paymentType ? paymentTypeNotice(paymentType) : undefined;

  const loadPlans = async (query: string, { signal }: { signal: AbortSignal }) => {
    const plans = await searchPlans(api, query, paymentType, signal);
    return plans.map((plan): PlanOption => ({
      value: plan.planCode,
      label: plan.planName,
      description: `${plan.insurancePlanCompany} · ${plan.category} · ${plan.network === 'IN' ? 'in network' : 'out of network'}`,
      code: plan.planCode,
      name: plan.planName,
    }));
  };

  const readCard = async (file: File | undefined) => {
    if (!file) return;
    setCardMessage(null);
    const lookup = await cardReading.trigger(file);
    if (lookup.error) {
      setCardMessage({ error: true, text: lookup.message });
      return;
    }
    reset(applyCardLookup(getValues(), lookup), { keepDefaultValues: true });
    setCardMessage({ error: false, text: 'The card was read: check the filled-in fields.' });
  };

  const submit = handleSubmit(async (values) => {
    setOtherErrors([]);
    const body = patientUpdateWithPolicy(patient, policySave(values, existing?.id), index);
    try {
      const saved = await savePatient.trigger({ body });
      toaster.show({ severity: 'success', message: patientMessages.updated });
      onSaved(saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiValidationError && error.status === 400) {
        reporter.markHandled(error);
        const policyIndex = index ?? patient.insurances.length;
        const sorted = applyServerFieldErrors({ setError }, error, {
          pathMap: (path) => policyFieldOfServerPath(path, policyIndex),
        });
        setOtherErrors(sorted.other);
      }
    }
  }, focusFirstInvalidField(setFocus));

  const title = existing ? 'Edit insurance policy' : 'Add an insurance policy';
  return (
    <Dialog title={title} open onOpenChange={(open) => !open && onClose()} size="large">
      <form
        aria-label={title}
        noValidate
        onSubmit={(event) => void submit(event)}
        className={styles.page}
      >
        <FormErrors title="The policy could not be saved" messages={otherErrors} />
        <RadioGroup
          label="Payment type"
          required
          layout="grid"
          options={paymentOptions}
          {...registered('paymentType')}
        />
        {notice ? <Banner severity="info">{notice}</Banner> : null}
        {insured ? (
          <>
            <div>
              <label className={styles.lead} htmlFor="insurance-card-file">
                Read the insurance card (image or PDF)
              </label>{' '}
              <input
                id="insurance-card-file"
                type="file"
                accept=".gif,.jpeg,.jpg,.pdf,.png,.tiff"
                disabled={reading}
                onChange={(event) => {
                  void readCard(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              {reading ? <p role="status">Reading the card…</p> : null}
              {cardMessage ? (
                <p role={cardMessage.error ? 'alert' : 'status'}>{cardMessage.text}</p>
              ) : null}
            </div>
            <FormGrid>
              <FormGridItem span={2}>
                <Controller
                  control={control}
                  name="plan"
                  render={({ field }) => (
                    <LazyTypeahead<PlanOption>
                      label="Insurance plan"
                      required
                      description={`Plans for ${findPaymentType(paymentType)?.label ?? 'this payment type'}.`}
                      loadOptions={loadPlans}
                      value={
                        field.value
                          ? {
                              value: field.value.code,
                              label: field.value.name,
                              code: field.value.code,
                              name: field.value.name,
                            }
                          : null
                      }
                      onChange={(option) =>
                        field.onChange(option ? { code: option.code, name: option.name } : null)
                      }
                      onBlur={field.onBlur}
                      error={errors.plan?.message}
                    />
                  )}
                />
              </FormGridItem>
              <FormGridItem span={2}>
                <PlanByCode
                  onFound={(plan) =>
                    setValue(
                      'plan',
                      { code: plan.planCode, name: plan.planName },
                      { shouldValidate: true, shouldDirty: true },
                    )
                  }
                />
              </FormGridItem>
              <FormGridItem span={2}>
                <TextField
                  label="Other insurance (not in the list)"
                  {...registered('otherInsuranceName')}
                />
              </FormGridItem>
              <TextField label="Policy id" required {...registered('policyId')} />
              <TextField label="Group id" {...registered('groupId')} />
              <TextField label="Group name" {...registered('groupName')} />
              <TextField label="Plan id" {...registered('planId')} />
              <TextField label="Certificate" {...registered('certificate')} />
              <DateInput label="Effective date" {...registered('effectiveDate')} />
              <DateInput label="Expiration date" {...registered('expirationDate')} />
              <SelectField
                control={control}
                name="relationToPatient"
                label="Subscriber’s relation to the patient"
                required
                placeholder="Select a relation"
                options={codeOptions(RelationsToPatient)}
                error={errors.relationToPatient?.message}
              />
              <TextField label="Subscriber first name" {...registered('subscriberFirstName')} />
              <TextField label="Subscriber middle name" {...registered('subscriberMiddleName')} />
              <TextField label="Subscriber last name" {...registered('subscriberLastName')} />
              <DateInput label="Subscriber date of birth" {...registered('birthDate')} />
              <SelectField
                control={control}
                name="gender"
                label="Subscriber sex"
                placeholder="Select"
                options={codeOptions(Genders)}
              />
              <TextField label="Employer" {...registered('employerName')} />
              <TextField label="Employer contact" {...registered('employerContact')} />
              <FormGridItem span={4}>
                <Checkbox
                  label="The patient has no insurance card"
                  {...register('hasNoInsuranceCard')}
                />
              </FormGridItem>
            </FormGrid>
          </>
        ) : null}
        <Inline>
          <Button type="submit" loading={isSubmitting}>
            Save the policy
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </Inline>
      </form>
    </Dialog>
  );
}

/** The patient's insurance policies, with adding and editing. */
export function InsurancePolicies({
  patient,
  onSaved,
}: {
  patient: Patient;
  onSaved: (patient: Patient) => void;
}) {
  const [editing, setEditing] = useState<number | null | 'none'>('none');
  return (
    <Card as="div">
      <h2>Insurance</h2>
      {patient.insurances.length === 0 ? (
        <p>No insurance policy.</p>
      ) : (
        <Stack as="ul" gap="md">
          {patient.insurances.map((policy, index) => {
            const plan = policy.insurance?.name ?? policy.insurance?.otherInsuranceName;
            const payment = policy.paymentType
              ? findPaymentType(policy.paymentType)?.label
              : undefined;
            return (
              <li key={policy.id}>
                <p>
                  <strong>{payment ?? 'No payment type'}</strong>
                  {plan ? ` · ${plan}` : ''}
                  {policy.policyId ? ` · policy ${policy.policyId}` : ''}
                  {policy.groupId ? ` · group ${policy.groupId}` : ''}
                  {policy.effectiveDate ? ` · from ${formatTypedDate(policy.effectiveDate)}` : ''}
                </p>
                <Button size="small" variant="secondary" onClick={() => setEditing(index)}>
                  Edit policy {index + 1}
                </Button>
              </li>
            );
          })}
        </Stack>
      )}
      <Inline>
        <Button variant="secondary" onClick={() => setEditing(null)}>
          Add an insurance policy
        </Button>
      </Inline>
      {editing !== 'none' ? (
        <PolicyDialog
          patient={patient}
          index={editing}
          onClose={() => setEditing('none')}
          onSaved={onSaved}
        />
      ) : null}
    </Card>
  );
}

import { useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  Banner,
  Button,
  Checkbox,
  DateInput,
  FormGrid,
  FormGridItem,
  RadioGroup,
  TextField,
  type DateInputHandle,
  Card,
  Inline,
  Stack,
} from '@loci/ui';
import {
  ContactTypes,
  Countries,
  Genders,
  addressFromGeocoderResult,
  isPoBoxAddress,
  isShippableCountry,
  patientFormAddress,
  regionsOfCountry,
} from '@loci/domain';
import {
  createPatient,
  updatePatient,
  type Patient,
  type PlaceGeocoderResult,
} from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useSave } from '../api/callHooks.tsx';
import { SelectField, registeredFields } from '../forms/FormFields.tsx';
import { FormErrors } from '../forms/FormErrors.tsx';
import { focusFirstInvalidField, submittedForm } from '../forms/focusFirstInvalidField.ts';
import { ApiValidationError } from '../api/apiErrors.ts';
import { createPlacesAddressProvider } from './placesAddressProvider.ts';
import {
  patientCreatePayload,
  patientUpdatePayload,
  validatePatientForm,
  type PatientFormValues,
} from './patientForm.ts';
import { formPathOfServerError } from './serverFieldErrors.ts';
import { applyServerFieldErrors } from '../forms/serverFieldErrors.ts';
import { patientMessages } from './patientMessages.ts';
import { todayIso } from '../format/todayIso.ts';
import { LazyAddressAutocomplete } from '../forms/LazyAddressAutocomplete.tsx';
import { codeOptions } from '../forms/selectOptions.ts';

const countryOptions = Countries.map((item) => ({ value: item.alpha3Code, label: item.name }));

/** Flat path → message, as react-hook-form's nested errors. */
export function nestedFormErrors(problems: Record<string, string>): FieldErrors<PatientFormValues> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(problems)) {
    const parts = path.split('.');
    let node = errors;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = { type: 'validate', message };
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return errors as FieldErrors<PatientFormValues>;
}

export interface PatientFormProps {
  mode: 'create' | 'edit';
  initialValues: PatientFormValues;
  /** The patient being edited. */
  patient?: Patient;
  /** The account a new patient belongs to. */
  accountNumber?: string;
  labEmail: string;
  onSaved: (patient: Patient) => void;
  onCancel: () => void;
}

/** Creates or edits a patient's details with every rule of the spec beside its field. */
export function PatientForm({
  mode,
  initialValues,
  patient,
  accountNumber,
  labEmail,
  onSaved,
  onCancel,
}: PatientFormProps) {
  const { api, reporter, toaster } = usePortalServices();
  const creation = useSave(createPatient);
  const change = useSave(updatePatient);
  const provider = useMemo(() => createPlacesAddressProvider(api), [api]);
  const birthDateInput = useRef<DateInputHandle | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [addressText, setAddressText] = useState('');

  const resolver: Resolver<PatientFormValues> = async (values) => {
    const problems = validatePatientForm(values, {
      today: todayIso(),
      labEmail,
      typedBirthDate: birthDateInput.current?.input?.value ?? '',
    });
    if (Object.keys(problems).length === 0) return { values, errors: {} };
    return { values: {}, errors: nestedFormErrors(problems) };
  };

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<PatientFormValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onSubmit',
    // The first invalid field on the page takes the focus (focusFirstInvalidField), not the first
    // registered one (the date of birth is registered before the names).
    shouldFocusError: false,
  });
  const registered = registeredFields(register, errors);
  const contacts = useFieldArray({ control, name: 'contacts' });

  const [country, street1, street2, contactValues] = useWatch({
    control,
    name: ['country', 'street1', 'street2', 'contacts'],
  });
  const regions = regionsOfCountry(country);
  const poBox = isPoBoxAddress({ street1, street2 });
  const shippable = country === '' || isShippableCountry(country);

  const birthDateField = register('birthDate');

  const fillAddress = (result: PlaceGeocoderResult) => {
    const address = patientFormAddress(addressFromGeocoderResult(result), {
      apartment: getValues('apartment'),
    });
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('country', address.country, options);
    setValue('street1', address.street1, options);
    setValue('street2', address.street2, options);
    setValue('city', address.city, options);
    setValue('state', address.state, options);
    setValue('zip', address.zip, options);
  };

  const submit = handleSubmit(async (values, event) => {
    setOtherErrors([]);
    const update = mode === 'edit' && patient ? patientUpdatePayload(values, patient) : null;
    const payload = update ?? patientCreatePayload(values, accountNumber ?? '');
    try {
      const saved = update
        ? await change.trigger({ body: update.body })
        : await creation.trigger({ body: payload.body });
      toaster.show({
        severity: 'success',
        message: mode === 'edit' ? patientMessages.updated : patientMessages.created,
      });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiValidationError && error.status === 400) {
        reporter.markHandled(error);
        const sorted = applyServerFieldErrors({ setError }, error, {
          pathMap: (path) => formPathOfServerError(path, payload.contactRows),
          focus: submittedForm(event) ?? true,
        });
        setOtherErrors(sorted.other);
      }
    }
  }, focusFirstInvalidField(setFocus));

  const title = mode === 'edit' ? 'Edit patient details' : 'New patient';
  return (
    <form aria-label={title} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <FormErrors title="The patient could not be saved" messages={otherErrors} />
        <Card heading="Patient">
          <FormGrid>
            <TextField
              label="First name"
              autoComplete="off"
              description="A first or a last name is required."
              {...registered('firstName')}
            />
            <TextField label="Middle name" autoComplete="off" {...registered('middleName')} />
            <TextField label="Last name" autoComplete="off" {...registered('lastName')} />
            <DateInput
              label="Date of birth"
              required
              error={errors.birthDate?.message}
              {...birthDateField}
              ref={(handle: DateInputHandle | null) => {
                birthDateField.ref(handle);
                birthDateInput.current = handle;
              }}
            />
            <FormGridItem span={2}>
              <RadioGroup
                label="Sex"
                layout="inline"
                required
                options={codeOptions(Genders)}
                {...registered('gender')}
              />
            </FormGridItem>
            <TextField label="Gender identity" {...registered('genderIdentification')} />
            <TextField label="MRN" {...registered('mrn')} />
            <TextField label="External patient id" {...registered('externalPatientId')} />
            <TextField label="Race" {...registered('race')} />
            <FormGridItem span={2}>
              <TextField
                label="Ethnic groups"
                description="Separate several with commas."
                {...registered('ethnicGroup')}
              />
            </FormGridItem>
          </FormGrid>
        </Card>

        <Card heading="Address">
          <FormGrid>
            <FormGridItem span={4}>
              <LazyAddressAutocomplete
                label="Find the address"
                description="Type the street address and choose it from the list, or fill in the fields below."
                provider={provider}
                value={addressText}
                onChange={setAddressText}
                onResolve={fillAddress}
              />
            </FormGridItem>
            <FormGridItem span={2}>
              <TextField label="Street address" autoComplete="off" {...registered('street1')} />
            </FormGridItem>
            <FormGridItem span={2}>
              <TextField label="Address line 2" autoComplete="off" {...registered('street2')} />
            </FormGridItem>
            <TextField label="Apartment" autoComplete="off" {...registered('apartment')} />
            <TextField label="City" autoComplete="off" {...registered('city')} />
            {regions.length > 0 ? (
              <SelectField
                control={control}
                name="state"
                label="State"
                placeholder="Select a state"
                options={regions.map((region) => ({ value: region.code, label: region.name }))}
                error={errors.state?.message}
              />
            ) : (
              <TextField label="State" autoComplete="off" {...registered('state')} />
            )}
            <TextField label="ZIP code" autoComplete="off" {...registered('zip')} />
            <TextField label="County" autoComplete="off" {...registered('county')} />
            <FormGridItem span={2}>
              <SelectField
                control={control}
                name="country"
                label="Country"
                required
                placeholder="Select a country"
                options={countryOptions}
                error={errors.country?.message}
              />
            </FormGridItem>
          </FormGrid>
          {poBox ? (
            <Banner severity="warn" title="P.O. box address">
              {patientMessages.poBox}
            </Banner>
          ) : null}
          {!shippable ? (
            <Banner severity="info" title="Outside the shipping area">
              {patientMessages.notShippable}
            </Banner>
          ) : null}
        </Card>

        <Card heading="Contacts">
          {contacts.fields.map((field, index) => {
            const type = contactValues[index]?.contactType ?? field.contactType;
            const kind = ContactTypes.find((item) => item.code === type)?.description ?? 'Contact';
            return (
              <FormGrid key={field.id}>
                <SelectField
                  control={control}
                  name={`contacts.${index}.contactType`}
                  label={`Contact ${index + 1} type`}
                  options={codeOptions(ContactTypes)}
                />
                <TextField
                  label={`Contact ${index + 1} (${kind.toLowerCase()})`}
                  type={type === 'E' ? 'email' : 'tel'}
                  autoComplete="off"
                  {...registered(`contacts.${index}.contactValue`)}
                />
                <Checkbox
                  label={`Notify the patient (contact ${index + 1})`}
                  {...register(`contacts.${index}.notifyPatient`)}
                />
                <Inline>
                  <Button variant="tertiary" size="small" onClick={() => contacts.remove(index)}>
                    Remove contact {index + 1}
                  </Button>
                </Inline>
              </FormGrid>
            );
          })}
          <Inline>
            <Button
              variant="secondary"
              size="small"
              onClick={() =>
                contacts.append({ contactType: 'H', contactValue: '', notifyPatient: false })
              }
            >
              Add a contact
            </Button>
          </Inline>
        </Card>

        <Inline>
          <Button type="submit" loading={isSubmitting}>
            {mode === 'edit' ? 'Save changes' : 'Create patient'}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

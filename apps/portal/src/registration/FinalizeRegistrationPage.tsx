import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import {
  clientRegistrationSchema,
  finalizeClientRegistration,
  type UserProfile,
} from '@loci/contract';
import { Button, TextField, PageHeader, Inline, Stack } from '@loci/ui';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { usePageHeading } from '../shell/usePageHeading.ts';
import { useSave } from '../api/callHooks.tsx';
import { applyServerFieldErrors } from '../forms/serverFieldErrors.ts';
import { useUserProfileKey } from '../profile/useUserProfile.ts';
import { ApiValidationError } from '../api/apiErrors.ts';
import { rememberUser } from '../accounts/selectedAccount.ts';
import { postLoginDestination } from '../session/sessionRules.ts';
import { useProfile } from '../access/RequireSession.tsx';
import * as styles from '../shell/page.css.ts';

type RegistrationInput = z.input<typeof clientRegistrationSchema>;
type RegistrationOutput = z.output<typeof clientRegistrationSchema>;
type RegistrationField = FieldPath<RegistrationInput>;

const fields: ReadonlyArray<{
  name: RegistrationField;
  label: string;
  required?: boolean;
  type?: 'text' | 'tel';
  autoComplete?: string;
  description?: string;
  wide?: boolean;
}> = [
  { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'middleName', label: 'Middle name', autoComplete: 'additional-name' },
  { name: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'npi', label: 'NPI', description: 'National Provider Identifier, 10 digits' },
  { name: 'licenseNumber', label: 'License number' },
  { name: 'phone', label: 'Phone', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'fax', label: 'Fax', type: 'tel' },
  { name: 'address1', label: 'Address', required: true, autoComplete: 'address-line1', wide: true },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { name: 'stateCode', label: 'State', required: true, description: 'Two-letter code, e.g. MA' },
  { name: 'zip', label: 'ZIP code', required: true, autoComplete: 'postal-code' },
  { name: 'countryCode', label: 'Country', description: 'Three-letter code, e.g. USA' },
];

function initialValues(profile: UserProfile): RegistrationInput {
  return {
    firstName: profile.firstName ?? '',
    middleName: profile.middleName ?? '',
    lastName: profile.lastName ?? '',
    npi: profile.npi ?? '',
    licenseNumber: profile.licenseNumber ?? '',
    phone: profile.phone ?? profile.mobilePhone ?? '',
    fax: profile.fax ?? '',
    address1: profile.address1 ?? '',
    city: profile.city ?? '',
    stateCode: profile.stateCode ?? '',
    zip: profile.zip ?? '',
    countryCode: profile.countryCode ?? 'USA',
  };
}

const fieldNames = new Set<string>(fields.map((field) => field.name));

/** #finalize-registration: the user confirms their details to complete portal registration. */
export function FinalizeRegistrationPage() {
  const profile = useProfile();
  const { reporter, storage } = usePortalServices();
  const profileKey = useUserProfileKey();
  const registration = useSave(finalizeClientRegistration, () => ({
    key: profileKey,
    data: (answer) => answer,
  }));
  const navigate = useNavigate();
  const heading = usePageHeading('Complete your registration');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput, unknown, RegistrationOutput>({
    resolver: zodResolver(clientRegistrationSchema),
    defaultValues: initialValues(profile),
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const updated = await registration.trigger({ body: values });
      rememberUser(storage, updated);
      navigate(postLoginDestination(updated, null), { replace: true });
    } catch (error) {
      if (error instanceof ApiValidationError) {
        const sorted = applyServerFieldErrors({ setError }, error, { fields: fieldNames });
        // Every error sits beside its field: no toast needed.
        if (sorted.other.length === 0 && error.errors.length > 0) reporter.markHandled(error);
        setFormError('Please correct the fields marked below.');
      } else {
        setFormError('Your registration could not be saved. Please try again.');
      }
    }
  });

  return (
    <Stack as="section" gap="lg" aria-labelledby="finalize-title">
      <PageHeader
        title="Complete your registration"
        headingProps={{ id: 'finalize-title', ref: heading, tabIndex: -1 }}
      />
      <p className={styles.lead}>
        Confirm your details to finish setting up your portal access. Fields marked with an asterisk
        are required.
      </p>
      {formError ? (
        <p className={styles.warningNotice} role="alert">
          {formError}
        </p>
      ) : null}
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="finalize-title"
      >
        <div className={styles.formGrid}>
          {fields.map((field) => (
            <TextField
              key={field.name}
              className={field.wide ? styles.wide : undefined}
              label={field.label}
              required={field.required}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              description={field.description}
              error={errors[field.name]?.message}
              {...register(field.name)}
            />
          ))}
        </div>
        <Inline style={{ marginTop: '1.5rem' }}>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            Complete registration
          </Button>
        </Inline>
      </form>
    </Stack>
  );
}

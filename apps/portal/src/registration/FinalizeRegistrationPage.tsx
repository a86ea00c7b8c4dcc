import { useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { ValidationMessages } from '@loci/domain';
import {
  clientRegistrationSchema,
  finalizeClientRegistration,
  type UserProfile,
} from '@loci/contract';
import { Button, Inline } from '@loci/ui';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { ScreenSection } from '../shell/ScreenSection.tsx';
import { useSave } from '../api/callHooks.tsx';
import { useSchemaForm } from '../forms/useSchemaForm.ts';
import { FormNotice } from '../forms/FormErrors.tsx';
import { TextFieldGrid, type SchemaFields } from '../forms/TextFieldGrid.tsx';
import { describedFieldValues } from '../forms/describedFieldValues.ts';
import { useUserProfileKey } from '../profile/useUserProfile.ts';
import { rememberUser } from '../accounts/selectedAccount.ts';
import { postLoginDestination } from '../session/sessionRules.ts';
import { useProfile } from '../access/RequireSession.tsx';
import * as styles from '../shell/page.css.ts';

/**
 * The registration's fields. An ordering provider's NPI is required (the server refuses it
 * missing): it carries the asterisk as the other required fields do.
 */
const fieldsFor = (orderingProvider: boolean): SchemaFields<typeof clientRegistrationSchema> => [
  { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'middleName', label: 'Middle name', autoComplete: 'additional-name' },
  { name: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
  {
    name: 'npi',
    label: 'NPI',
    required: orderingProvider,
    description: 'National Provider Identifier, 10 digits',
  },
  { name: 'licenseNumber', label: 'License number' },
  { name: 'phone', label: 'Phone', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'fax', label: 'Fax', type: 'tel' },
  { name: 'address1', label: 'Address', required: true, autoComplete: 'address-line1', wide: true },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { name: 'stateCode', label: 'State', required: true, description: 'Two-letter code, e.g. MA' },
  { name: 'zip', label: 'ZIP code', required: true, autoComplete: 'postal-code' },
  { name: 'countryCode', label: 'Country', description: 'Three-letter code, e.g. USA' },
];

/** An ordering provider's registration: the contract's, with the NPI required as the server does. */
const providerRegistrationSchema = clientRegistrationSchema.check(
  z.refine((values) => Boolean(values.npi), {
    message: ValidationMessages.required,
    path: ['npi'],
  }),
);

function initialValues(
  fields: SchemaFields<typeof clientRegistrationSchema>,
  profile: UserProfile,
): z.input<typeof clientRegistrationSchema> {
  return {
    ...describedFieldValues(fields, profile),
    phone: profile.phone ?? profile.mobilePhone ?? '',
    countryCode: profile.countryCode ?? 'USA',
  };
}

/** #finalize-registration: the user confirms their details to complete portal registration. */
export function FinalizeRegistrationPage() {
  const profile = useProfile();
  const { storage } = usePortalServices();
  const profileKey = useUserProfileKey();
  const registration = useSave(finalizeClientRegistration, () => ({
    key: profileKey,
    data: (answer) => answer,
  }));
  const navigate = useNavigate();
  const orderingProvider = profile.isOrderingProvider === true;
  const fields = fieldsFor(orderingProvider);
  const { form, formError, submit } = useSchemaForm(
    orderingProvider ? providerRegistrationSchema : clientRegistrationSchema,
    initialValues(fields, profile),
    {
      save: async (values) => {
        const updated = await registration.trigger({ body: values });
        rememberUser(storage, updated);
        navigate(postLoginDestination(updated, null), { replace: true });
      },
      fields: fields.map((field) => field.name),
      failed: 'Your registration could not be saved. Please try again.',
      otherFirst: false,
    },
  );

  return (
    <ScreenSection title="Complete your registration" headingId="finalize-title">
      <p className={styles.lead}>
        Confirm your details to finish setting up your portal access. Fields marked with an asterisk
        are required.
      </p>
      <FormNotice message={formError} />
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="finalize-title"
      >
        <TextFieldGrid fields={fields} register={form.register} errors={form.formState.errors} />
        <Inline style={{ marginTop: '1.5rem' }}>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            Complete registration
          </Button>
        </Inline>
      </form>
    </ScreenSection>
  );
}

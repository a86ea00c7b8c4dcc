// The user's contact information on the profile: read, changed with the contract's rules beside
// each field, and the server's refusals put beside the fields they name.
import { useState } from 'react';
import {
  clientContactInfoUpdateSchema,
  fetchClientContactInfo,
  updateClientContactInfo,
  type ClientContactInfo,
} from '@loci/contract';
import { Banner, Button, Card, Inline } from '@loci/ui';
import { useCall, useCallCache, useCallKey, useSave } from '../api/callHooks.tsx';
import { ReadFailure } from '../api/ReadFailure.tsx';
import { useSchemaForm } from '../forms/useSchemaForm.ts';
import { FormNotice } from '../forms/FormErrors.tsx';
import { TextFieldGrid, type SchemaFields } from '../forms/TextFieldGrid.tsx';
import { describedFieldValues } from '../forms/describedFieldValues.ts';
import { useUserProfileKey } from './useUserProfile.ts';
import { DetailsList } from '../shell/DetailsList.tsx';

export const contactFields: SchemaFields<typeof clientContactInfoUpdateSchema> = [
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'mobilePhone', label: 'Mobile phone', type: 'tel' },
  { name: 'homePhone', label: 'Home phone', type: 'tel' },
  { name: 'fax', label: 'Fax', type: 'tel' },
  { name: 'address1', label: 'Address', autoComplete: 'address-line1', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'stateCode', label: 'State', description: 'Two-letter code, e.g. MA' },
  { name: 'zip', label: 'ZIP code', autoComplete: 'postal-code' },
  { name: 'countryCode', label: 'Country', description: 'Three-letter code, e.g. USA' },
];

function ContactForm({
  contact,
  onDone,
}: {
  contact: ClientContactInfo;
  onDone: (saved: boolean) => void;
}) {
  const contactKey = useCallKey(fetchClientContactInfo, {});
  const profileKey = useUserProfileKey();
  const cache = useCallCache();
  const saving = useSave(updateClientContactInfo, () => ({
    key: contactKey,
    data: (answer) => answer,
  }));
  const { form, formError, submit } = useSchemaForm(
    clientContactInfoUpdateSchema,
    describedFieldValues(contactFields, contact),
    {
      save: async (values) => {
        await saving.trigger({ body: values });
        // The profile shows the same e-mail, phones and address.
        if (profileKey) await cache.revalidate(profileKey);
        onDone(true);
      },
      fields: contactFields.map((field) => field.name),
      failed: 'Your contact information could not be saved. Please try again.',
    },
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Contact information">
      <FormNotice message={formError} />
      <TextFieldGrid
        fields={contactFields}
        register={form.register}
        errors={form.formState.errors}
      />
      <Inline style={{ marginTop: '1.5rem' }}>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save contact information
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          Cancel
        </Button>
      </Inline>
    </form>
  );
}

/** #profile: the contact information the lab uses for the user, changed here. */
export function ContactInfoCard() {
  const contact = useCall(fetchClientContactInfo, {}, { revalidateOnFocus: false });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Card as="div" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title">Contact information</h2>
      {contact.error ? (
        <ReadFailure
          error={contact.error}
          failed="Your contact information could not be loaded."
          onRetry={() => contact.mutate()}
        />
      ) : !contact.data ? (
        <p role="status">Loading your contact information…</p>
      ) : editing ? (
        <ContactForm
          contact={contact.data}
          onDone={(done) => {
            setEditing(false);
            setSaved(done);
          }}
        />
      ) : (
        <>
          {saved ? <Banner severity="success">Your contact information was saved.</Banner> : null}
          <DetailsList
            rows={contactFields.map((field) => [
              field.label,
              contact.data?.[field.name] || 'Not given',
            ])}
          />
          <Inline>
            <Button
              variant="secondary"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              Edit contact information
            </Button>
          </Inline>
        </>
      )}
    </Card>
  );
}

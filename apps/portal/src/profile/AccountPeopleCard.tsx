// The people of the user's accounts whom the lab may contact (the people API): listed per account,
// added and changed with the contract's rules beside each field.
import { useState } from 'react';
import type { z } from 'zod/mini';
import {
  accountContactSaveSchema,
  listAccountContacts,
  saveAccountContact,
  type AccountContact,
} from '@loci/contract';
import { Banner, Button, Card, Inline, Select } from '@loci/ui';
import { accountOptions } from '../accounts/selectedAccount.ts';
import { useCall, useCallKey, useSave } from '../api/callHooks.tsx';
import { useSchemaForm } from '../forms/useSchemaForm.ts';
import { FormNotice } from '../forms/FormErrors.tsx';
import { TextFieldGrid, type SchemaFields } from '../forms/TextFieldGrid.tsx';
import { describedFieldValues } from '../forms/describedFieldValues.ts';
import { useProfile } from '../access/RequireSession.tsx';
import { PlainTable } from '../shell/PlainTable.tsx';

type PersonInput = z.input<typeof accountContactSaveSchema>;

const personFields = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'lastName', label: 'Last name', required: true },
  { name: 'title', label: 'Title' },
  { name: 'contactRole', label: 'Role' },
  { name: 'email', label: 'E-mail', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'fax', label: 'Fax', type: 'tel' },
] as const satisfies SchemaFields<typeof accountContactSaveSchema>;

function personValues(person: AccountContact | null, accountNumber: string): PersonInput {
  return {
    ...(person ? { id: person.id } : {}),
    accountNumber: person?.accountNumber ?? accountNumber,
    ...describedFieldValues(personFields, person),
  };
}

function PersonForm({
  person,
  accounts,
  onDone,
}: {
  person: AccountContact | null;
  accounts: readonly { accountNumber: string; clientName: string }[];
  onDone: (saved: AccountContact | null) => void;
}) {
  const listKey = useCallKey(listAccountContacts, { query: {} });
  // The list is read again: a new person takes their place in it.
  const saving = useSave(saveAccountContact, () => ({ key: listKey }));
  const { form, formError, submit } = useSchemaForm(
    accountContactSaveSchema,
    personValues(person, accounts[0]?.accountNumber ?? ''),
    {
      save: async (values) => onDone(await saving.trigger({ body: values })),
      fields: ['accountNumber', ...personFields.map((field) => field.name)],
      failed: 'The person could not be saved. Please try again.',
    },
  );
  const { register } = form;
  const { errors } = form.formState;
  const title = person ? `Change ${person.firstName} ${person.lastName}` : 'Add a person';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
      <h3>{title}</h3>
      <FormNotice message={formError} />
      <TextFieldGrid fields={personFields} register={register} errors={errors}>
        {person ? (
          // A person stays with their account; the form keeps it as it was.
          <p>Account {person.accountNumber}</p>
        ) : (
          <Select
            label="Account"
            required
            options={accountOptions(accounts)}
            error={errors.accountNumber?.message}
            {...register('accountNumber')}
          />
        )}
      </TextFieldGrid>
      <Inline style={{ marginTop: '1.5rem' }}>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save person
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </Inline>
    </form>
  );
}

/** #profile: the people of the user's approved accounts the lab may contact. */
export function AccountPeopleCard() {
  const profile = useProfile();
  const accounts = profile.accounts.filter((account) => account.accessApproved);
  const people = useCall(listAccountContacts, { query: {} }, { revalidateOnFocus: false });
  const [editing, setEditing] = useState<AccountContact | 'new' | null>(null);
  const [savedName, setSavedName] = useState<string | null>(null);
  return (
    <Card as="div" aria-labelledby="people-title">
      <h2 id="people-title">People of your accounts</h2>
      <p>Whom the lab may contact about your accounts’ orders and reports.</p>
      {savedName ? <Banner severity="success">{savedName} was saved.</Banner> : null}
      {people.error ? <Banner severity="error">The people could not be loaded.</Banner> : null}
      {people.data && people.data.length === 0 ? <p>No people are listed yet.</p> : null}
      {people.data && people.data.length > 0 ? (
        <PlainTable
          labelledBy="people-title"
          columns={['Name', 'Account', 'Role', 'E-mail', 'Phone', 'Fax', 'Actions']}
        >
          {people.data.map((person) => (
            <tr key={person.id}>
              <td>
                {person.firstName} {person.lastName}
                {person.title ? `, ${person.title}` : ''}
              </td>
              <td>{person.accountNumber}</td>
              <td>{person.contactRole ?? '—'}</td>
              <td>{person.email ?? '—'}</td>
              <td>{person.phone ?? '—'}</td>
              <td>{person.fax ?? '—'}</td>
              <td>
                <Button
                  variant="secondary"
                  aria-label={`Change ${person.firstName} ${person.lastName}`}
                  onClick={() => {
                    setSavedName(null);
                    setEditing(person);
                  }}
                >
                  Change
                </Button>
              </td>
            </tr>
          ))}
        </PlainTable>
      ) : null}
      {editing ? (
        <PersonForm
          key={editing === 'new' ? 'new' : editing.id}
          person={editing === 'new' ? null : editing}
          accounts={accounts}
          onDone={(saved) => {
            setEditing(null);
            setSavedName(saved ? `${saved.firstName} ${saved.lastName}` : null);
          }}
        />
      ) : accounts.length > 0 ? (
        <Inline>
          <Button
            variant="secondary"
            onClick={() => {
              setSavedName(null);
              setEditing('new');
            }}
          >
            Add a person
          </Button>
        </Inline>
      ) : null}
    </Card>
  );
}

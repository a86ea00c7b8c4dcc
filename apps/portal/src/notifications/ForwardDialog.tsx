// Forwarding a notification to a person of its account (found by the people search): a dialog
// on each notification's card.
import { useState, type FormEvent } from 'react';
import { Button, Dialog, Inline, Select, Stack, Textarea, TextField } from '@loci/ui';
import { ValidationMessages } from '@loci/domain';
import type { Notification } from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useForward, usePeopleSearch } from './notificationQueries.ts';
import { notificationTexts as texts } from './notificationTexts.ts';

/** Forwards a notification to a person of its account, found by the people search. */
export function ForwardDialog({ notification }: { notification: Notification }) {
  const { toaster } = usePortalServices();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [contactId, setContactId] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const people = usePeopleSearch(term, open ? notification.AccountNumber : null);
  const forward = useForward();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!contactId) {
      setError(ValidationMessages.required);
      return;
    }
    setError(undefined);
    await forward.trigger({
      body: {
        NotificationId: notification.NotificationId,
        ToContactId: Number(contactId),
        ...(note.trim() ? { Note: note.trim() } : {}),
      },
    });
    toaster.show({ severity: 'success', message: texts.forwarded });
    setOpen(false);
  };

  return (
    <Dialog
      title={texts.forwardTitle}
      description={notification.Message}
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">{texts.forward}</Button>}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextField
            label={texts.forwardSearch}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <Select
            label={texts.forwardTo}
            required
            placeholder="Select a person"
            value={contactId}
            error={error}
            onChange={(event) => setContactId(event.target.value)}
            options={(people.data ?? []).map((person) => ({
              value: String(person.ContactId),
              label: `${[person.FirstName, person.LastName].filter(Boolean).join(' ') || person.Email} (${person.Email})`,
            }))}
          />
          <Textarea
            label={texts.forwardNote}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Inline>
            <Button type="submit" loading={forward.isMutating}>
              {texts.forwardSend}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}

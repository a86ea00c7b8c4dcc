import { useState, type FormEvent } from 'react';
import { Button, Dialog, Select, Stack } from '@loci/ui';
import type { SelectableMessageCategories, messageSubcategoriesFor } from '@loci/domain';
import type { MessageThread } from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useMessagingContacts, useSendMessage } from './messageQueries.ts';
import { messageTexts as texts } from './messageTexts.ts';
import {
  ThreadTopicFields,
  fieldErrorsOf,
  noThreadTopic,
  resultsCategory,
  type FieldErrors,
  type ThreadTopic,
} from './OrderMessages.tsx';
import { useUserProfile } from '../profile/useUserProfile.ts';
import { readableReportAccountNumbers } from '../reports/reportAccess.ts';
import { MessageBodyField, SendMessageButton } from './MessageBody.tsx';

type DialogErrors = FieldErrors & { contact?: string };

/**
 * A thread about an account rather than one order (v2 `threads/messages` with the account): the
 * person of the account it concerns is picked from the account contacts (messaging API
 * `account/contacts`); the thread belongs to that person's account and its subject names them.
 */
export function NewThreadDialog({ onStarted }: { onStarted: (thread: MessageThread) => void }) {
  const { reporter, toaster } = usePortalServices();
  const [open, setOpen] = useState(false);
  const contacts = useMessagingContacts(open);
  const send = useSendMessage('v2');
  const [contactId, setContactId] = useState('');
  const [topic, setTopic] = useState<ThreadTopic>(noThreadTopic);
  const { category, subcategory, scope } = topic;
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<DialogErrors>({});
  // A results discussion is for those who read the chosen person's account's reports (until the
  // profile is read, the server decides).
  const { data: profile } = useUserProfile();
  const reportAccounts = readableReportAccountNumbers(profile);
  const offersResults = (account: string | undefined) =>
    account === undefined || !profile || reportAccounts.has(account);
  const withResults = offersResults(
    contacts.data?.find((candidate) => String(candidate.id) === contactId)?.accountNumber,
  );

  const contactOptions = (contacts.data ?? []).map((contact) => ({
    value: String(contact.id),
    label: texts.startThread.contactName(contact),
  }));

  const reset = () => {
    setContactId('');
    setTopic(noThreadTopic);
    setBody('');
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const contact = contacts.data?.find((candidate) => String(candidate.id) === contactId);
    const missing: DialogErrors = {};
    if (!contact) missing.contact = texts.required;
    if (!category) missing.category = texts.required;
    if (!subcategory) missing.subcategory = texts.required;
    if (!body.trim()) missing.body = texts.required;
    setErrors(missing);
    if (!contact || Object.keys(missing).length > 0) return;
    try {
      const created = await send.startThread({
        accountNumber: contact.accountNumber,
        category: category as (typeof SelectableMessageCategories)[number],
        subcategory: subcategory as ReturnType<typeof messageSubcategoriesFor>[number],
        scope,
        subject: texts.startThread.subject(category, subcategory, contact),
        body,
      });
      toaster.show({ severity: 'success', message: texts.sent });
      reset();
      setOpen(false);
      onStarted(created.thread);
    } catch (failure) {
      const onFields = fieldErrorsOf(failure);
      if (onFields) {
        reporter.markHandled(failure);
        setErrors(onFields);
      }
    }
  };

  return (
    <Dialog
      title={texts.startThread.title}
      description={texts.startThread.description}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      trigger={<Button variant="secondary">{texts.startThread.open}</Button>}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Select
            label={texts.startThread.contact}
            required
            placeholder={
              contacts.data
                ? texts.choose(texts.startThread.contact)
                : texts.startThread.loadingContacts
            }
            options={contactOptions}
            value={contactId}
            error={errors.contact}
            onChange={(event) => {
              const next = event.target.value;
              const account = contacts.data?.find(
                (item) => String(item.id) === next,
              )?.accountNumber;
              setContactId(next);
              // Results is not offered for this account: a chosen Results topic is cleared.
              if (!offersResults(account)) {
                setTopic((current) =>
                  current.category === resultsCategory
                    ? { ...current, category: '', subcategory: '' }
                    : current,
                );
              }
            }}
          />
          <ThreadTopicFields
            topic={topic}
            errors={errors}
            onChange={setTopic}
            withResults={withResults}
          />
          <MessageBodyField
            label={texts.body}
            value={body}
            error={errors.body}
            onChange={setBody}
          />
          <SendMessageButton busy={send.busy} />
        </Stack>
      </form>
    </Dialog>
  );
}

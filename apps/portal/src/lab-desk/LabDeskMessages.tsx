// /lab-desk/messages: the providers' threads of every account, unread (for this reader) first;
// the chosen thread's messages, and the lab's reply with its scope (Proband, Family or Both). The
// thread keeps its category and subcategory; the provider hears the reply as a notification.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button, EmptyState, Inline, Select, Stack } from '@loci/ui';
import { MessageScopes, ValidationMessages } from '@loci/domain';
import type { MessageThread } from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { ThreadList, fieldErrorsOf } from '../messages/OrderMessages.tsx';
import * as styles from '../messages/OrderMessages.css.ts';
import { MessageList } from '../messages/MessageList.tsx';
import { ReadFailure } from '../api/ReadFailure.tsx';
import { base64OfBytes } from '../documents/documentTransfer.ts';
import { acceptAttribute, checkUploadFile } from '../documents/uploadRules.ts';
import { useDeskReply, useDeskThreadMessages, useDeskThreads } from './labDeskMessageQueries.ts';
import { textOptions } from '../forms/selectOptions.ts';
import { MessageBodyField } from '../messages/MessageBody.tsx';

const showOptions = [
  { value: 'all', label: 'All threads' },
  { value: 'UNREAD', label: 'Unread' },
];

function DeskThread({ thread, onChanged }: { thread: MessageThread; onChanged: () => void }) {
  const { reporter, toaster } = usePortalServices();
  const messages = useDeskThreadMessages(thread.threadId);
  const reply = useDeskReply();
  const [body, setBody] = useState('');
  const [scope, setScope] = useState<string>(thread.scope);
  const [error, setError] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // The input is uncontrolled: a new key empties it after a reply is sent.
  const [fileInputKey, setFileInputKey] = useState(0);
  const loaded = messages.data !== undefined;
  useEffect(() => {
    // Reading the messages marked the thread read for this reader: refresh the list.
    if (loaded) onChanged();
  }, [loaded, thread.threadId, onChanged]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(ValidationMessages.required);
      return;
    }
    setError(undefined);
    const problem = file ? await checkUploadFile(file) : null;
    setFileProblem(problem);
    if (problem) return;
    try {
      const attachment = file
        ? {
            fileName: file.name,
            content: base64OfBytes(new Uint8Array(await file.arrayBuffer())),
          }
        : undefined;
      await reply.trigger({
        params: { thread_id: thread.threadId },
        body: {
          body,
          scope: scope as MessageThread['scope'],
          ...(attachment ? { attachment } : {}),
        },
      });
      setBody('');
      setFile(null);
      setFileInputKey((key) => key + 1);
      toaster.show({ severity: 'success', message: 'Your reply was sent.' });
      await messages.mutate();
      onChanged();
    } catch (failure) {
      const onFields = fieldErrorsOf(failure);
      if (onFields) {
        reporter.markHandled(failure);
        const onFile = Object.entries(onFields).find(([path]) => path.startsWith('attachment'));
        if (onFile) setFileProblem(onFile[1] ?? null);
        else setError(onFields.body ?? Object.values(onFields)[0]);
      }
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="lab-desk-thread">
      <Stack gap="md">
        <h2 id="lab-desk-thread">{thread.subject}</h2>
        <p className={styles.meta}>
          Account {thread.accountNumber} · {thread.category} · {thread.subcategory}
        </p>
        {messages.data ? (
          <MessageList
            messages={messages.data}
            meta={(message) => (
              <>
                {message.senderName} · {message.scope} · {new Date(message.sentAt).toLocaleString()}
              </>
            )}
          />
        ) : messages.error ? (
          <ReadFailure
            error={messages.error}
            failed="The messages could not be loaded."
            onRetry={() => messages.mutate()}
          />
        ) : (
          <p aria-live="polite">Loading…</p>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Select
              label="About"
              value={scope}
              onChange={(event) => setScope(event.target.value)}
              options={textOptions(MessageScopes)}
            />
            <MessageBodyField label="Reply" value={body} error={error} onChange={setBody} />
            <div>
              <label htmlFor={`reply-file-${thread.threadId}`}>Attach a file (optional)</label>
              <input
                key={fileInputKey}
                id={`reply-file-${thread.threadId}`}
                type="file"
                accept={acceptAttribute}
                aria-invalid={fileProblem ? true : undefined}
                aria-describedby={fileProblem ? `reply-file-${thread.threadId}-error` : undefined}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
              {fileProblem ? (
                <p id={`reply-file-${thread.threadId}-error`} role="alert">
                  {fileProblem}
                </p>
              ) : null}
            </div>
            <Inline>
              <Button type="submit" loading={reply.isMutating}>
                Send reply
              </Button>
            </Inline>
          </Stack>
        </form>
      </Stack>
    </section>
  );
}

export function LabDeskMessages() {
  const [show, setShow] = useState<'all' | 'UNREAD'>('all');
  const threads = useDeskThreads(show === 'UNREAD' ? { ReadStatus: 'UNREAD' } : {});
  const [chosen, setChosen] = useState<MessageThread | null>(null);
  const refresh = threads.mutate;
  const onChanged = useCallback(() => void refresh(), [refresh]);
  const list = threads.data ?? [];
  return (
    <Stack gap="lg">
      <Inline>
        <Select
          label="Show"
          value={show}
          onChange={(event) => setShow(event.target.value === 'UNREAD' ? 'UNREAD' : 'all')}
          options={showOptions}
        />
      </Inline>
      {threads.error && !threads.data ? (
        <ReadFailure
          error={threads.error}
          failed="The message threads could not be loaded."
          onRetry={() => threads.mutate()}
        />
      ) : null}
      {threads.data && list.length === 0 ? (
        <EmptyState title="No messages from providers." headingLevel={2} />
      ) : null}
      {list.length > 0 ? (
        <ThreadList
          label="Providers’ threads"
          threads={list}
          selected={chosen?.threadId ?? null}
          onSelect={(threadId) =>
            setChosen(list.find((thread) => thread.threadId === threadId) ?? null)
          }
        />
      ) : null}
      {chosen ? <DeskThread key={chosen.threadId} thread={chosen} onChanged={onChanged} /> : null}
    </Stack>
  );
}

import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, EmptyState, Select } from '@loci/ui';
import {
  MessageScopes,
  SelectableMessageCategories,
  messageSubcategoriesFor,
  type MessageScope,
} from '@loci/domain';
import type { MessageThread } from '@loci/contract';
import { sortServerFieldErrors } from '../forms/serverFieldErrors.ts';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import * as page from '../shell/page.css.ts';
import { ReadFailure } from '../api/ReadFailure.tsx';
import {
  useOrderThreads,
  useSendMessage,
  useRefreshThreadLists,
  useThreadMessages,
  type ThreadRef,
} from './messageQueries.ts';
import type { MessagingRoad } from './messagingRoad.ts';
import { messageTexts as texts } from './messageTexts.ts';
import * as styles from './OrderMessages.css.ts';
import { MessageList } from './MessageList.tsx';
import { textOptions } from '../forms/selectOptions.ts';
import { MessageBodyField, SendMessageButton } from './MessageBody.tsx';

export interface OrderMessagesProps {
  orderId: number;
  /**
   * Whether the user reads the order's account's reports, and so may start a results discussion
   * (category Results; docs/decisions/messaging-api.md). True unless told.
   */
  withResults?: boolean;
  /** Which messaging calls the lab's flags choose (messagingRoad.ts); v2 unless told. */
  road?: Exclude<MessagingRoad, 'off'>;
}

export type FieldErrors = Partial<Record<'category' | 'subcategory' | 'scope' | 'body', string>>;

/** The category of a results discussion, read as the account's reports are read. */
export const resultsCategory = 'Results';

const categoryOptions = textOptions(SelectableMessageCategories);
/** Without results discussions: for those who do not read the account's reports (Orders Only). */
const categoryOptionsWithoutResults = textOptions(
  SelectableMessageCategories.filter((category) => category !== resultsCategory),
);
const scopeOptions = MessageScopes.map((scope) => ({
  value: scope,
  label: texts.scopeNames[scope],
}));

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Server validation errors beside their fields; the rest stays with the global reporter. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  const { fields } = sortServerFieldErrors(error, {
    fields: ['category', 'subcategory', 'scope', 'body'],
    firstSegment: true,
  });
  return Object.keys(fields).length > 0 ? (fields as FieldErrors) : null;
}

/** What a new thread is about: category, a subcategory of it, and whom (scope). */
export interface ThreadTopic {
  category: string;
  subcategory: string;
  scope: MessageScope;
}

/** A new thread's topic before anything is chosen. */
export const noThreadTopic: ThreadTopic = { category: '', subcategory: '', scope: 'Proband' };

/**
 * The three choices of a new thread; a new category clears the subcategory. `withResults` false
 * (the user does not read the account's reports) leaves Results out of the categories.
 */
export function ThreadTopicFields({
  topic,
  errors,
  onChange,
  withResults = true,
}: {
  topic: ThreadTopic;
  errors: FieldErrors;
  onChange: (topic: ThreadTopic) => void;
  withResults?: boolean;
}) {
  const subcategoryOptions = textOptions(messageSubcategoriesFor(topic.category));
  // Each choice is labelled, valued and refused by its name.
  const choice = (name: keyof ThreadTopic) => ({
    label: texts[name],
    value: topic[name],
    error: errors[name],
  });
  return (
    <>
      <Select
        {...choice('category')}
        required
        placeholder={texts.choose(texts.category)}
        options={withResults ? categoryOptions : categoryOptionsWithoutResults}
        onChange={(event) => onChange({ ...topic, category: event.target.value, subcategory: '' })}
      />
      <Select
        {...choice('subcategory')}
        required
        placeholder={texts.choose(texts.subcategory)}
        options={subcategoryOptions}
        disabled={!topic.category}
        onChange={(event) => onChange({ ...topic, subcategory: event.target.value })}
      />
      <Select
        {...choice('scope')}
        options={scopeOptions}
        onChange={(event) => onChange({ ...topic, scope: event.target.value as MessageScope })}
      />
    </>
  );
}

export function ThreadList(props: {
  label: string;
  threads: readonly MessageThread[];
  selected: number | null;
  onSelect: (threadId: number) => void;
}) {
  return (
    <ul className={styles.threads} aria-label={props.label}>
      {props.threads.map((thread) => (
        <li key={thread.threadId}>
          <button
            type="button"
            className={styles.thread}
            aria-pressed={props.selected === thread.threadId}
            onClick={() => props.onSelect(thread.threadId)}
          >
            {/* The name is the visible text (WCAG 2.5.3: speech users say what they see). */}
            <span className={thread.readStatus === 'UNREAD' ? styles.unreadSubject : undefined}>
              {thread.subject}
            </span>{' '}
            <span className={styles.meta}>
              {thread.category} · {thread.subcategory}
              {thread.lastMessageAt ? ` · ${when(thread.lastMessageAt)}` : ''}
            </span>{' '}
            {thread.readStatus === 'UNREAD' ? (
              <span className={styles.badge}>{texts.unread(thread.unreadCount)}</span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ThreadMessages({
  thread,
  road = 'v2',
  onRead,
}: {
  thread: ThreadRef;
  road?: MessagingRoad;
  onRead: () => void;
}) {
  const messages = useThreadMessages(thread, road);
  const threadId = thread.threadId;
  const loaded = messages.data !== undefined;
  useEffect(() => {
    // Reading the messages marked the thread read on the server: refresh the list.
    if (loaded) onRead();
  }, [loaded, threadId, onRead]);
  if (!messages.data) {
    return messages.error ? (
      <ReadFailure
        error={messages.error}
        failed={texts.messagesFailed}
        onRetry={() => messages.mutate()}
      />
    ) : (
      <p aria-live="polite">{texts.loading}</p>
    );
  }
  return (
    <MessageList
      messages={messages.data}
      meta={(message) =>
        texts.from(
          message.senderType === 'Lab' ? texts.lab : message.senderName,
          when(message.sentAt),
        )
      }
    />
  );
}

/**
 * The messages of an order (document 1: threads per order, read/unread status): its threads,
 * unread first; one thread's messages; a reply, or a new message with category, subcategory and
 * whom it is about.
 */
export function OrderMessages({ orderId, road = 'v2', withResults = true }: OrderMessagesProps) {
  const { reporter, toaster } = usePortalServices();
  const threads = useOrderThreads(orderId, road);
  const send = useSendMessage(road);
  const [selected, setSelected] = useState<number | null>(null);
  const [topic, setTopic] = useState<ThreadTopic>(noThreadTopic);
  const { category, subcategory, scope } = topic;
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = send.busy;
  const selectedThread = selected === null ? null : { threadId: selected, orderId };
  const replyMessages = useThreadMessages(selectedThread, road);
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!body.trim()) missing.body = texts.required;
    if (selected === null && !category) missing.category = texts.required;
    if (selected === null && !subcategory) missing.subcategory = texts.required;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      if (selected === null) {
        const created = await send.startThread({
          orderId,
          category: category as (typeof SelectableMessageCategories)[number],
          subcategory: subcategory as ReturnType<typeof messageSubcategoriesFor>[number],
          scope,
          body,
        });
        setSelected(created.thread.threadId);
      } else {
        await send.reply({ threadId: selected, orderId }, body);
        await replyMessages.mutate();
      }
      setBody('');
      toaster.show({ severity: 'success', message: texts.sent });
      await threads.mutate();
    } catch (error) {
      const onFields = fieldErrorsOf(error);
      if (onFields) {
        reporter.markHandled(error);
        setErrors(onFields);
      }
    }
  };

  // Reading a thread marks it read in every list, this one and the others.
  const onRead = useRefreshThreadLists();
  const list = threads.data ?? [];
  return (
    <section className={`${page.card} ${styles.panel}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{texts.title}</h2>
      {threads.error && !threads.data ? (
        <ReadFailure
          error={threads.error}
          failed={texts.threadsFailed}
          onRetry={() => threads.mutate()}
        />
      ) : null}
      {!threads.data && !threads.error ? <p aria-live="polite">{texts.loading}</p> : null}
      {threads.data && list.length === 0 ? (
        <EmptyState title={texts.empty} description={texts.emptyHint} headingLevel={3} />
      ) : null}
      {list.length > 0 ? (
        <ThreadList
          label={texts.threadsLabel(orderId)}
          threads={list}
          selected={selected}
          onSelect={setSelected}
        />
      ) : null}
      {selectedThread ? (
        <ThreadMessages thread={selectedThread} road={road} onRead={onRead} />
      ) : null}
      <form className={page.formGrid} onSubmit={(event) => void submit(event)} noValidate>
        {selected === null ? (
          <>
            <h3 className={page.wide}>{texts.newThread}</h3>
            <ThreadTopicFields
              topic={topic}
              errors={errors}
              onChange={setTopic}
              withResults={withResults}
            />
          </>
        ) : (
          <div className={page.wide}>
            <Button variant="secondary" size="small" onClick={() => setSelected(null)}>
              {texts.backToNew}
            </Button>
          </div>
        )}
        <div className={page.wide}>
          <MessageBodyField
            label={selected === null ? texts.body : texts.reply}
            value={body}
            error={errors.body}
            onChange={setBody}
          />
        </div>
        <SendMessageButton busy={busy} />
      </form>
    </section>
  );
}

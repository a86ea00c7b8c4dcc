import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, Select, Inline } from '@loci/ui';
import type { MessageThread } from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { ScreenSection } from '../shell/ScreenSection.tsx';
import { useHashQuery } from '../routing/useHashQuery.ts';
import * as page from '../shell/page.css.ts';
import { ReadFailure } from '../api/ReadFailure.tsx';
import {
  useAllThreads,
  useSendMessage,
  useThread,
  useRefreshThreadLists,
  useThreadMessages,
  useThreadOrder,
  type ThreadRef,
} from './messageQueries.ts';
import { useMessagingRoadRead, type MessagingRoad } from './messagingRoad.ts';
import { messageTexts as texts } from './messageTexts.ts';
import { NewThreadDialog } from './NewThreadDialog.tsx';
import { ThreadList, ThreadMessages, fieldErrorsOf } from './OrderMessages.tsx';
import * as styles from './OrderMessages.css.ts';
import { MessageBodyField, SendMessageButton } from './MessageBody.tsx';

const showOptions = [
  { value: 'all', label: texts.center.all },
  { value: 'unread', label: texts.center.unread },
];

/** A reply in the chosen thread: the message is required; the server's refusal shows beside it. */
function ThreadReply({
  thread,
  road,
  onSent,
}: {
  thread: ThreadRef;
  road: MessagingRoad;
  onSent: () => Promise<unknown>;
}) {
  const { reporter, toaster } = usePortalServices();
  const send = useSendMessage(road);
  const messages = useThreadMessages(thread, road);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const busy = send.busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(texts.required);
      return;
    }
    setError(undefined);
    try {
      await send.reply(thread, body);
      setBody('');
      toaster.show({ severity: 'success', message: texts.sent });
      await Promise.all([messages.mutate(), onSent()]);
    } catch (failure) {
      const onFields = fieldErrorsOf(failure);
      if (onFields) {
        reporter.markHandled(failure);
        setError(onFields.body ?? Object.values(onFields)[0]);
      }
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.panel}>
      <MessageBodyField label={texts.reply} value={body} error={error} onChange={setBody} />
      <SendMessageButton busy={busy} />
    </form>
  );
}

/**
 * `/user-account#messages-center`: every thread of the user's approved accounts, unread first,
 * with a filter for the unread ones; the chosen thread's messages, a link to its order and a reply.
 * `#messages-center?thread={id}` opens one thread (`messageThreadHref`).
 */
export function MessagesCenterPage() {
  const { road, error, retry } = useMessagingRoadRead();
  if (road === null) {
    return error ? (
      <ScreenSection title={texts.center.title} headingId="messages-center-title">
        <ReadFailure error={error} failed={texts.messagesFailed} onRetry={retry} />
      </ScreenSection>
    ) : (
      <p aria-live="polite">{texts.loading}</p>
    );
  }
  if (road === 'off') return <MessagingOff />;
  return <MessagesCenter road={road} />;
}

/** Two_Way_Messaging is off: the lab does not take messages through the portal. */
function MessagingOff() {
  return (
    <ScreenSection title={texts.center.title} headingId="messages-center-title">
      <EmptyState title={texts.off.title} description={texts.off.hint} headingLevel={2} />
    </ScreenSection>
  );
}

/** The chosen thread's header: its read status and size (`threads/{id}`), and its order. */
function ThreadSummary({ thread: chosen, road }: { thread: ThreadRef; road: MessagingRoad }) {
  const thread = useThread(chosen.threadId);
  const order = useThreadOrder(chosen.orderId);
  // Reading the messages marks the thread read, and a reply adds one: read the thread again.
  const shown = useThreadMessages(chosen, road).data?.length;
  const refresh = thread.mutate;
  useEffect(() => {
    if (shown !== undefined) void refresh();
  }, [shown, refresh]);
  return (
    <div role="group" aria-label={texts.center.summary}>
      <dl className={styles.summary}>
        {thread.data ? (
          <div>
            <dt>{texts.center.status}</dt>
            <dd>
              {texts.center.readStatus(thread.data.readStatus)} ·{' '}
              {texts.center.messageCount(thread.data.messageCount)}
            </dd>
          </div>
        ) : null}
        {order.data ? (
          <div>
            <dt>{texts.center.order}</dt>
            <dd>
              {texts.center.orderSummary(
                order.data.orderId,
                order.data.statusLabel,
                order.data.tests.map((test) => test.code),
              )}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

function MessagesCenter({ road }: { road: Exclude<MessagingRoad, 'off'> }) {
  // `#messages-center?show=unread` opens the unread ones (the dashboard's link).
  const query = useHashQuery();
  const [show, setShow] = useState<'all' | 'unread'>(() =>
    query.get('show') === 'unread' ? 'unread' : 'all',
  );
  const threads = useAllThreads(show === 'unread', road);
  // The chosen thread stays open after it is read, even where the list shows unread ones only.
  const [picked, setChosen] = useState<MessageThread | null>(null);
  const refreshThreads = threads.mutate;
  // Reading a thread marks it read in every list, this one and the others.
  const onRead = useRefreshThreadLists();
  const list = threads.data ?? [];
  // `?thread={id}` (a notification's link) opens that thread until another is picked.
  const linkedId = Number(query.get('thread'));
  const chosen = picked ?? list.find((thread) => thread.threadId === linkedId) ?? null;

  return (
    <ScreenSection
      title={texts.center.title}
      headingId="messages-center-title"
      actions={
        // v1 messages belong to orders: there a new conversation starts from the order's page.
        road === 'v2' ? (
          <NewThreadDialog
            onStarted={(thread) => {
              setChosen(thread);
              void refreshThreads();
            }}
          />
        ) : null
      }
    >
      <p className={page.lead}>{texts.center.lead}</p>
      <Inline>
        <Select
          label={texts.center.show}
          options={showOptions}
          value={show}
          onChange={(event) => setShow(event.target.value === 'unread' ? 'unread' : 'all')}
        />
      </Inline>
      {!threads.data && !threads.error ? <p aria-live="polite">{texts.loading}</p> : null}
      {threads.error && !threads.data ? (
        <ReadFailure
          error={threads.error}
          failed={texts.threadsFailed}
          onRetry={() => threads.mutate()}
        />
      ) : null}
      {threads.data && list.length === 0 ? (
        <EmptyState
          title={show === 'unread' ? texts.center.noneUnread : texts.center.none}
          description={show === 'unread' ? texts.center.noneUnreadHint : texts.center.noneHint}
          headingLevel={2}
        />
      ) : null}
      {list.length > 0 ? (
        <ThreadList
          label={texts.center.threads}
          threads={list}
          selected={chosen?.threadId ?? null}
          onSelect={(threadId) =>
            setChosen(list.find((thread) => thread.threadId === threadId) ?? null)
          }
        />
      ) : null}
      {chosen ? (
        <section
          className={`${page.card} ${styles.panel}`}
          aria-labelledby="messages-center-thread"
        >
          <h2 id="messages-center-thread">{chosen.subject}</h2>
          <p className={styles.meta}>
            {texts.center.account(chosen.accountNumber)}
            {chosen.orderId !== null ? (
              <>
                {' · '}
                <Link to={`/user-account#review/${chosen.orderId}`}>
                  {texts.center.openOrder(chosen.orderId)}
                </Link>
              </>
            ) : null}
          </p>
          <ThreadSummary key={chosen.threadId} thread={chosen} road={road} />
          <ThreadMessages thread={chosen} road={road} onRead={onRead} />
          <ThreadReply thread={chosen} road={road} onSent={refreshThreads} />
        </section>
      ) : list.length > 0 ? (
        <p>{texts.center.pick}</p>
      ) : null}
    </ScreenSection>
  );
}

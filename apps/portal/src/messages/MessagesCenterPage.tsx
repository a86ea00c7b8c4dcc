import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, Select, Textarea, PageHeader, Inline, Stack } from '@loci/ui';
import type { MessageThread } from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { usePageHeading } from '../shell/usePageHeading.ts';
import { useHashQuery } from '../routing/useHashQuery.ts';
import * as page from '../shell/page.css.ts';
import { useAllThreads, useSendMessage, useThreadMessages } from './messageQueries.ts';
import { messageTexts as texts } from './messageTexts.ts';
import { ThreadList, ThreadMessages, fieldErrorsOf } from './OrderMessages.tsx';
import * as styles from './OrderMessages.css.ts';

const showOptions = [
  { value: 'all', label: texts.center.all },
  { value: 'unread', label: texts.center.unread },
];

/** A reply in the chosen thread: the message is required; the server's refusal shows beside it. */
function ThreadReply({ threadId, onSent }: { threadId: number; onSent: () => Promise<unknown> }) {
  const { reporter, toaster } = usePortalServices();
  const send = useSendMessage();
  const messages = useThreadMessages(threadId);
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
      await send.reply(threadId, body);
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
      <Textarea
        label={texts.reply}
        required
        maxLength={4000}
        value={body}
        error={error}
        onChange={(event) => setBody(event.target.value)}
      />
      <Inline>
        <Button type="submit" loading={busy}>
          {texts.send}
        </Button>
      </Inline>
    </form>
  );
}

/**
 * `/user-account#messages-center`: every thread of the user's approved accounts, unread first,
 * with a filter for the unread ones; the chosen thread's messages, a link to its order and a reply.
 */
export function MessagesCenterPage() {
  const heading = usePageHeading(texts.center.title);
  // `#messages-center?show=unread` opens the unread ones (the dashboard's link).
  const query = useHashQuery();
  const [show, setShow] = useState<'all' | 'unread'>(() =>
    query.get('show') === 'unread' ? 'unread' : 'all',
  );
  const threads = useAllThreads(show === 'unread');
  // The chosen thread stays open after it is read, even where the list shows unread ones only.
  const [chosen, setChosen] = useState<MessageThread | null>(null);
  const refreshThreads = threads.mutate;
  const onRead = useCallback(() => void refreshThreads(), [refreshThreads]);
  const list = threads.data ?? [];

  return (
    <Stack as="section" gap="lg" aria-labelledby="messages-center-title">
      <PageHeader
        title={texts.center.title}
        headingProps={{ id: 'messages-center-title', ref: heading, tabIndex: -1 }}
      />
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
          <ThreadMessages threadId={chosen.threadId} onRead={onRead} />
          <ThreadReply threadId={chosen.threadId} onSent={refreshThreads} />
        </section>
      ) : list.length > 0 ? (
        <p>{texts.center.pick}</p>
      ) : null}
    </Stack>
  );
}

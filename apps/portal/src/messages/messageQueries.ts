// SWR hooks of the messaging API, on the road the lab's flags choose (messagingRoad.ts): v2 reads
// threads by read status with an order filter and a thread's own messages; v1 reads threads by
// `is_read` and an order's messages (docs/decisions/messaging-flags.md). Either way the product's
// sort holds: unread first, newest last message first (the server's order).
import { useCallback } from 'react';
import {
  messagingCalls,
  getMessagingOrder,
  type CallBody,
  type CallQuery,
  type MessageThread,
  type PortalMessage,
} from '@loci/contract';
import { useCall, useCallCache, useSave } from '../api/callHooks.tsx';
import type { MessagingRoad } from './messagingRoad.ts';

/** What a list read gives a screen, whichever call answered it. */
export interface ListRead<Item> {
  data: readonly Item[] | undefined;
  error: unknown;
  mutate: () => Promise<unknown>;
}

/**
 * A thread list on the road chosen: v2's read with its query (`readStatus`, `orderId`) or v1's
 * with its own (`is_read`); only the chosen road's call is made.
 */
function useThreadList(
  road: MessagingRoad,
  v2Query: CallQuery<typeof messagingCalls.listThreadsByReadStatusV2>,
  v1Query: CallQuery<typeof messagingCalls.listThreadsByReadStatus>,
): ListRead<MessageThread> {
  const v2 = useCall(
    messagingCalls.listThreadsByReadStatusV2,
    road === 'v2' ? { query: v2Query } : null,
  );
  const v1 = useCall(
    messagingCalls.listThreadsByReadStatus,
    road === 'v1' ? { query: v1Query } : null,
  );
  const read = road === 'v1' ? v1 : v2;
  return { data: read.data, error: read.error, mutate: read.mutate };
}

export function useOrderThreads(
  orderId: number,
  road: MessagingRoad = 'v2',
): ListRead<MessageThread> {
  // v1 has no order filter: the order's threads are picked from the user's threads.
  const read = useThreadList(road, { orderId }, {});
  return road === 'v1'
    ? { ...read, data: read.data?.filter((thread) => thread.orderId === orderId) }
    : read;
}

/** Whether an SWR key is a list of threads with read status (v1 or v2, any filter). */
export function isThreadListKey(key: unknown): boolean {
  return (
    Array.isArray(key) &&
    typeof key[1] === 'string' &&
    key[1].includes('/portal-messaging/threads/read-status')
  );
}

/**
 * Reads every thread list again (the order's, the center's, the header's count): reading a
 * thread marks it read everywhere, and a list read a moment ago would otherwise be reused as it
 * was when another screen mounts it (SWR's deduping interval).
 */
export function useRefreshThreadLists(): () => void {
  const { revalidate } = useCallCache();
  return useCallback(() => void revalidate(isThreadListKey), [revalidate]);
}

/** Every thread of the user's approved accounts (only the unread ones if asked), unread first. */
export function useAllThreads(
  unreadOnly: boolean,
  road: MessagingRoad = 'v2',
): ListRead<MessageThread> {
  return useThreadList(
    road,
    unreadOnly ? { readStatus: 'UNREAD' } : {},
    unreadOnly ? { is_read: 'false' } : {},
  );
}

/** Which thread to read: v1 reads its order's messages and keeps the thread's own. */
export interface ThreadRef {
  threadId: number;
  orderId: number | null;
}

export function useThreadMessages(
  thread: ThreadRef | null,
  road: MessagingRoad = 'v2',
): ListRead<PortalMessage> {
  const v2 = useCall(
    messagingCalls.listThreadMessages,
    road === 'v2' && thread ? { params: { thread_id: thread.threadId } } : null,
  );
  // v1 reads messages per order only (document 2 §7.2); a thread without an order has none there.
  const v1 = useCall(
    messagingCalls.listOrderMessages,
    road === 'v1' && thread?.orderId != null ? { query: { order_id: thread.orderId } } : null,
  );
  if (road === 'v1') {
    const noOrder = thread !== null && thread.orderId === null;
    return {
      data: noOrder ? [] : v1.data?.filter((message) => message.threadId === thread?.threadId),
      error: v1.error,
      mutate: v1.mutate,
    };
  }
  return { data: v2.data, error: v2.error, mutate: v2.mutate };
}

/** One thread with the user's read status (v1 `threads/{id}`; both roads have it). */
export function useThread(threadId: number | null) {
  return useCall(
    messagingCalls.getMessageThread,
    threadId === null ? null : { params: { thread_id: threadId } },
  );
}

/** The order a thread is about (messaging API `order/{order_id}`), for its summary. */
export function useThreadOrder(orderId: number | null) {
  return useCall(getMessagingOrder, orderId === null ? null : { params: { order_id: orderId } });
}

/** The contacts of the user's approved accounts the lab may message. */
export function useMessagingContacts(enabled: boolean) {
  return useCall(messagingCalls.listMessagingAccountContacts, enabled ? { query: {} } : null);
}

export type NewThreadMessage = CallBody<typeof messagingCalls.createThreadWithMessage>;

/**
 * Sends a new thread's first message, or a reply in a thread; `busy` while either is on its way.
 * v2 opens the thread and posts in one call; v1 opens it (`threads`) and posts to it (`messages`),
 * which needs the order (v1 messages belong to orders).
 */
export function useSendMessage(road: MessagingRoad = 'v2') {
  const starting = useSave(messagingCalls.createThreadWithMessage);
  const replying = useSave(messagingCalls.postThreadMessage);
  const opening = useSave(messagingCalls.createMessageThread);
  const posting = useSave(messagingCalls.postCustomerMessage);
  return {
    startThread: async (body: NewThreadMessage) => {
      if (road === 'v2') return starting.trigger({ body });
      const { body: text, orderId, ...request } = body;
      if (orderId === undefined) throw new Error('A v1 message belongs to an order');
      const thread = await opening.trigger({ body: { orderId, ...request } });
      const message = await posting.trigger({
        body: { orderId, threadId: thread.threadId, scope: thread.scope, body: text },
      });
      return { thread, message };
    },
    reply: async (thread: ThreadRef, body: string) => {
      if (road === 'v2') {
        return replying.trigger({ params: { thread_id: thread.threadId }, body: { body } });
      }
      if (thread.orderId === null) throw new Error('A v1 message belongs to an order');
      return posting.trigger({
        body: { orderId: thread.orderId, threadId: thread.threadId, body },
      });
    },
    busy: starting.isMutating || replying.isMutating || opening.isMutating || posting.isMutating,
  };
}

/** The header's count: unread threads of every approved account (read in the background). */
export function useUnreadThreadCount(enabled: boolean, road: MessagingRoad | null = 'v2'): number {
  const v2 = useCall(
    messagingCalls.listThreadsByReadStatusV2,
    enabled && road === 'v2'
      ? { query: { readStatus: 'UNREAD' }, kind: 'keepalive', report: false }
      : null,
  );
  const v1 = useCall(
    messagingCalls.listThreadsByReadStatus,
    enabled && road === 'v1'
      ? { query: { is_read: 'false' }, kind: 'keepalive', report: false }
      : null,
  );
  return (road === 'v1' ? v1.data?.length : v2.data?.length) ?? 0;
}

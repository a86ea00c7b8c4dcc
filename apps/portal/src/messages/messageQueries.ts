// SWR hooks of the messaging API for an order: its threads (v2 read status, the product's sort:
// unread first, newest last message first) and one thread's messages (reading them marks it read).
import {
  createThreadWithMessage,
  listThreadMessages,
  listThreadsByReadStatusV2,
  postThreadMessage,
  type CallBody,
} from '@loci/contract';
import { useCall, useSave } from '../api/callHooks.tsx';

export function useOrderThreads(orderId: number) {
  return useCall(listThreadsByReadStatusV2, { query: { orderId } });
}

/** Every thread of the user's approved accounts (only the unread ones if asked), unread first. */
export function useAllThreads(unreadOnly: boolean) {
  return useCall(listThreadsByReadStatusV2, {
    query: unreadOnly ? { readStatus: 'UNREAD' } : {},
  });
}

export function useThreadMessages(threadId: number | null) {
  return useCall(
    listThreadMessages,
    threadId === null ? null : { params: { thread_id: threadId } },
  );
}

export type NewThreadMessage = CallBody<typeof createThreadWithMessage>;

/** Sends a new thread's first message, or a reply in a thread; `busy` while either is on its way. */
export function useSendMessage() {
  const starting = useSave(createThreadWithMessage);
  const replying = useSave(postThreadMessage);
  return {
    startThread: (body: NewThreadMessage) => starting.trigger({ body }),
    reply: (threadId: number, body: string) =>
      replying.trigger({ params: { thread_id: threadId }, body: { body } }),
    busy: starting.isMutating || replying.isMutating,
  };
}

/** The header's count: unread threads of every approved account (read in the background). */
export function useUnreadThreadCount(enabled: boolean): number {
  const read = useCall(
    listThreadsByReadStatusV2,
    enabled ? { query: { readStatus: 'UNREAD' }, kind: 'keepalive', report: false } : null,
  );
  return read.data?.length ?? 0;
}

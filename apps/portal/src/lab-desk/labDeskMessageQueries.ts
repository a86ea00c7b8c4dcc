// SWR hooks of the lab desk's messages area: every account's threads (unread for this reader
// first), a thread's messages (reading marks it read for this reader), and the lab's reply.
import {
  listLabDeskThreadMessages,
  listLabDeskThreads,
  replyLabDeskThread,
  type LabDeskThreadListRequest,
} from '@loci/contract';
import { useCall, useSave } from '../api/callHooks.tsx';

export function useDeskThreads(request: LabDeskThreadListRequest) {
  return useCall(listLabDeskThreads, { body: request });
}

export function useDeskThreadMessages(threadId: number | null) {
  return useCall(
    listLabDeskThreadMessages,
    threadId === null ? null : { params: { thread_id: threadId } },
  );
}

export function useDeskReply() {
  return useSave(replyLabDeskThread);
}

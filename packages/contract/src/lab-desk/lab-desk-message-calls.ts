// The lab desk's messages area (docs/decisions/notifications.md): the providers' threads of every
// account with the lab reader's own read status, a thread's messages, and the lab's reply (the
// thread keeps its category and subcategory; the reply names its scope: Proband, Family or Both).
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { accountNumberField } from '../call/fields.js';
import {
  messageThreadSchema,
  messagingIdField,
  portalMessageSchema,
  threadMessageRequestSchema,
  threadParamsSchema,
  threadReadStatusSchema,
} from '../messaging/messaging-schemas.js';
import { messageAttachmentUploadSchema } from '../messaging/message-attachment-calls.js';

/** Threads for the desk: unread (for this reader) first, newest last message first. */
export const labDeskThreadListRequestSchema = z.object({
  ReadStatus: z.optional(threadReadStatusSchema),
  AccountNumber: z.optional(accountNumberField),
  OrderId: z.optional(messagingIdField),
});
export type LabDeskThreadListRequest = z.input<typeof labDeskThreadListRequestSchema>;

/** The lab's reply: the message, and optionally one file (the upload rules of documents). */
export const labDeskReplyRequestSchema = z.extend(threadMessageRequestSchema, {
  attachment: z.optional(messageAttachmentUploadSchema),
});
export type LabDeskReplyRequest = z.input<typeof labDeskReplyRequestSchema>;

export const labDeskMessageCalls = defineCalls(
  { feature: 'lab-desk', ...portalApi, wrapped: true },
  {
    listLabDeskThreads: {
      summary:
        'Lab desk: providers’ message threads of every account, unread for this reader first',
      method: 'POST',
      path: '/labdesk/threads/list',
      request: { body: labDeskThreadListRequestSchema },
      response: z.array(messageThreadSchema),
    },
    listLabDeskThreadMessages: {
      summary: 'Lab desk: the messages of a thread (marks it read for this reader)',
      method: 'GET',
      path: '/labdesk/threads/{thread_id}/messages',
      request: { params: threadParamsSchema },
      response: z.array(portalMessageSchema),
    },
    replyLabDeskThread: {
      summary: 'Lab desk: the lab’s reply in a thread; tells the account’s people (notification)',
      method: 'POST',
      path: '/labdesk/threads/{thread_id}/messages',
      request: { params: threadParamsSchema, body: labDeskReplyRequestSchema },
      response: portalMessageSchema,
    },
  },
);

export const { listLabDeskThreads, listLabDeskThreadMessages, replyLabDeskThread } =
  labDeskMessageCalls;

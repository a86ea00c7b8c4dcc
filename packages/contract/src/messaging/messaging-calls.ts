// The messaging calls of the external messaging API (document 2 section 7.2), served at
// /api/messaging/v1 and /api/messaging/v2 with bearer tokens; answers are bare JSON, as the
// messaging API's insurance search. Designed bodies: docs/decisions/messaging-api.md.
import { z } from '../zod.js';
import { defineCalls, messagingApi } from '../call/define-call.js';
import { accountContactSchema } from '../people/people-calls.js';
import {
  accountContactsQuerySchema,
  categorizedMessageRequestSchema,
  customerMessageRequestSchema,
  messageThreadSchema,
  orderQuerySchema,
  portalMessageSchema,
  readStatusQueryV1Schema,
  readStatusQueryV2Schema,
  threadMessageRequestSchema,
  threadParamsSchema,
  threadRequestSchema,
  threadWithMessageSchema,
} from './messaging-schemas.js';

export const messagingCalls = defineCalls(
  { feature: 'messaging', ...messagingApi, wrapped: false },
  {
    listMessagingAccountContacts: {
      summary: 'Contacts of the caller’s approved accounts whom the lab may message',
      method: 'GET',
      path: '/account/contacts',
      request: { query: accountContactsQuerySchema },
      response: z.array(accountContactSchema),
    },
    createThreadWithMessage: {
      summary: 'Opens a thread with a category and posts its first message',
      method: 'POST',
      path: '/portal-messaging/threads/messages',
      version: 'v2',
      request: { body: categorizedMessageRequestSchema },
      response: threadWithMessageSchema,
      successStatus: 201,
    },
    postCustomerMessage: {
      summary: 'Posts a message about an order (to the thread named, or the order’s first thread)',
      method: 'POST',
      path: '/portal-messaging/messages',
      request: { body: customerMessageRequestSchema },
      response: portalMessageSchema,
      successStatus: 201,
    },
    postThreadMessage: {
      summary: 'Posts a reply in a thread',
      method: 'POST',
      path: '/portal-messaging/threads/{thread_id}/messages',
      version: 'v2',
      request: { params: threadParamsSchema, body: threadMessageRequestSchema },
      response: portalMessageSchema,
      successStatus: 201,
    },
    listOrderMessages: {
      summary: 'Every message of an order’s threads, oldest first (marks them read)',
      method: 'GET',
      path: '/portal-messaging/messages',
      request: { query: orderQuerySchema },
      response: z.array(portalMessageSchema),
    },
    listThreadMessages: {
      summary: 'The messages of a thread, oldest first (marks the thread read)',
      method: 'GET',
      path: '/portal-messaging/threads/{thread_id}/messages',
      version: 'v2',
      request: { params: threadParamsSchema },
      response: z.array(portalMessageSchema),
    },
    getMessageThread: {
      summary: 'A thread with its read status',
      method: 'GET',
      path: '/portal-messaging/threads/{thread_id}',
      request: { params: threadParamsSchema },
      response: messageThreadSchema,
    },
    createMessageThread: {
      summary: 'Opens a thread (without a message) about an order or an account',
      method: 'POST',
      path: '/portal-messaging/threads',
      request: { body: threadRequestSchema },
      response: messageThreadSchema,
      successStatus: 201,
    },
    listThreadsByReadStatus: {
      summary: 'Threads of the caller’s accounts, unread first then newest last message first',
      method: 'GET',
      path: '/portal-messaging/threads/read-status',
      request: { query: readStatusQueryV1Schema },
      response: z.array(messageThreadSchema),
    },
    listThreadsByReadStatusV2: {
      summary: 'Threads filtered by order and read status, sorted by last_message_at asc or desc',
      method: 'GET',
      path: '/portal-messaging/threads/read-status',
      version: 'v2',
      request: { query: readStatusQueryV2Schema },
      response: z.array(messageThreadSchema),
    },
  },
);

export const {
  listMessagingAccountContacts,
  createThreadWithMessage,
  postCustomerMessage,
  postThreadMessage,
  listOrderMessages,
  listThreadMessages,
  getMessageThread,
  createMessageThread,
  listThreadsByReadStatus,
  listThreadsByReadStatusV2,
} = messagingCalls;

// The messaging calls of the external messaging API (document 2 section 7.2), served at
// /api/messaging/v1 and /api/messaging/v2 with bearer tokens; answers are bare JSON, as the
// messaging API's insurance search. Designed bodies: docs/decisions/messaging-api.md.
import { z } from 'zod';
import { defineCalls, get, post } from '../call/define-call.js';
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

const calls = defineCalls(
  { feature: 'messaging', base: '/api/messaging', version: 'v1', wrapped: false },
  {
    listMessagingAccountContacts: get('/account/contacts', {
      summary: 'Contacts of the caller’s approved accounts whom the lab may message',
      request: { query: accountContactsQuerySchema },
      response: z.array(accountContactSchema),
    }),
    createThreadWithMessage: post('/portal-messaging/threads/messages', {
      summary: 'Opens a thread with a category and posts its first message',
      version: 'v2',
      request: { body: categorizedMessageRequestSchema },
      response: threadWithMessageSchema,
      successStatus: 201,
    }),
    postCustomerMessage: post('/portal-messaging/messages', {
      summary: 'Posts a message about an order (to the thread named, or the order’s first thread)',
      request: { body: customerMessageRequestSchema },
      response: portalMessageSchema,
      successStatus: 201,
    }),
    postThreadMessage: post('/portal-messaging/threads/{thread_id}/messages', {
      summary: 'Posts a reply in a thread',
      version: 'v2',
      request: { params: threadParamsSchema, body: threadMessageRequestSchema },
      response: portalMessageSchema,
      successStatus: 201,
    }),
    listOrderMessages: get('/portal-messaging/messages', {
      summary: 'Every message of an order’s threads, oldest first (marks them read)',
      request: { query: orderQuerySchema },
      response: z.array(portalMessageSchema),
    }),
    listThreadMessages: get('/portal-messaging/threads/{thread_id}/messages', {
      summary: 'The messages of a thread, oldest first (marks the thread read)',
      version: 'v2',
      request: { params: threadParamsSchema },
      response: z.array(portalMessageSchema),
    }),
    getMessageThread: get('/portal-messaging/threads/{thread_id}', {
      summary: 'A thread with its read status',
      request: { params: threadParamsSchema },
      response: messageThreadSchema,
    }),
    createMessageThread: post('/portal-messaging/threads', {
      summary: 'Opens a thread (without a message) about an order or an account',
      request: { body: threadRequestSchema },
      response: messageThreadSchema,
      successStatus: 201,
    }),
    listThreadsByReadStatus: get('/portal-messaging/threads/read-status', {
      summary: 'Threads of the caller’s accounts, unread first then newest last message first',
      request: { query: readStatusQueryV1Schema },
      response: z.array(messageThreadSchema),
    }),
    listThreadsByReadStatusV2: get('/portal-messaging/threads/read-status', {
      summary: 'Threads filtered by order and read status, sorted by last_message_at asc or desc',
      version: 'v2',
      request: { query: readStatusQueryV2Schema },
      response: z.array(messageThreadSchema),
    }),
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
} = calls;

export const messagingCalls = Object.values(calls);

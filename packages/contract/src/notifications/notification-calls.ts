// The six notification calls of document 2 §7.1 and the live event stream's ticket (bodies:
// docs/decisions/notifications.md). The stream itself is server-sent events, not a JSON call:
// `liveEventStreamPath`, each event parsed with `liveEventSchema`.
import { defineCalls, portalApi } from '../call/define-call.js';
import {
  forwardedNotificationSchema,
  forwardNotificationRequestSchema,
  getNotificationPreferencesRequestSchema,
  listNotificationsRequestSchema,
  liveEventTicketSchema,
  notificationPageSchema,
  notificationParamsSchema,
  notificationPeopleSearchRequestSchema,
  notificationPersonSchema,
  notificationPreferencesSchema,
  notificationViewedSchema,
  setNotificationPreferencesRequestSchema,
} from './notification-schemas.js';
import { z } from '../zod.js';

export const notificationCalls = defineCalls(
  { feature: 'notifications', ...portalApi, wrapped: true },
  {
    getNotificationPreferences: {
      summary: 'The caller’s channel for every notification kind',
      method: 'POST',
      path: '/notifications/getpreferences',
      request: { body: getNotificationPreferencesRequestSchema },
      response: notificationPreferencesSchema,
    },
    setNotificationPreferences: {
      summary:
        'Sets the caller’s channel (Email 1, Portal 2, EmailAndPortal 3) of notification kinds',
      method: 'POST',
      path: '/notifications/setpreferences',
      request: { body: setNotificationPreferencesRequestSchema },
      response: notificationPreferencesSchema,
    },
    searchNotificationPeople: {
      summary: 'People of the caller’s accounts a notification may be forwarded to',
      method: 'POST',
      path: '/notifications/people/search',
      request: { body: notificationPeopleSearchRequestSchema },
      response: z.array(notificationPersonSchema),
    },
    forwardNotification: {
      summary: 'Forwards one of the caller’s notifications to another person of its account',
      method: 'POST',
      path: '/notification/forward',
      request: { body: forwardNotificationRequestSchema },
      response: forwardedNotificationSchema,
    },
    listNotificationsByAccount: {
      summary: 'The caller’s notifications by account: unread first, newest first',
      method: 'POST',
      path: '/notifications/list/byAccount',
      request: { body: listNotificationsRequestSchema },
      response: notificationPageSchema,
    },
    updateNotificationViewed: {
      summary: 'Marks one of the caller’s notifications viewed',
      method: 'GET',
      path: '/notification/{id}/updateViewed',
      request: { params: notificationParamsSchema },
      response: notificationViewedSchema,
    },
    openLiveEventTicket: {
      summary:
        'A short-lived ticket that opens the caller’s live event stream (server-sent events)',
      method: 'POST',
      path: '/events/ticket',
      request: { body: getNotificationPreferencesRequestSchema },
      response: liveEventTicketSchema,
    },
  },
);

export const {
  getNotificationPreferences,
  setNotificationPreferences,
  searchNotificationPeople,
  forwardNotification,
  listNotificationsByAccount,
  updateNotificationViewed,
  openLiveEventTicket,
} = notificationCalls;

/** The live event stream (GET, `text/event-stream`), under the portal API's base. */
export const liveEventStreamPath = '/api/portal/v1.0.1/events/stream';

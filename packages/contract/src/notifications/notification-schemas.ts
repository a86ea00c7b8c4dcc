// Notifications (document 2 §7.1 "Notifications", documents 1 and 3 "Notification"): what the lab
// tells a practice's people, where they prefer to hear it (channel Email 1, Portal 2,
// EmailAndPortal 3, per kind), and the live event stream that carries it as it happens. The spec
// shows no bodies: ours are recorded in docs/decisions/notifications.md.
import { PageSizes } from '@loci/domain';
import { z } from '../zod.js';
import {
  accountNumberField,
  fieldMessages,
  optionalText,
  requiredRowIdField,
  searchTextFilterField,
} from '../call/fields.js';

/** Notification channel (document 3): Email 1, Portal 2, EmailAndPortal 3. */
export const NotificationChannels = { Email: 1, Portal: 2, EmailAndPortal: 3 } as const;
export type NotificationChannel = (typeof NotificationChannels)[keyof typeof NotificationChannels];
export const notificationChannelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'Channel must be 1 (Email), 2 (Portal) or 3 (EmailAndPortal)',
});

/** The channel a person hears a kind on until they choose one. */
export const defaultNotificationChannel: NotificationChannel = NotificationChannels.Portal;

/** Whether a channel puts a row in the portal list / sends an e-mail. */
export const channelHasPortal = (channel: NotificationChannel): boolean => channel !== 1;
export const channelHasEmail = (channel: NotificationChannel): boolean => channel !== 2;

/** The events the lab tells a practice about. */
export const NotificationKinds = [
  'ReportReady',
  'ReportUpdated',
  'LabStatusChanged',
  'OrderOnHold',
  'PriorAuthStatusChanged',
  'LabMessage',
  'SupplyOrderShipped',
] as const;
export type NotificationKind = (typeof NotificationKinds)[number];
export const notificationKindSchema = z.enum(NotificationKinds);

/** What the portal names each kind on the preferences page. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  ReportReady: 'Report ready',
  ReportUpdated: 'Updated report',
  LabStatusChanged: 'Lab status changed',
  OrderOnHold: 'Order on hold',
  PriorAuthStatusChanged: 'Prior authorization status changed',
  LabMessage: 'Message from the lab',
  SupplyOrderShipped: 'Supply order shipped',
};

/** Notification severity (documents 1 and 3). */
export const NotificationSeverities = ['info', 'success', 'warn', 'error'] as const;
export type NotificationSeverity = (typeof NotificationSeverities)[number];
export const notificationSeveritySchema = z.enum(NotificationSeverities);

export const notificationPreferenceSchema = z.object({
  Kind: notificationKindSchema,
  Channel: notificationChannelSchema,
});
export type NotificationPreference = z.output<typeof notificationPreferenceSchema>;

/** Every kind with the caller's channel (the default where none was chosen). */
export const notificationPreferencesSchema = z.object({
  Preferences: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

export const getNotificationPreferencesRequestSchema = z.strictObject({});

/** Sets the channel of the kinds listed (the others keep theirs). */
export const setNotificationPreferencesRequestSchema = z.object({
  Preferences: z
    .array(notificationPreferenceSchema, { error: fieldMessages.required })
    .check(
      z.minLength(1, fieldMessages.notEmptyArray),
      z.maxLength(NotificationKinds.length, fieldMessages.maxLength),
    ),
});
export type SetNotificationPreferencesRequest = z.input<
  typeof setNotificationPreferencesRequestSchema
>;

export const notificationIdField = z.coerce
  .number({ error: fieldMessages.required })
  .check(
    z.int(fieldMessages.format),
    z.positive(fieldMessages.min),
    z.lte(2 ** 31 - 1, fieldMessages.format),
  );

/** What a notification says and what it is about (its live event says the same). */
const notificationContentFields = {
  Kind: notificationKindSchema,
  Severity: notificationSeveritySchema,
  Message: z.string(),
  AccountNumber: z.string(),
  OrderId: z.nullable(z.number().check(z.int())),
  ThreadId: z.nullable(z.number().check(z.int())),
};

export const notificationSchema = z.object({
  NotificationId: z.number().check(z.int()),
  ...notificationContentFields,
  /** The report a ReportReady or ReportUpdated notification tells of; null for other kinds. */
  LabReportId: z.nullable(z.number().check(z.int())),
  Viewed: z.boolean(),
  ViewedDate: z.nullable(z.string()),
  CreatedDate: z.string(),
  /** Who forwarded it to the reader (their name); null for the lab's own. */
  ForwardedBy: z.nullable(z.string()),
});
export type Notification = z.output<typeof notificationSchema>;

export const NotificationViewedFilters = ['All', 'Unread', 'Viewed'] as const;

/** The caller's notifications of some (default: all) of their approved accounts. */
export const listNotificationsRequestSchema = z.object({
  AccountNumbers: z._default(
    z.array(accountNumberField).check(z.maxLength(200, fieldMessages.maxLength)),
    [],
  ),
  Viewed: z._default(z.enum(NotificationViewedFilters), 'All'),
  /** Only these kinds (default: every kind); each a known kind, repeats counted once. */
  Kinds: z._default(z.array(notificationKindSchema), []),
  PageNumber: z._default(z.number().check(z.int(), z.positive()), 1),
  /** Document 3's default page size for lists (10). */
  PageSize: z._default(z.number().check(z.int(), z.positive(), z.lte(200)), PageSizes.list),
});
export type ListNotificationsRequest = z.input<typeof listNotificationsRequestSchema>;

/** Unread first, then newest first; `unreadCount` counts the unread ones of the filtered accounts and kinds. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  totalCount: z.number().check(z.int()),
  unreadCount: z.number().check(z.int()),
  pageNumber: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
});
export type NotificationPage = z.output<typeof notificationPageSchema>;

export const notificationParamsSchema = z.object({ id: notificationIdField });

export const notificationViewedSchema = z.object({
  NotificationId: z.number().check(z.int()),
  Viewed: z.literal(true),
  ViewedDate: z.string(),
  /** The caller's unread notifications left, over all their accounts. */
  UnreadCount: z.number().check(z.int()),
});
export type NotificationViewed = z.output<typeof notificationViewedSchema>;

/** People of the caller's approved accounts a notification may be forwarded to. */
export const notificationPeopleSearchRequestSchema = z.object({
  SearchTerm: searchTextFilterField,
  AccountNumber: z.optional(accountNumberField),
});
export type NotificationPeopleSearchRequest = z.input<typeof notificationPeopleSearchRequestSchema>;

export const notificationPersonSchema = z.object({
  ContactId: z.number().check(z.int()),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  AccountNumbers: z.array(z.string()),
});
export type NotificationPerson = z.output<typeof notificationPersonSchema>;

export const forwardNotificationRequestSchema = z.object({
  NotificationId: notificationIdField,
  ToContactId: requiredRowIdField,
  Note: optionalText(500),
});
export type ForwardNotificationRequest = z.input<typeof forwardNotificationRequestSchema>;

export const forwardedNotificationSchema = z.object({
  NotificationId: z.number().check(z.int()),
  ToContactId: z.number().check(z.int()),
  /** How the person hears it: their preference for the notification's kind. */
  Channel: notificationChannelSchema,
});

/** A short-lived ticket that opens the live event stream (EventSource sends no headers). */
export const liveEventTicketSchema = z.object({
  Ticket: z.string(),
  ExpiresAt: z.string(),
  /** Where to open the stream: this path with `?ticket=` (and `lastEventId=` to resume). */
  StreamPath: z.string(),
});
export type LiveEventTicket = z.output<typeof liveEventTicketSchema>;

export const LiveEventTypes = ['notification', 'message', 'order'] as const;

/** One event of the live stream (the SSE `data:` line; its `id:` is `EventId`). */
export const liveEventSchema = z.object({
  EventId: z.number().check(z.int()),
  Type: z.enum(LiveEventTypes),
  ...notificationContentFields,
  NotificationId: z.nullable(z.number().check(z.int())),
  /** Worth a toast (an error or a hold). */
  Urgent: z.boolean(),
  /**
   * The report a ReportReady or ReportUpdated event brings to someone who reads the account's
   * reports: their toast opens it. Null otherwise, for Orders Only people, on the re-read of a
   * notification marked viewed, and in events stored before the field (hence the default, as for
   * `Viewed`).
   */
  LabReportId: z._default(z.nullable(z.number().check(z.int())), null),
  /**
   * The re-read of a notification the person marked viewed (in any tab): the lists and counts
   * follow, and a toast of that notification still shown in another tab goes.
   */
  Viewed: z._default(z.boolean(), false),
});
export type LiveEvent = z.output<typeof liveEventSchema>;

/** The stream's query: the ticket, and the last event seen when resuming without the header. */
export const liveEventStreamQuerySchema = z.object({
  ticket: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  lastEventId: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
});

// The notification calls of document 2 §7.1 and the live event stream (bodies and the stream's
// ticket: docs/decisions/notifications.md). A person sees only their own notifications of their
// approved accounts; another's, or another account's, answers 404.
import { createHash, randomBytes } from 'node:crypto';
import {
  forwardNotification,
  getNotificationPreferences,
  listNotificationsByAccount,
  liveEventStreamPath,
  liveEventStreamQuerySchema,
  openLiveEventTicket,
  searchNotificationPeople,
  setNotificationPreferences,
  updateNotificationViewed,
  type LiveEvent,
} from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { allAccessTypes, approvedAccountIds, requireAccount } from '../accounts/account-scope.js';
import { problems } from '../http/http-problem.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { LiveEventHub } from './live-event-hub.js';
import { notificationOutlet, notifyAccount, personName } from './notification-events.js';
import {
  contactEmail,
  findNotification,
  hasApprovedAccess,
  insertLiveEvent,
  insertStreamTicket,
  listNotifications,
  liveEventsAfter,
  markViewed,
  preferencesOf,
  savePreferences,
  searchPeople,
  ticketHolder,
  unreadCount,
} from './notification-records.js';

const access = { scope: 'accounts', roles: allAccessTypes } as const;

/** How long a stream ticket opens streams (an open stream outlives it). */
export const liveTicketSeconds = 60;

const hashTicket = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

/** The hub of each app (one LISTEN per server instance). */
const hubs = new WeakMap<FastifyInstance, LiveEventHub>();

export function liveEventHubOf(app: FastifyInstance): LiveEventHub | undefined {
  return hubs.get(app);
}

/** Ids already sent on a stream (a resumed stream may hear an event twice): the newest only. */
class SentIds {
  readonly #ids = new Set<number>();
  has(id: number): boolean {
    return this.#ids.has(id);
  }
  add(id: number): void {
    this.#ids.add(id);
    if (this.#ids.size > 1000) {
      const oldest = this.#ids.values().next().value;
      if (oldest !== undefined) this.#ids.delete(oldest);
    }
  }
}

function writeEvent(raw: ServerResponse, event: LiveEvent): void {
  raw.write(`id: ${event.EventId}\nevent: ${event.Type}\ndata: ${JSON.stringify(event)}\n\n`);
}

export function registerNotificationRoutes(app: FastifyInstance, registry: CallRegistry): void {
  const outlet = notificationOutlet(registry);
  const hub = new LiveEventHub(registry.db);
  hubs.set(app, hub);
  const streams = new Set<ServerResponse>();
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
    streams.clear();
  });
  app.addHook('onClose', () => hub.stop());

  registerCall(app, registry, getNotificationPreferences, {
    access: { scope: 'profile' },
    async handler({ profileCaller, db }) {
      return { Preferences: await preferencesOf(db, profileCaller.profile.contact_id) };
    },
  });

  registerCall(app, registry, setNotificationPreferences, {
    access: { scope: 'profile' },
    async handler({ input, profileCaller, db, audit }) {
      const contactId = profileCaller.profile.contact_id;
      await savePreferences(db, contactId, input.body.Preferences);
      await audit({
        action: 'notification.preferences',
        entityType: 'user_profile',
        entityId: contactId,
        detail: { preferences: input.body.Preferences },
      });
      return { Preferences: await preferencesOf(db, contactId) };
    },
  });

  registerCall(app, registry, listNotificationsByAccount, {
    access,
    readAudit: { action: 'notification.list', entityType: 'notification_list' },
    async handler({ input, caller, profileCaller, roles, db }) {
      const { AccountNumbers, ...paging } = input.body;
      const accountIds =
        AccountNumbers.length > 0
          ? AccountNumbers.map((number) => requireAccount(caller, number, roles).accountId)
          : approvedAccountIds(caller, roles);
      const page = await listNotifications(
        db,
        profileCaller.profile.contact_id,
        accountIds,
        paging,
      );
      return { ...page, pageNumber: paging.PageNumber, pageSize: paging.PageSize };
    },
  });

  registerCall(app, registry, updateNotificationViewed, {
    access,
    async handler({ input, caller, profileCaller, roles, db }) {
      const contactId = profileCaller.profile.contact_id;
      const accountIds = approvedAccountIds(caller, roles);
      const found = await findNotification(db, contactId, accountIds, input.params.id);
      if (!found) throw problems.notFound('Notification not found');
      const viewedAt = await markViewed(db, contactId, input.params.id);
      // The person's tabs re-read their lists and counts; a toast of it still shown goes.
      const { notification } = found;
      await insertLiveEvent(db, contactId, {
        Type: 'notification',
        Kind: notification.Kind,
        Severity: notification.Severity,
        Message: notification.Message,
        AccountNumber: notification.AccountNumber,
        OrderId: notification.OrderId,
        ThreadId: notification.ThreadId,
        NotificationId: notification.NotificationId,
        Urgent: false,
        LabReportId: null,
        Viewed: true,
      });
      return {
        NotificationId: input.params.id,
        Viewed: true as const,
        ViewedDate: viewedAt.toISOString(),
        UnreadCount: await unreadCount(db, contactId, accountIds),
      };
    },
  });

  registerCall(app, registry, searchNotificationPeople, {
    access,
    async handler({ input, caller, profileCaller, roles, db }) {
      const accountIds = input.body.AccountNumber
        ? [requireAccount(caller, input.body.AccountNumber, roles).accountId]
        : approvedAccountIds(caller, roles);
      return searchPeople(db, accountIds, profileCaller.profile.contact_id, input.body.SearchTerm);
    },
  });

  registerCall(app, registry, forwardNotification, {
    access,
    async handler({ input, caller, profileCaller, roles, db, audit }) {
      const { NotificationId, ToContactId, Note } = input.body;
      const contactId = profileCaller.profile.contact_id;
      const found = await findNotification(
        db,
        contactId,
        approvedAccountIds(caller, roles),
        NotificationId,
      );
      if (!found) throw problems.notFound('Notification not found');
      const person = await contactEmail(db, ToContactId);
      if (
        !person ||
        ToContactId === contactId ||
        !(await hasApprovedAccess(db, ToContactId, found.accountId))
      )
        throw problems.notFound('Person not found');
      const { notification } = found;
      const [raised] = await notifyAccount(db, outlet, {
        accountId: found.accountId,
        accountNumber: notification.AccountNumber,
        kind: notification.Kind,
        severity: notification.Severity,
        message: notification.Message,
        orderId: notification.OrderId,
        threadId: notification.ThreadId,
        labReportId: notification.LabReportId,
        onlyContactIds: [ToContactId],
        forwardedBy: personName(profileCaller.profile),
        note: Note ? `${personName(profileCaller.profile)} wrote: ${Note}` : undefined,
      });
      if (!raised) throw problems.notFound('Person not found');
      await audit({
        action: 'notification.forward',
        entityType: 'notification',
        entityId: NotificationId,
        accountNumber: notification.AccountNumber,
        detail: { toContactId: ToContactId, channel: raised.channel },
      });
      return {
        NotificationId: raised.notificationId ?? NotificationId,
        ToContactId,
        Channel: raised.channel as 1 | 2 | 3,
      };
    },
  });

  registerCall(app, registry, openLiveEventTicket, {
    access: { scope: 'profile' },
    async handler({ profileCaller, db }) {
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + liveTicketSeconds * 1000);
      await insertStreamTicket(db, hashTicket(ticket), profileCaller.profile.contact_id, expiresAt);
      return {
        Ticket: ticket,
        ExpiresAt: expiresAt.toISOString(),
        StreamPath: liveEventStreamPath,
      };
    },
  });

  // Server-sent events: the ticket in the query (EventSource sends no headers), resumable with
  // Last-Event-ID (the header of EventSource's own reconnection, or `lastEventId` of a new one).
  app.get(liveEventStreamPath, async (request, reply) => {
    const query = liveEventStreamQuerySchema.safeParse(request.query);
    const ticket = query.success ? query.data.ticket : undefined;
    const contactId = ticket ? await ticketHolder(registry.db, hashTicket(ticket)) : undefined;
    if (contactId === undefined)
      throw problems.unauthorized('The live event ticket is missing, unknown or expired');
    await hub.start();
    const header = request.headers['last-event-id'];
    const resumeFrom =
      typeof header === 'string' && /^\d{1,15}$/.test(header)
        ? Number(header)
        : query.success
          ? query.data.lastEventId
          : undefined;

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    raw.write(`retry: 3000\n\n`);
    streams.add(raw);
    const sent = new SentIds();
    const send = (event: LiveEvent) => {
      if (sent.has(event.EventId)) return;
      sent.add(event.EventId);
      writeEvent(raw, event);
    };
    // Events heard while the missed ones are read wait, so that the order holds.
    let waiting: LiveEvent[] | undefined = [];
    const unsubscribe = hub.subscribe(contactId, (event) => {
      if (waiting) waiting.push(event);
      else send(event);
    });
    const heartbeat = setInterval(
      () => raw.write(': heartbeat\n\n'),
      registry.config.liveHeartbeatSeconds * 1000,
    );
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(raw);
    };
    request.raw.on('close', close);
    raw.on('close', close);
    if (resumeFrom !== undefined) {
      for (const event of await liveEventsAfter(registry.db, contactId, resumeFrom)) send(event);
    }
    for (const event of waiting) send(event);
    waiting = undefined;
  });
}

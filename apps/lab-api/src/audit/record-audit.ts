import type { Kysely } from 'kysely';
import type { LabDatabase } from '../db/schema.js';

export type AuditAction =
  'sign_in' | 'sign_in_failed' | 'sign_out' | 'password_reset' | 'access_denied' | (string & {});

export interface AuditEntry {
  action: AuditAction;
  outcome?: 'success' | 'failure';
  actorSubject?: string | null | undefined;
  actorEmail?: string | null | undefined;
  entityType?: string | null | undefined;
  entityId?: string | number | null | undefined;
  accountNumber?: string | null | undefined;
  clientIp?: string | null | undefined;
  requestId?: string | null | undefined;
  /** Ids, counts and reasons only: never patient names, dates of birth or other PHI. */
  detail?: Record<string, unknown> | null | undefined;
}

/**
 * Appends one event to the audit trail. Pass a transaction to make the event part of the change it
 * records. The table refuses updates and deletes, so what is written here stays.
 */
export async function recordAudit(db: Kysely<LabDatabase>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_event')
    .values({
      action: entry.action,
      outcome: entry.outcome ?? 'success',
      actor_subject: entry.actorSubject ?? null,
      actor_email: entry.actorEmail?.toLowerCase() ?? null,
      entity_type: entry.entityType ?? null,
      entity_id:
        entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      account_number: entry.accountNumber ?? null,
      client_ip: entry.clientIp ?? null,
      request_id: entry.requestId ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}

/** An audit entry's what and whom: the action, the entity and its account, the detail. */
export type EntityEvent = Pick<
  AuditEntry,
  'action' | 'entityType' | 'entityId' | 'accountNumber' | 'detail'
>;

/** Audit entries about one kind of entity: its id and its account's number, with the change's detail. */
function eventsAbout(entityType: string) {
  return (
    action: AuditAction,
    entityId: number,
    accountNumber: string | null,
    detail?: Record<string, unknown>,
  ): EntityEvent => ({ action, entityType, entityId, accountNumber, detail });
}

export const orderEvent = eventsAbout('order');
export const documentEvent = eventsAbout('document');
export const reportEvent = eventsAbout('lab_report');
export const supplyOrderEvent = eventsAbout('supply_order');

/** An audit entry about a message thread: its id, account and order, with the change's detail. */
export function threadEvent(
  action: AuditAction,
  thread: { threadId: number; accountNumber: string; orderId: number | null },
  detail: Record<string, unknown> = {},
): EntityEvent {
  const { threadId, accountNumber, orderId } = thread;
  return {
    action,
    entityType: 'message_thread',
    entityId: threadId,
    accountNumber,
    detail: { orderId, ...detail },
  };
}

// A lookup that found nothing (or nothing the caller may see) is both audited and refused the same
// way in every feature: a failure row with reason `not_found`, then a 404 with the feature's text.
import type { AuditAction, AuditEntry } from '../audit/index.js';
import { problems } from './http-problem.js';

/** What was looked for: the action refused and the entity it named. */
export interface NotFoundTarget {
  action: AuditAction;
  entityType: string;
  entityId: string | number;
  /** More ids for the row (the reason is added). */
  detail?: Record<string, unknown>;
}

/** The `audit` of a call's context (caller, client address and request id filled in). */
type Audit = (entry: AuditEntry) => Promise<void>;

/** Appends the failure row of a lookup that found nothing. */
export async function auditNotFound(audit: Audit, target: NotFoundTarget): Promise<void> {
  const { detail, ...entity } = target;
  await audit({ ...entity, outcome: 'failure', detail: { ...detail, reason: 'not_found' } });
}

/** Audits the lookup that found nothing, then refuses the call with a 404 and `message`. */
export async function refuseNotFound(
  audit: Audit,
  target: NotFoundTarget,
  message: string,
): Promise<never> {
  await auditNotFound(audit, target);
  throw problems.notFound(message);
}

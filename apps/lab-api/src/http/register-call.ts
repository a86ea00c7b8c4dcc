// The one way a call of the contract becomes a route: the descriptor's schemas validate every
// input, the declared access rule is enforced, and the answer is wrapped as the contract says.
import {
  callPath,
  successBodySchema,
  type ApiError,
  type CallDescriptor,
  type CallRequest,
} from '@loci/contract';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { requireAccount, requireProfile } from '../accounts/account-scope.js';
import {
  loadCaller,
  type AccessTypeCode,
  type Caller,
  type CallerAccountAccess,
  type ProfileCaller,
} from '../accounts/caller.js';
import { recordAudit, type AuditEntry } from '../audit/record-audit.js';
import type { ServerConfig } from '../config.js';
import type { LabKysely } from '../db/create-database.js';
import type { Delivery } from '../delivery/delivery.js';
import { runIdempotent } from '../idempotency/idempotency-records.js';
import { refusalCode } from './error-handling.js';
import { nulCharacterErrors } from './nul-characters.js';
import { HttpProblem, problems } from './http-problem.js';

type Parsed<Schema> = Schema extends z.ZodMiniType ? z.output<Schema> : undefined;

export interface CallInput<Request extends CallRequest> {
  params: Parsed<Request['params']>;
  query: Parsed<Request['query']>;
  body: Parsed<Request['body']>;
}

/**
 * Who may make a call (the role matrix, docs/decisions/role-matrix.md):
 * - `signed-in`: any valid token, with or without a profile;
 * - `profile`: a valid token whose e-mail has a lab profile;
 * - `account`: approved access, with one of `roles`, to the account the input names
 *   (no approved access: 404; another role: 403);
 * - `accounts`: a profile; the handler works only on the caller's approved access with `roles`;
 * - `lab-staff`: the identity provider's lab-staff role (the lab desk); anyone else gets 404.
 */
export type AccessRule<Request extends CallRequest = CallRequest> =
  | { scope: 'signed-in' }
  | { scope: 'profile' }
  | {
      scope: 'account';
      roles: readonly AccessTypeCode[];
      accountNumber: (input: CallInput<Request>) => string;
    }
  | { scope: 'accounts'; roles: readonly AccessTypeCode[] }
  | { scope: 'lab-staff' };

/** The `account` rule: approved access, with one of `roles`, to the account `input[part][key]` names. */
export function accountAccess<Part extends 'params' | 'query' | 'body', Key extends string>(
  roles: readonly AccessTypeCode[],
  part: Part,
  key: Key,
) {
  return {
    scope: 'account',
    roles,
    accountNumber: (input: Record<Part, Record<Key, string>>) => input[part][key],
  } as const;
}

/** The identity provider's role of the lab's own staff (docs/decisions/lab-desk.md). */
export const labStaffRoleName = 'lab-staff';

export interface CallContext<
  Request extends CallRequest,
  Rule extends AccessRule<Request> = AccessRule<Request>,
> {
  input: CallInput<Request>;
  caller: Caller;
  /** The caller with their profile (every scope but `signed-in`). */
  profileCaller: Rule extends { scope: 'signed-in' } | { scope: 'lab-staff' }
    ? undefined
    : ProfileCaller;
  /** The account of an `account` scope. */
  account: Rule extends { scope: 'account' } ? CallerAccountAccess : undefined;
  /** Roles of the route, for `accounts` scopes (filter with `approvedAccess(caller, roles)`). */
  roles: readonly AccessTypeCode[];
  db: LabKysely;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Appends an audit event with the caller, client address and request id filled in. */
  audit(
    entry: Omit<AuditEntry, 'actorSubject' | 'actorEmail' | 'clientIp' | 'requestId'>,
  ): Promise<void>;
}

export interface CallRouteOptions<
  Request extends CallRequest,
  Response extends z.ZodMiniType,
  Rule extends AccessRule<Request> = AccessRule<Request>,
> {
  access: Rule;
  handler(context: CallContext<Request, Rule>): Promise<z.input<Response>>;
  /** Largest body in bytes for this route (defaults to the server's limit). */
  bodyLimit?: number;
  /**
   * Audits, as a failure of this action, a signed-in request refused before the handler ran: a
   * body over the limit or malformed, an input the contract refuses, a caller without a profile.
   * (Refusals inside the handler are audited by the handler, with its own reason.)
   */
  auditRefusals?: RefusalAudit;
  /**
   * A read of PHI (an order, a list of orders or reports): one audit row per answered call, with
   * the entity the input names and the number of rows a list answered (never the PHI itself).
   */
  readAudit?: ReadAudit<Request>;
}

export interface ReadAudit<Request extends CallRequest = CallRequest> {
  action: string;
  entityType: string;
  /** The entity read (an order id); lists name none. */
  entityId?(input: CallInput<Request>): string | number | null;
}

/** The read audit of a call that reads the one entity its input names (an order, a report). */
export function readOf<Request extends CallRequest>(
  entityType: string,
  action: string,
  entityId: (input: CallInput<Request>) => string | number | null,
): ReadAudit<Request> {
  return { action, entityType, entityId };
}

/** How many rows a list answer holds (an array, or a page's `items`/`data`), for the audit row. */
function answeredCount(data: unknown): number | undefined {
  if (Array.isArray(data)) return data.length;
  if (data && typeof data === 'object') {
    for (const key of ['items', 'data', 'Items', 'Data', 'orders', 'reports']) {
      const value = (data as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value.length;
    }
  }
  return undefined;
}

export interface RefusalAudit {
  action: string;
  entityType: string;
  /** The entity the request names (path or query), before any check: ids only, never PHI. */
  entityId(request: FastifyRequest): string | number | null;
}

/** A raw request value that is a whole number id, or null. */
export function requestedId(value: unknown): number | null {
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** Requests whose handler has started (refusals after that point are the handler's to audit). */
const handlerStarted = new WeakSet<FastifyRequest>();

export interface RegisteredCall {
  operationId: string;
  method: string;
  path: string;
  /** `partner-signature`: a partner's callback, served outside `registerCall` (supplies). */
  access: AccessRule | { scope: 'partner-signature' };
}

export interface CallRegistry {
  db: LabKysely;
  /** The server's settings, for features whose adapters are chosen by configuration. */
  config: ServerConfig;
  /** Check every answer against the contract (tests and development). */
  validateResponses: boolean;
  registered: RegisteredCall[];
  /** The mail outbox and fax jobs (absent in an app built without them). */
  delivery?: Delivery | undefined;
}

function issuesToErrors(part: string, issues: readonly z.core.$ZodIssue[]): ApiError[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return {
      code: issue.code,
      message: issue.message,
      ...(path ? { path } : part === 'body' ? {} : { path: part }),
    };
  });
}

function parsePart(
  part: 'params' | 'query' | 'body',
  schema: z.ZodMiniType | undefined,
  value: unknown,
  errors: ApiError[],
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) {
    const refused = nulCharacterErrors(part, value);
    if (refused.length === 0) return result.data;
    errors.push(...refused);
    return undefined;
  }
  errors.push(...issuesToErrors(part, result.error.issues));
  return undefined;
}

/** Fastify route path from the contract's `{name}` path. */
export function fastifyPath(call: CallDescriptor): string {
  return callPath(call).replace(/\{(\w+)\}/g, ':$1');
}

function auditRefusal(registry: CallRegistry, refusal: RefusalAudit) {
  return async (request: FastifyRequest, _reply: FastifyReply, error: Error): Promise<void> => {
    const identity = request.identity;
    if (!identity || handlerStarted.has(request)) return;
    await recordAudit(registry.db, {
      action: refusal.action,
      outcome: 'failure',
      actorSubject: identity.subject,
      actorEmail: identity.email,
      clientIp: request.ip,
      requestId: request.id,
      entityType: refusal.entityType,
      entityId: refusal.entityId(request),
      detail: {
        reason: refusalCode(error),
        status: (error as { statusCode?: number }).statusCode ?? 500,
      },
    });
  };
}

export function registerCall<
  Request extends CallRequest,
  Response extends z.ZodMiniType,
  const Rule extends AccessRule<Request>,
>(
  app: FastifyInstance,
  registry: CallRegistry,
  call: CallDescriptor<Request, Response>,
  options: CallRouteOptions<Request, Response, Rule>,
): void {
  const answerSchema = successBodySchema(call);
  registry.registered.push({
    operationId: call.operationId,
    method: call.method,
    path: callPath(call),
    access: options.access as AccessRule,
  });
  app.route({
    method: call.method,
    url: fastifyPath(call),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.auditRefusals ? { onError: auditRefusal(registry, options.auditRefusals) } : {}),
    handler: async (request, reply) => {
      const identity = request.identity;
      if (!identity) throw problems.unauthorized();

      const errors: ApiError[] = [];
      const input = {
        params: parsePart('params', call.request.params, request.params, errors),
        query: parsePart('query', call.request.query, request.query, errors),
        body: parsePart('body', call.request.body, request.body, errors),
      } as CallInput<Request>;
      if (errors.length > 0) throw problems.badRequest(errors);

      const caller = await loadCaller(registry.db, identity);
      const access: AccessRule<Request> = options.access;
      let profileCaller: ProfileCaller | undefined;
      let account: CallerAccountAccess | undefined;
      let roles: readonly AccessTypeCode[] = [];
      if (access.scope === 'lab-staff') {
        // The lab desk does not exist for anyone else (never 403: nothing to reveal).
        if (!identity.roles?.includes(labStaffRoleName)) throw problems.notFound();
      } else if (access.scope !== 'signed-in') profileCaller = requireProfile(caller);
      if (access.scope === 'account') {
        account = requireAccount(caller, access.accountNumber(input), access.roles);
        roles = access.roles;
      } else if (access.scope === 'accounts') {
        roles = access.roles;
      }

      // The access rule above guarantees what the handler's context type promises.
      const context = {
        input,
        caller,
        profileCaller,
        account,
        roles,
        db: registry.db,
        request,
        reply,
        audit: (entry) =>
          recordAudit(registry.db, {
            ...entry,
            actorSubject: identity.subject,
            actorEmail: identity.email,
            clientIp: request.ip,
            requestId: request.id,
          }),
      } as CallContext<Request, Rule>;
      const run = async () => {
        handlerStarted.add(request);
        const data = await options.handler(context);
        if (options.readAudit) {
          const count = answeredCount(data);
          await context.audit({
            action: options.readAudit.action,
            entityType: options.readAudit.entityType,
            entityId: options.readAudit.entityId?.(input) ?? null,
            ...(count === undefined ? {} : { detail: { count } }),
          });
        }
        const body = call.wrapped ? { success: true, data } : data;
        if (registry.validateResponses) {
          const checked = answerSchema.safeParse(body);
          if (!checked.success) {
            request.log.error(
              {
                operationId: call.operationId,
                issues: checked.error.issues.map((issue) => issue.path),
              },
              'answer does not match the contract',
            );
            throw new HttpProblem(500, [
              { code: 'contract_mismatch', message: 'The answer does not match the contract' },
            ]);
          }
        }
        return { statusCode: call.successStatus ?? 200, answer: body as unknown };
      };

      // The contract's creating calls (`idempotent`) honour an Idempotency-Key header.
      const key = call.idempotent ? idempotencyKeyOf(request) : undefined;
      if (key === undefined) {
        const answer = await run();
        reply.code(answer.statusCode);
        return answer.answer;
      }
      const outcome = await runIdempotent(
        registry.db,
        {
          owner: identity.subject,
          key,
          operation: call.operationId,
          fingerprint: fingerprintOf(request),
        },
        run,
      );
      if (outcome.kind === 'key_reused') {
        throw new HttpProblem(422, [
          {
            code: 'idempotency_key_reused',
            message: 'This Idempotency-Key was already used for another request',
            path: 'Idempotency-Key',
          },
        ]);
      }
      if (outcome.kind === 'in_progress') {
        throw new HttpProblem(
          409,
          [
            {
              code: 'idempotency_key_in_progress',
              message: 'The first request with this Idempotency-Key is still running; try again',
              path: 'Idempotency-Key',
            },
          ],
          { 'retry-after': '1' },
        );
      }
      if (outcome.kind === 'replayed') reply.header('idempotent-replayed', 'true');
      reply.code(outcome.statusCode);
      return outcome.answer;
    },
  });
}

/** The request's `Idempotency-Key` (1–200 visible ASCII characters), or undefined without one. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw problems.badRequest([
      {
        code: 'invalid_idempotency_key',
        message: 'Idempotency-Key must be 1 to 200 visible ASCII characters',
        path: 'Idempotency-Key',
      },
    ]);
  }
  return key;
}

/** A digest of what the request asks: the same key sent with another request is refused. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex');
}

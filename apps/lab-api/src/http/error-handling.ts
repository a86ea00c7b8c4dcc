import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from './http-problem.js';

/** Fastify's own request errors, as the failure shape's codes and plain messages. */
const fastifyErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'payload_too_large',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'The request body must be application/json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'invalid_json',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'invalid_content_length',
    message: 'The Content-Length header does not match the body',
  },
};

/** The failure code a refused request answers with (an audit's reason), for any error. */
export function refusalCode(error: FastifyError | HttpProblem | Error): string {
  if (error instanceof HttpProblem) return error.errors[0]?.code ?? 'refused';
  const code = (error as FastifyError).code;
  return (code ? fastifyErrors[code]?.code : undefined) ?? 'bad_request';
}

/** Connection-level failures of PostgreSQL (stopped, restarted, failed over, unreachable). */
const databaseUnreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  // admin_shutdown, crash_shutdown, cannot_connect_now, connection_exception and its kinds
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Whether an error says the database could not be reached (not that a statement failed). */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && databaseUnreachableCodes.has(code)) return true;
  if (
    /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
      error.message,
    )
  ) {
    return true;
  }
  // Wrapped (e.g. by the token check): the cause decides.
  return error.cause !== undefined && error.cause !== error && isDatabaseUnreachable(error.cause);
}

/**
 * How much of a body refused by its announced length is still read and dropped. Fastify answers 413
 * before reading it and closes the connection, so a client still sending (a 21 MB upload) meets a
 * broken pipe before it reads the answer; like nginx's lingering close, the server reads the rest
 * and drops it, up to this size, then keeps the connection. Larger announced bodies are cut off.
 */
export const refusedBodyDrainBytes = 64 * 1024 * 1024;

function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const announced = Number(request.headers['content-length']);
  if (!Number.isFinite(announced) || announced > refusedBodyDrainBytes || request.raw.complete) {
    return;
  }
  reply.removeHeader('connection');
  let dropped = 0;
  request.raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > refusedBodyDrainBytes) request.raw.socket.destroy();
  });
}

/**
 * Whether the request's client went away (closed the page, aborted the call) before its answer: a
 * read cut short by the closed socket is then no fault of the server's (the e2e's pages close with
 * reads in flight; so do users'), and nobody is left to answer.
 */
export function clientWentAway(request: FastifyRequest): boolean {
  return request.raw.socket?.destroyed === true;
}

/** Every error answers with the failure shape; never a stack trace or an internal message. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    if (error instanceof HttpProblem) {
      reply.headers(error.headers);
      return reply.code(error.statusCode).send({ success: false, errors: error.errors });
    }
    const statusCode = error.statusCode ?? 500;
    if (clientWentAway(request)) {
      request.log.info(
        { errorCode: error.code, statusCode },
        'request ended: the client went away',
      );
      return reply.code(statusCode).send({ success: false, errors: [] });
    }
    if (statusCode === 429) {
      return reply
        .code(429)
        .send({ success: false, errors: [{ code: 'too_many_requests', message: error.message }] });
    }
    if (statusCode >= 400 && statusCode < 500) {
      const known = fastifyErrors[error.code] ??
        (error.name === 'SyntaxError'
          ? fastifyErrors.FST_ERR_CTP_INVALID_JSON_BODY
          : undefined) ?? {
          code: 'bad_request',
          message: 'The request could not be understood',
        };
      request.log.info({ errorCode: error.code, statusCode }, 'request refused');
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') drainRefusedBody(request, reply);
      return reply.code(statusCode).send({ success: false, errors: [known] });
    }
    if (isDatabaseUnreachable(error)) {
      // A database outage is not a bug: a clear 503 the client may retry, and the pool opens new
      // connections once the database is back (no restart needed).
      request.log.error({ err: error, req: request }, 'request failed: database unreachable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({
          success: false,
          errors: [
            {
              code: 'database_unavailable',
              message:
                'The lab’s database cannot be reached right now. Please try again in a moment.',
            },
          ],
        });
    }
    // With the request's method and route pattern (the logging policy's `req`), so that a failure
    // can be traced to its call without the request lines, which production logs leave out.
    request.log.error({ err: error, req: request }, 'request failed');
    return reply.code(500).send({
      success: false,
      errors: [
        { code: 'internal_error', message: 'An internal error occurred. Please try again later.' },
      ],
    });
  });
}

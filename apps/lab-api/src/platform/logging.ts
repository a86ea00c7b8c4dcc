// Logging policy (docs/decisions/phi-logging.md): structured pino logs that never carry PHI.
// Requests are logged by method and route pattern (no query string, no parameter values), no
// bodies, no credentials; errors by type, code and message only (a database error's `detail`,
// which can quote values, is dropped).
import type { FastifyLoggerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';

interface LoggedRequest {
  method?: string;
  url?: string;
  id?: string;
  ip?: string;
  routeOptions?: { url?: string };
}

export function loggedPath(request: LoggedRequest): string {
  const pattern = request.routeOptions?.url;
  if (pattern) return pattern;
  return (request.url ?? '').split('?', 1)[0] ?? '';
}

export function loggerOptions(level: string): FastifyLoggerOptions & LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        path: loggedPath(request),
        requestId: request.id,
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
      err: (error: Error & { code?: unknown; statusCode?: unknown }) => ({
        type: error.name,
        code: error.code,
        statusCode: error.statusCode,
        message: error.message,
        stack: error.stack ?? '',
      }),
    },
  };
}

// Where browsers report what the content security policy blocked (the policy's `report-uri`), so
// that operators learn of a page the policy breaks (a blocked report frame, an injected style)
// instead of a user seeing "This content is blocked". Each report is one warning in the log.
import type { FastifyInstance } from 'fastify';

export const cspReportPath = '/csp-reports';

/** What is logged of a report: the directive, the blocked origin and path, and the page's path. */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * An address without its query or fragment (they may hold a search term or an id); `inline`,
 * `eval` and other keywords as they are.
 */
function withoutQuery(address: string): string {
  try {
    const url = new URL(address);
    return url.protocol === 'blob:' || url.protocol === 'data:'
      ? url.protocol
      : `${url.origin}${url.pathname}`;
  } catch {
    return address.slice(0, 40);
  }
}

function pathOf(address: string): string {
  try {
    return new URL(address).pathname;
  } catch {
    return '';
  }
}

/**
 * The violations a report body names, as logged: `report-uri`'s `{ "csp-report": … }`
 * (`application/csp-report`) or the Reporting API's list (`application/reports+json`).
 */
export function cspViolationsOf(body: unknown): CspViolation[] {
  const reports: Array<Record<string, unknown>> = [];
  if (Array.isArray(body)) {
    for (const item of body as Array<{ type?: string; body?: Record<string, unknown> }>)
      if (item?.type === 'csp-violation' && item.body) reports.push(item.body);
  } else if (body && typeof body === 'object') {
    const report = (body as { 'csp-report'?: unknown })['csp-report'];
    if (report && typeof report === 'object') reports.push(report as Record<string, unknown>);
  }
  return reports.map((report) => ({
    directive: text(
      report['effective-directive'] ?? report['effectiveDirective'] ?? report['violated-directive'],
    ),
    blocked: withoutQuery(text(report['blocked-uri'] ?? report['blockedURL'])),
    page: pathOf(text(report['document-uri'] ?? report['documentURL'])),
  }));
}

export async function registerCspReports(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)) as unknown);
        } catch {
          done(null, undefined);
        }
      },
    );
    scope.post(cspReportPath, { bodyLimit: 16 * 1024 }, async (request, reply) => {
      for (const violation of cspViolationsOf(request.body)) {
        request.log.warn({ cspViolation: violation }, 'content security policy violation');
      }
      return reply.code(204).send();
    });
  });
}

// The policy's report address: a browser's report of a blocked frame is answered 204 and logged
// as one warning naming the directive, the blocked origin and the page, without query strings.
import { describe, expect, it } from 'vitest';
import { useLoggedApp, useTestServer } from '../testing/index.js';
import { cspReportPath } from './csp-reports.js';

const server = useTestServer();
const { made, logLines } = useLoggedApp(server, { logLevel: 'warn' });

const postReport = (contentType: string, payload: string) =>
  made.app.inject({
    method: 'POST',
    url: cspReportPath,
    headers: { 'content-type': contentType },
    payload,
  });

const violationsLogged = () =>
  logLines
    .map((line) => JSON.parse(line) as { msg: string; cspViolation?: unknown })
    .filter((line) => line.msg === 'content security policy violation')
    .map((line) => line.cspViolation);

describe('content security policy reports', () => {
  it('names its report address in every page’s policy', async () => {
    const response = await made.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain(`report-uri ${cspReportPath}`);
  });

  it('logs a report-uri report (application/csp-report) without its query strings', async () => {
    logLines.length = 0;
    const response = await postReport(
      'application/csp-report',
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost:8080/user-account?term=Smithson#reports/700004',
          'violated-directive': 'frame-src',
          'effective-directive': 'frame-src',
          'blocked-uri': 'https://elsewhere.example/viewer?patient=Smithson',
          'original-policy': "default-src 'self'",
        },
      }),
    );
    expect(response.statusCode).toBe(204);
    expect(violationsLogged()).toEqual([
      {
        directive: 'frame-src',
        blocked: 'https://elsewhere.example/viewer',
        page: '/user-account',
      },
    ]);
    expect(logLines.join('')).not.toContain('Smithson');
  });

  it('logs the Reporting API’s csp-violation reports (application/reports+json)', async () => {
    logLines.length = 0;
    const response = await postReport(
      'application/reports+json',
      JSON.stringify([
        {
          type: 'csp-violation',
          url: 'http://localhost:8080/user-account',
          body: {
            documentURL: 'http://localhost:8080/user-account',
            effectiveDirective: 'style-src-elem',
            blockedURL: 'inline',
          },
        },
        { type: 'deprecation', body: { id: 'x' } },
      ]),
    );
    expect(response.statusCode).toBe(204);
    expect(violationsLogged()).toEqual([
      { directive: 'style-src-elem', blocked: 'inline', page: '/user-account' },
    ]);
  });

  it('answers a body that is not a report with 204 and logs nothing', async () => {
    logLines.length = 0;
    const response = await postReport('application/csp-report', 'not json');
    expect(response.statusCode).toBe(204);
    expect(violationsLogged()).toEqual([]);
  });

  it('refuses a report larger than 16 KB', async () => {
    const response = await postReport(
      'application/csp-report',
      JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(20_000) } }),
    );
    expect(response.statusCode).toBe(413);
  });
});

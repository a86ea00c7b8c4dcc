// The run's teardown (playwright.config.ts): every page of every test ran under the portal's real
// content security policy, whose `report-uri` has the browser tell the server what it blocked. The
// start script keeps those reports; any report fails the run, naming the directive, what was
// blocked and the page, so a screen the policy breaks (a report frame shown as "This content is
// blocked") cannot pass unnoticed behind assertions on attributes.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { e2eServer } from './e2eServer.ts';

export default async function failOnCspViolations(): Promise<void> {
  // A report is sent a moment after the page breaks the policy: give the last test's a moment.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const file = e2eServer.cspViolationsFile;
  if (!existsSync(file)) return;
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  rmSync(file, { force: true });
  if (lines.length === 0) return;
  const violations = lines.map((line) => {
    const { cspViolation } = JSON.parse(line) as {
      cspViolation?: { directive: string; blocked: string; page: string };
    };
    return cspViolation
      ? `${cspViolation.directive} blocked ${cspViolation.blocked} on ${cspViolation.page}`
      : line;
  });
  throw new Error(
    `The content security policy blocked something on ${violations.length} occasion(s):\n${violations.join('\n')}`,
  );
}

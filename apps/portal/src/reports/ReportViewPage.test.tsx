import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'storybook/test';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { renderPortalAt } from '../testing/renderPortal.tsx';
import { reportRow, reportServer } from './reportFixtures.ts';

async function click(element: Element | null | undefined) {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => element.click());
}

const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent === name);

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

function fieldIn(root: ParentNode, label: string) {
  const control = [...root.querySelectorAll('input, textarea')].find((element) =>
    (element as HTMLInputElement).labels?.[0]?.textContent?.startsWith(label),
  );
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement))
    throw new Error(`no field ${label}`);
  return control;
}

function errorOf(root: ParentNode, label: string): string {
  const ids = fieldIn(root, label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function type(root: ParentNode, label: string, value: string) {
  const field = fieldIn(root, label);
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** More rounds than `settle` gives: the view's reads follow one another (details, then list). */
async function settleLong(screen: { settle(): Promise<void> }) {
  await screen.settle();
  await screen.settle();
}

describe('/user-account#reports/{labReportId}', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the PDF inline, its accession details and who viewed it (this view included)', async () => {
    const server = reportServer([reportRow()]);
    const screen = await renderPortalAt('/user-account#reports/31', server.portal);
    await settleLong(screen);
    expect(screen.heading()).toBe('Report: Łukasiewicz-Ødegaard, Zoë');
    const frame = screen.container.querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe('Report: Łukasiewicz-Ødegaard, Zoë (PDF)');
    expect(frame?.getAttribute('src')).toMatch(/^blob:/);
    expect(server.pdfReads).toHaveLength(1);
    expect(server.pdfReads[0]).toContain('/results/report/31?download=false');
    const details = screen.container.textContent ?? '';
    expect(details).toContain('LAB-100004');
    expect(details).toContain('Blood (EDTA)');
    await waitFor(() =>
      expect(screen.container.querySelector('ul[aria-label="Viewed by"]')?.textContent).toContain(
        'Ada Lovelace (dr.ada@loci.test) · viewed on 11/26/2026',
      ),
    );
    screen.unmount();
  });

  it('downloads the report as an attachment', async () => {
    const server = reportServer([reportRow()]);
    const screen = await renderPortalAt('/user-account#reports/31', server.portal);
    await click(buttonNamed(screen.container, 'Download'));
    await screen.settle();
    expect(server.pdfReads.some((address) => address.includes('download=true'))).toBe(true);
    screen.unmount();
  });

  it('acknowledges the report once: the button gives way to who reviewed it', async () => {
    const server = reportServer([reportRow()]);
    const screen = await renderPortalAt('/user-account#reports/31', server.portal);
    await settleLong(screen);
    await click(buttonNamed(screen.container, 'Acknowledge'));
    await settleLong(screen);
    expect(server.reviewed).toEqual([31]);
    expect(buttonNamed(screen.container, 'Acknowledge')).toBeUndefined();
    expect(screen.container.textContent).toContain('Reviewed by dr.ada@loci.test on 11/26/2026');
    screen.unmount();
  });

  it('checks the e-mail share with the spec’s messages, then sends the addresses and notes', async () => {
    const server = reportServer([reportRow()]);
    const screen = await renderPortalAt('/user-account#reports/31', server.portal);
    await click(buttonNamed(screen.container, 'Share by e-mail'));
    const form = dialog()!;
    expect(form.textContent).toContain('Share by e-mail');
    await click(buttonNamed(form, 'Send e-mail'));
    await screen.settle();
    expect(errorOf(form, 'To')).toContain('This field is required');
    await type(form, 'To', 'colleague@example.org, not-an-address');
    await click(buttonNamed(form, 'Send e-mail'));
    await screen.settle();
    expect(errorOf(form, 'To')).toContain('Must be a valid email');
    expect(server.emails).toEqual([]);
    await type(form, 'To', 'colleague@example.org; second@example.org');
    await type(form, 'Notes', 'For the tumour board.');
    // Capped as the call caps it (1000), with the counter under the field.
    expect(fieldIn(form, 'Notes').maxLength).toBe(1000);
    expect(form.textContent).toContain('21/1000');
    await click(buttonNamed(form, 'Send e-mail'));
    await screen.settle();
    expect(server.emails).toEqual([
      {
        ToEmailAddresses: ['colleague@example.org', 'second@example.org'],
        Notes: 'For the tumour board.',
        LabReportId: 31,
      },
    ]);
    expect(dialog()).toBeNull();
    expect(document.body.textContent).toContain('The report is on its way to 2 addresses.');
    screen.unmount();
  });

  it('puts the server’s refusal of an e-mail share beside the field it names', async () => {
    const server = reportServer([reportRow()], undefined, {
      emailRefusal: {
        success: false,
        errors: [{ code: 'invalid', message: 'Must be a valid email', path: 'ToEmailAddresses.0' }],
      },
    });
    const screen = await renderPortalAt('/user-account#reports/31', server.portal);
    await click(buttonNamed(screen.container, 'Share by e-mail'));
    const form = dialog()!;
    await type(form, 'To', 'someone@example.org');
    await click(buttonNamed(form, 'Send e-mail'));
    await screen.settle();
    expect(server.emails).toHaveLength(1);
    expect(dialog()).not.toBeNull();
    expect(errorOf(form, 'To')).toContain('Must be a valid email');
    screen.unmount();
  });

  it('checks the fax share, sends it, and polls its status until Failed with the reason', async () => {
    const server = reportServer([reportRow()]);
    server.faxStatuses = [
      { Status: 'Processing', Reason: null },
      { Status: 'Failed', Reason: 'The line was busy (no answer after 3 attempts)' },
    ];
    const screen = await renderPortalAt('/user-account#reports/31', server.portal);
    await click(buttonNamed(screen.container, 'Share by fax'));
    const form = dialog()!;
    await click(buttonNamed(form, 'Send fax'));
    await screen.settle();
    expect(errorOf(form, 'First name')).toContain('This field is required');
    expect(errorOf(form, 'Last name')).toContain('This field is required');
    expect(errorOf(form, 'Fax number')).toContain('This field is required');
    await type(form, 'First name', 'Rosalind');
    await type(form, 'Last name', 'Franklin');
    await type(form, 'Fax number', '12');
    await click(buttonNamed(form, 'Send fax'));
    await screen.settle();
    expect(errorOf(form, 'Fax number')).toContain('Please provide a valid fax number');
    expect(server.faxes).toEqual([]);
    await type(form, 'Fax number', '617-555-0000');
    await type(form, 'Department', 'Oncology');
    expect(fieldIn(form, 'Note').maxLength).toBe(500);
    expect(form.textContent).toContain('0/500');
    await click(buttonNamed(form, 'Send fax'));
    await screen.settle();
    expect(server.faxes).toEqual([
      {
        FirstName: 'Rosalind',
        LastName: 'Franklin',
        Department: 'Oncology',
        FaxNumber: '617-555-0000',
        Note: '',
        LabReportId: 31,
      },
    ]);
    const status = () =>
      screen.container.querySelector('ul[aria-label="Faxes"] [role="status"]')?.textContent;
    await waitFor(
      () => expect(status()).toBe('Failed: The line was busy (no answer after 3 attempts)'),
      { timeout: 5000 },
    );
    const reads = server.statusReads;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // A final status is not read again.
    expect(server.statusReads).toBe(reads);
    screen.unmount();
  }, 15_000);

  it('polls a good fax through to Succeeded', async () => {
    const server = reportServer([reportRow()]);
    server.faxStatuses = [
      { Status: 'Waiting', Reason: null },
      { Status: 'Processing', Reason: null },
      { Status: 'Succeeded', Reason: null },
    ];
    const screen = await renderPortalAt('/user-account#reports/31', server.portal);
    await click(buttonNamed(screen.container, 'Share by fax'));
    const form = dialog()!;
    await type(form, 'First name', 'Rosalind');
    await type(form, 'Last name', 'Franklin');
    await type(form, 'Fax number', '617-555-0199');
    await click(buttonNamed(form, 'Send fax'));
    await screen.settle();
    const status = () =>
      screen.container.querySelector('ul[aria-label="Faxes"] [role="status"]')?.textContent;
    await waitFor(() => expect(status()).toBe('Succeeded'), { timeout: 6000 });
    expect(server.statusReads).toBeGreaterThanOrEqual(3);
    screen.unmount();
  }, 15_000);

  it('heads the accession details with the order’s status and the order it adds to, from the light order', async () => {
    const server = reportServer([reportRow({ orderId: 100009 })], undefined, {
      originalOrderIds: { 100009: 100004 },
    });
    const screen = await renderPortalAt('/user-account#reports/31', server.portal);
    await settleLong(screen);
    await waitFor(() => expect(server.lightOrderReads).toEqual([100009]));
    const details = screen.container.querySelector('dl')!;
    await waitFor(() => {
      const rows = [...details.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]);
      expect(rows).toContainEqual(['Order', '100009 · Order now']);
      expect(rows).toContainEqual(['Add-on to order', '100004']);
    });
    const origin = [...details.querySelectorAll('a')].find((link) => link.textContent === '100004');
    expect(origin?.getAttribute('href')).toBe('/user-account#review/100004');
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  });

  it('lists every test of the report’s order with its report, or its lab status while none is out', async () => {
    const server = reportServer(
      [
        reportRow(),
        reportRow({ labReportId: 33, orderTestId: 42, testCode: 'TG71', reportVersion: 2 }),
      ],
      undefined,
      { unreportedTests: { 100004: ['J774'] } },
    );
    const screen = await renderPortalAt('/user-account#reports/31', server.portal);
    await settleLong(screen);
    const list = await waitFor(() => {
      const found = screen.container.querySelector('ul[aria-label="Tests of order 100004"]');
      if (!found) throw new Error('no tests yet');
      return found;
    });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'TG70 Hereditary cancer panel · Finished · this report (version 1)',
      'TG71 Hereditary cancer panel · Finished · report (version 2)',
      'J774 · In Process · no report yet',
    ]);
    const other = [...list.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(other).toEqual(['/user-account#reports/33']);
    await expectNoAxeViolations(screen.container);
    screen.unmount();
  });
});

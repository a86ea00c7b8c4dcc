import { afterEach, describe, expect, it, vi } from 'vitest';
import { expect as expectDom, screen as page, userEvent, waitFor, within } from 'storybook/test';
import type { LabForm } from '@loci/contract';
import { demoProfile } from '../testing/demoProfile.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const forms: LabForm[] = [
  {
    formId: 'requisition-general',
    title: 'Test Requisition Form',
    description: 'The paper requisition.',
    category: 'Requisition',
    fileName: 'requisition-general.pdf',
    revised: '2026-03-01',
  },
  {
    formId: 'consent-genetic-testing',
    title: 'Informed Consent for Genetic Testing',
    description: 'The patient’s consent.',
    category: 'Consent',
    fileName: 'consent-genetic-testing.pdf',
    revised: '2025-11-01',
  },
];

function formsPortal(download: () => Response) {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const fallback = portal.fetch.getMockImplementation() as (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  const asked: string[] = [];
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://portal.test').pathname;
    if (path === '/api/portal/v1.0.1/resources/forms') return json({ success: true, data: forms });
    if (path === '/api/portal/v1.0.1/partnershipProgram')
      return json({
        success: true,
        data: [
          {
            programCode: 'CARDIO-DETECT',
            name: 'Cardiomyopathy Sponsored Testing Program',
            description: 'No-charge testing.',
            sponsorName: 'Northwind Therapeutics',
            programType: 'Sponsored',
            paymentType: 'Sponsored',
            isActive: true,
            startDate: '2024-01-01',
            endDate: null,
            testCodes: ['C1001', 'C1004'],
          },
          {
            programCode: 'ATTR-2020',
            name: 'Hereditary Amyloidosis Program (closed)',
            description: 'Ended.',
            sponsorName: 'Northwind Therapeutics',
            programType: 'Sponsored',
            paymentType: 'Sponsored',
            isActive: false,
            startDate: '2020-01-01',
            endDate: '2022-12-31',
            testCodes: ['T1'],
          },
        ],
      });
    if (path.startsWith('/api/portal/v1.0.1/resources/forms/')) {
      asked.push(path.slice(path.lastIndexOf('/') + 1));
      return download();
    }
    return fallback(url, init);
  });
  return { portal, asked };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('/resources/forms', () => {
  it('lists the lab’s forms by category and downloads one as a PDF', async () => {
    const created = vi.fn(() => 'blob:form');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const { portal, asked } = formsPortal(
      () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="consent-genetic-testing.pdf"',
          },
        }),
    );
    const view = await renderPortalAt('/resources/forms', portal);
    expect(view.heading()).toBe('Forms');
    const consent = page.getByRole('heading', { name: 'Consent forms' }).parentElement!;
    expectDom(consent).toHaveTextContent('Informed Consent for Genetic Testing');
    expectDom(page.getByRole('heading', { name: 'Requisition forms' })).toBeInTheDocument();
    expect(page.queryByRole('heading', { name: 'Billing forms' })).toBeNull();
    const programs = (await page.findByRole('heading', { name: 'Sponsored testing programs' }))
      .parentElement!;
    expectDom(programs).toHaveTextContent(
      'Cardiomyopathy Sponsored Testing Program (CARDIO-DETECT)',
    );
    expectDom(programs).toHaveTextContent('Tests: C1001, C1004.');
    expectDom(programs).not.toHaveTextContent('ATTR-2020');
    await expectNoAxeViolations(view.container);
    await userEvent.setup().click(
      within(consent).getByRole('button', {
        name: 'Download PDF: Informed Consent for Genetic Testing',
      }),
    );
    await waitFor(() => expect(asked).toEqual(['consent-genetic-testing']));
    await waitFor(() => expect(created).toHaveBeenCalledOnce());
    expect(page.queryByText(/could not be downloaded/)).toBeNull();
    view.unmount();
    vi.unstubAllGlobals();
  });

  it('says so when a form cannot be downloaded', async () => {
    const { portal } = formsPortal(() => json({ success: false, errors: [] }, 500));
    const view = await renderPortalAt('/resources/forms', portal);
    await userEvent
      .setup()
      .click(page.getByRole('button', { name: 'Download PDF: Test Requisition Form' }));
    await waitFor(() =>
      expectDom(
        page.getByText('Test Requisition Form could not be downloaded. Please try again.'),
      ).toBeInTheDocument(),
    );
    view.unmount();
  });
});

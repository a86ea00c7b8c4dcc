import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InsurancePolicy } from '@loci/contract';
import { PriorAuthCaseStatus } from '@loci/domain';
import { PortalServicesProvider } from '../app/PortalServicesContext.tsx';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal } from '../testing/renderPortal.tsx';
import {
  InsuranceChecks,
  policyAllowsBenefitInvestigation,
  type InsuranceChecksProps,
} from './InsuranceChecks.tsx';
import type { PriorAuthCaseValues } from './priorAuthCase.ts';

/** The form's side: keeps the case the checks report, as the order form does. */
function Holder(
  props: Pick<InsuranceChecksProps, 'orderId' | 'policy'> & {
    onKept: (priorAuth: PriorAuthCaseValues | null) => void;
  },
) {
  const [priorAuth, setPriorAuth] = useState<PriorAuthCaseValues | null>(null);
  const { onKept, ...shown } = props;
  return (
    <InsuranceChecks
      {...shown}
      priorAuth={priorAuth}
      onPriorAuthChange={(next) => {
        onKept(next);
        setPriorAuth(next);
      }}
    />
  );
}
type KeptCase = { current: PriorAuthCaseValues | null };

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

function policy(insurance: Partial<NonNullable<InsurancePolicy['insurance']>>): InsurancePolicy {
  return {
    id: 3,
    insurance: {
      name: 'United Healthcare',
      code: 'UHC1',
      otherInsuranceName: null,
      insuranceCategory: 'UHC',
      insurancePlanCompany: null,
      biEnabled: true,
      canPerformFederalInsuranceBi: true,
      network: null,
      isXifin: false,
      dplEnabled: false,
      ...insurance,
    },
    policyId: 'P-1',
  } as InsurancePolicy;
}

const estimate = {
  planCode: 'UHC1',
  planName: 'United Healthcare Choice',
  network: 'IN',
  currency: 'USD',
  listPrice: 2500,
  allowedAmount: 1200,
  deductibleRemaining: 300,
  coinsurancePercent: 20,
  outOfPocketMaxRemaining: 2000,
  estimatedPatientResponsibility: 480,
  estimatedInsurancePays: 720,
  tests: [{ code: 'TG70', listPrice: 2500 }],
  estimatedAt: '2026-11-22T01:00:00.000Z',
};

/** The lab's app settings as the demo server holds them (ML_insurance_flow on). */
const demoSettings = [
  { VarName: 'ML_insurance_flow', VarValue: 'true' },
  { VarName: 'LabSupportEmail', VarValue: 'support@loci.test' },
];

async function render(
  answers: {
    estimate: () => Response;
    /** The lab's answer to the estimate's removal. */
    removal?: () => Response;
    settings?: { VarName: string; VarValue: string }[];
    /** The plan's answer to the clinical answers, when it is not the updated case. */
    clinicalAnswers?: () => Response;
  },
  props: { orderId: number | null; policy: InsurancePolicy },
) {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const toast = vi.spyOn(portal.services.toaster, 'show');
  const calls: string[] = [];
  const bodies: unknown[] = [];
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const address = String(url);
    if (address.endsWith('/settings')) return json(answers.settings ?? demoSettings);
    calls.push(`${init?.method ?? 'GET'} ${address.replace('/api/portal/v1.0.1', '')}`);
    if (address.endsWith('/simpleorder/billing/estimate'))
      return init?.method === 'DELETE' && answers.removal ? answers.removal() : answers.estimate();
    if (address.endsWith('/priorAuthorization/clinicalQuestions')) {
      bodies.push(JSON.parse(String(init?.body)));
      if (answers.clinicalAnswers) return answers.clinicalAnswers();
      return json({
        success: true,
        data: {
          orderId: 42,
          required: true,
          record: {
            qnaRequired: false,
            caseNumber: 'PA-9',
            caseStatus: PriorAuthCaseStatus.RequestReceived,
            caseStatusDescription: null,
            runExternally: false,
            priorAuthSource: 'Local',
            discardPa: false,
          },
          clinicalQuestions: [{ id: 'q1', text: 'Has the patient had genetic counselling?' }],
        },
      });
    }
    if (address.endsWith('/simpleorder/priorAuth/required'))
      return json({
        success: true,
        data: { orderId: 42, required: true, insuranceCategory: 'UHC', planCode: 'UHC1' },
      });
    if (address.endsWith('/priorAuthorization/checkPriorAuthAndInitiateCase'))
      return json({
        success: true,
        data: {
          orderId: 42,
          required: true,
          record: {
            qnaRequired: true,
            caseNumber: 'PA-9',
            caseStatus: 1,
            caseStatusDescription: null,
            runExternally: false,
            priorAuthSource: null,
            discardPa: false,
          },
          clinicalQuestions: [{ id: 'q1', text: 'Has the patient had genetic counselling?' }],
        },
      });
    return json({}, 404);
  });
  const kept: KeptCase = { current: null };
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <PortalServicesProvider services={portal.services}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <Holder
            {...props}
            onKept={(next) => {
              kept.current = next;
            }}
          />
        </SWRConfig>
      </PortalServicesProvider>,
    ),
  );
  // The lab's app settings arrive.
  for (let round = 0; round < 3; round += 1)
    await act(async () => new Promise((r) => setTimeout(r, 0)));
  const click = async (name: string) => {
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;
    await act(async () => button.click());
    for (let round = 0; round < 5; round += 1)
      await act(async () => new Promise((r) => setTimeout(r, 0)));
  };
  return {
    container,
    calls,
    bodies,
    kept,
    click,
    toast,
    unmount: () => act(() => root.unmount()),
  };
}

describe('cost estimate and prior authorization in the order form', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('runs the estimate and the PA check of a UHC plan on the saved order', async () => {
    const screen = await render(
      { estimate: () => json({ success: true, data: estimate }) },
      { orderId: 42, policy: policy({}) },
    );
    expect(screen.container.textContent).toContain('This plan usually needs prior authorization.');
    await screen.click('Run cost estimate');
    expect(screen.container.textContent).toContain('$480.00');
    await screen.click('Check prior authorization');
    expect(screen.calls).toEqual([
      'POST /simpleorder/billing/estimate',
      'POST /simpleorder/priorAuth/required',
      'POST /priorAuthorization/checkPriorAuthAndInitiateCase',
    ]);
    expect(screen.container.textContent).toContain(
      'Prior authorization required. Case status: Case Not Finalized (case PA-9).',
    );
    expect(screen.container.textContent).toContain('Has the patient had genetic counselling?');
    screen.unmount();
  });

  it('removes the estimate from the order when asked, and keeps it when the lab fails', async () => {
    let removed = false;
    const screen = await render(
      {
        estimate: () => json({ success: true, data: estimate }),
        removal: () =>
          removed
            ? json({ success: true, data: { orderId: 42, removed: true } })
            : json({ message: 'Internal Server Error' }, 500),
      },
      { orderId: 42, policy: policy({}) },
    );
    expect(screen.container.textContent).not.toContain('Remove cost estimate');
    await screen.click('Run cost estimate');
    await screen.click('Remove cost estimate');
    expect(screen.container.textContent).toContain('$480.00');
    removed = true;
    await screen.click('Remove cost estimate');
    expect(screen.calls.filter((call) => call.startsWith('DELETE'))).toEqual([
      'DELETE /simpleorder/billing/estimate',
      'DELETE /simpleorder/billing/estimate',
    ]);
    expect(screen.container.textContent).not.toContain('$480.00');
    expect(screen.container.textContent).not.toContain('Remove cost estimate');
    screen.unmount();
  });

  it('requires an answer to each clinical question, sends them and shows the new case status', async () => {
    const screen = await render(
      { estimate: () => json({ success: true, data: estimate }) },
      { orderId: 42, policy: policy({}) },
    );
    await screen.click('Check prior authorization');
    const answer = screen.container.querySelector('textarea')!;
    await screen.click('Send the answers');
    const described = (answer.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain('This field is required');
    expect(screen.bodies).toEqual([]);

    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(
        answer,
        'Counselled on 11/02/2026.',
      );
      answer.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(screen.kept.current?.answers).toEqual({ q1: 'Counselled on 11/02/2026.' });
    await screen.click('Send the answers');
    expect(screen.bodies).toEqual([
      {
        orderId: 42,
        caseNumber: 'PA-9',
        answers: [{ questionId: 'q1', answer: 'Counselled on 11/02/2026.' }],
      },
    ]);
    expect(screen.container.textContent).toContain(
      'Prior authorization required. Case status: Review In Progress (case PA-9).',
    );
    expect(screen.container.textContent).toContain('The answers were sent to the plan.');
    expect(screen.kept.current?.answersNeeded).toBe(false);
    screen.unmount();
  });

  it('shows the plan’s refusal of an answer beside its question, not as a toast', async () => {
    const screen = await render(
      {
        estimate: () => json({ success: true, data: estimate }),
        clinicalAnswers: () =>
          json(
            {
              success: false,
              errors: [{ code: 'too_short', message: 'Say when and by whom.', path: 'answers.0' }],
            },
            422,
          ),
      },
      { orderId: 42, policy: policy({}) },
    );
    await screen.click('Check prior authorization');
    const answer = screen.container.querySelector('textarea')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(
        answer,
        'Yes.',
      );
      answer.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await screen.click('Send the answers');
    expect(screen.bodies).toHaveLength(1);
    const described = (answer.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain('Say when and by whom.');
    expect(screen.kept.current?.answersNeeded).toBe(true);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.toast).not.toHaveBeenCalled();
    screen.unmount();
  });

  it('says "No BI info returned from server." when the server has no BI information', async () => {
    const screen = await render(
      {
        estimate: () =>
          json(
            {
              success: false,
              errors: [{ code: 'no_bi_info', message: 'No BI info returned from server.' }],
            },
            422,
          ),
      },
      { orderId: 42, policy: policy({}) },
    );
    await screen.click('Run cost estimate');
    expect(screen.container.textContent).toContain('No BI info returned from server.');
    screen.unmount();
  });

  it('shows the server’s reason when it refuses the estimate, once, beside the button', async () => {
    const screen = await render(
      {
        estimate: () =>
          json(
            {
              success: false,
              errors: [
                {
                  code: 'bi_not_enabled',
                  message: 'Benefit investigation is not available for Medicare Part B',
                },
              ],
            },
            422,
          ),
        settings: [{ VarName: 'ML_insurance_flow', VarValue: 'false' }],
      },
      { orderId: 42, policy: policy({ insuranceCategory: 'MCR', name: 'Medicare Part B' }) },
    );
    await screen.click('Run cost estimate');
    const banner = [...screen.container.querySelectorAll('*')].find(
      (element) =>
        element.children.length === 0 &&
        element.textContent === 'Benefit investigation is not available for Medicare Part B',
    );
    expect(banner).toBeDefined();
    expect(screen.container.textContent).not.toContain('No BI info returned from server.');
    await act(async () => new Promise((r) => setTimeout(r, 150)));
    expect(screen.toast).not.toHaveBeenCalled();
    screen.unmount();
  });

  it('falls back to "No BI info returned from server." when the call fails otherwise', async () => {
    const screen = await render(
      { estimate: () => json({ message: 'Internal Server Error' }, 500) },
      { orderId: 42, policy: policy({}) },
    );
    await screen.click('Run cost estimate');
    expect(screen.container.textContent).toContain('No BI info returned from server.');
    screen.unmount();
  });

  it('follows the lab’s ML_insurance_flow flag: no estimate for Medicare while it is on', async () => {
    const medicare = policy({ insuranceCategory: 'MCR', name: 'Medicare Part B' });
    const flagOn = await render({ estimate: () => json({}) }, { orderId: 42, policy: medicare });
    expect(flagOn.container.textContent).toContain(
      'This insurance does not allow a benefit investigation.',
    );
    expect(flagOn.container.textContent).not.toContain('Run cost estimate');
    expect(policyAllowsBenefitInvestigation(medicare, { ML_insurance_flow: true })).toBe(false);
    flagOn.unmount();
    localStorage.clear();

    const flagOff = await render(
      { estimate: () => json({}), settings: [{ VarName: 'ML_insurance_flow', VarValue: 'false' }] },
      { orderId: 42, policy: medicare },
    );
    expect(flagOff.container.textContent).toContain('Run cost estimate');
    flagOff.unmount();
  });

  it('offers the estimate only where the insurance allows BI, and only on a saved order', async () => {
    expect(
      policyAllowsBenefitInvestigation(policy({ canPerformFederalInsuranceBi: false }), {}),
    ).toBe(false);
    const screen = await render(
      { estimate: () => json({}) },
      { orderId: null, policy: policy({ biEnabled: false }) },
    );
    expect(screen.container.textContent).toContain(
      'This insurance does not allow a benefit investigation.',
    );
    const check = [...screen.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Check prior authorization',
    )!;
    expect(check.disabled).toBe(true);
    screen.unmount();
  });
});

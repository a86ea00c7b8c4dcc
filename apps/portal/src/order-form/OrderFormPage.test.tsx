import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderingProvider } from '@loci/contract';
import { createPortalStorage } from '../storage/portalStorage.ts';
import { simpleOrder } from '../orders/orderFixtures.ts';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';
import { emptyOrderForm } from './orderForm.ts';
import { keepOrderForm, recallOrderForm } from './orderFormKeeper.ts';
import { autosaveDelayMs } from './OrderFormPage.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

function provider(id: number, lastName: string, clientMasterProviderId: number): OrderingProvider {
  return {
    id,
    firstName: 'Ada',
    middleName: null,
    lastName,
    prefix: 'Dr.',
    suffix: null,
    title: null,
    degree: null,
    contact: null,
    medicalLicenseNumber: null,
    medicalLicenseState: null,
    code: null,
    fax: null,
    email: 'dr@loci.test',
    clientMasterProviderId,
    clientMasterStaffId: null,
    clientMasterNpi: null,
    type: 'OrderingProvider',
    transmissionProtocol: 1,
    additionalProviderId: null,
    isMainProvider: clientMasterProviderId !== 0,
  };
}

function orderingPortal(options: { saveFails?: boolean } = {}) {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const fallback = portal.fetch.getMockImplementation() as (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  const saved: { method: string; body: Record<string, unknown> }[] = [];
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const address = String(url);
    if (address.endsWith('/references/questions'))
      return json([
        {
          testCode: 'TG70',
          aoeTestCode: 'TG70',
          sections: [
            {
              code: 'IC',
              name: 'Indication',
              groups: [
                {
                  id: 'g1',
                  name: 'Personal history',
                  questions: [
                    {
                      id: 'affected',
                      label: 'Is the patient affected?',
                      type: 'checkbox',
                      required: false,
                      options: [],
                      children: [
                        {
                          id: 'ageAtDiagnosis',
                          label: 'Age at diagnosis',
                          type: 'number',
                          required: true,
                          options: [],
                          children: [],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ]);
    if (address.includes('/order/orderingProviders/list/'))
      return json({ success: true, data: [provider(1, 'Other', 0), provider(2, 'Main', 9)] });
    if (address.endsWith('/simpleOrder')) {
      saved.push({ method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)) });
      if (options.saveFails)
        return json({ success: false, errors: [{ code: 'x', message: 'down' }] }, 503);
      const body = saved.at(-1)!.body;
      return json({
        success: true,
        data: simpleOrder({
          orderId: 77,
          status: body['status'] as number,
          accountNumber: body['accountNumber'] as string,
          patientId: body['patientId'] as number,
        }),
      });
    }
    return fallback(url, init);
  });
  return { portal, saved };
}

const fieldError = (container: HTMLElement, label: string) => {
  const control = [...container.querySelectorAll('select, input, textarea')].find((element) =>
    (element as HTMLInputElement).labels?.[0]?.textContent?.includes(label),
  );
  const ids = control?.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

async function setValue(element: Element | undefined, value: string) {
  if (!(
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  ))
    throw new Error('no such control');
  await act(async () => {
    const prototype = Object.getPrototypeOf(element) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

const control = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll('select, input, textarea')].find((element) =>
    (element as HTMLInputElement).labels?.[0]?.textContent?.includes(label),
  );

describe('the order form', () => {
  beforeEach(() => {
    localStorage.clear();
    createPortalStorage(localStorage).write('cart', [
      { code: 'TG70', indent: 0, reflexOrderingParentTestCode: null },
      { code: 'TG71', indent: 1, reflexOrderingParentTestCode: 'TG70' },
    ]);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('starts from the cart with the account’s main ordering provider and shows each rule beside its field', async () => {
    const { portal, saved } = orderingPortal();
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    expect(screen.heading()).toBe('New order');
    const tests = [...screen.container.querySelectorAll('[aria-label="Tests to order"] li')];
    expect(tests.map((test) => test.textContent)).toEqual(['TG70', 'TG71']);
    expect((tests[1] as HTMLElement).style.marginInlineStart).toBe('1.5rem');
    expect((control(screen.container, 'Ordering provider') as HTMLSelectElement).value).toBe('2');

    await setValue(control(screen.container, 'Payment type'), 'Patient');
    expect(screen.container.textContent).toContain(
      'The patient is responsible for the self-pay price.',
    );
    await setValue(control(screen.container, 'Diagnosis codes'), 'Z80.3, nonsense');
    const submit = [...screen.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Submit order',
    )!;
    await act(async () => submit.click());
    expect(fieldError(screen.container, 'Patient')).toContain('This field is required');
    expect(fieldError(screen.container, 'Diagnosis codes')).toContain(
      'Not an ICD-10-CM code: nonsense',
    );
    expect(screen.container.textContent).toContain(
      'The patient’s consent is required to submit the order.',
    );
    expect(saved).toEqual([]);
    screen.unmount();
  });

  it('asks the tests’ AOE questions, a child once its parent is answered, required beside the field', async () => {
    const { portal } = orderingPortal();
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    expect(screen.container.textContent).toContain('TG70: Indication');
    expect(control(screen.container, 'Age at diagnosis')).toBeUndefined();
    const affected = control(screen.container, 'Is the patient affected?') as HTMLInputElement;
    await act(async () => affected.click());
    expect(control(screen.container, 'Age at diagnosis')).toBeDefined();
    const submit = [...screen.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Submit order',
    )!;
    await act(async () => submit.click());
    expect(fieldError(screen.container, 'Age at diagnosis')).toContain('This field is required');
    await setValue(control(screen.container, 'Age at diagnosis'), '41');
    expect(fieldError(screen.container, 'Age at diagnosis')).not.toContain(
      'This field is required',
    );
    screen.unmount();
  });

  it('keeps what was typed through a reload', async () => {
    const { portal } = orderingPortal();
    const first = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    await setValue(control(first.container, 'Diagnosis codes'), 'E11.65');
    await setValue(control(first.container, 'Notes for the lab'), 'Fasting sample');
    first.unmount();
    const second = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    expect((control(second.container, 'Diagnosis codes') as HTMLInputElement).value).toBe('E11.65');
    expect((control(second.container, 'Notes for the lab') as HTMLTextAreaElement).value).toBe(
      'Fasting sample',
    );
    second.unmount();
  });

  it('autosaves a draft once account, patient and tests are there, then continues it at its address', async () => {
    const { portal, saved } = orderingPortal();
    keepOrderForm(portal.services.storage, 'new', {
      ...emptyOrderForm([{ code: 'TG70', indent: 0, orderedAsKit: false }]),
      accountNumber: '1001',
      patientId: '7',
    });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    await setValue(control(screen.container, 'Notes for the lab'), 'Call before shipping');
    await act(async () => new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 200)));
    await screen.settle();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      method: 'POST',
      body: {
        accountNumber: '1001',
        patientId: 7,
        status: 1,
        orderingProviderId: 2,
        notes: 'Call before shipping',
      },
    });
    expect(screen.location()).toBe('/test-catalog/requisition#simple-order/77');
    expect(recallOrderForm(portal.services.storage, 'new')).toBeNull();
    screen.unmount();
  });

  it('keeps the form in the browser when the draft cannot be saved', async () => {
    const { portal, saved } = orderingPortal({ saveFails: true });
    keepOrderForm(portal.services.storage, 'new', {
      ...emptyOrderForm([{ code: 'TG70', indent: 0, orderedAsKit: false }]),
      accountNumber: '1001',
      patientId: '7',
    });
    const screen = await renderPortalAt('/test-catalog/requisition#simple-order/new', portal);
    await setValue(control(screen.container, 'Notes for the lab'), 'Keep me');
    await act(async () => new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 200)));
    await screen.settle();
    expect(saved.length).toBeGreaterThan(0);
    expect(screen.container.textContent).toContain('The draft could not be saved');
    expect(recallOrderForm(portal.services.storage, 'new')?.notes).toBe('Keep me');
    screen.unmount();
  }, 15000);
});

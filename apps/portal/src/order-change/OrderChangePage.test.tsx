// The post-submission change form over the portal's real client, hooks and routes, the server's
// answers given by a fake fetch: the catalogue's failure in the spec's words, the domain's
// change-set rules refusing a record before sending, a change set saved and the review shown.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderChangeCatalog } from '@loci/contract';
import { DiagnosisCodeMessages } from '@loci/domain';
import { orderedTest, simpleOrder } from '../orders/orderFixtures.ts';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { storyOrderingProviders } from '../storybook/fixtures.ts';
import { buildChange, changeableEntries } from './orderChangeRecords.ts';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const catalog: OrderChangeCatalog = {
  postSubmissionEditing: true,
  entries: [
    {
      typePath: 'Order.Notes',
      version: 1,
      label: 'Order notes',
      keys: ['orderId'],
      operations: ['create', 'update', 'delete'],
      valueType: 'text',
      orderStatuses: [1, 3, 0, 2],
      roles: ['GDAA', 'GDFA', 'GDOO'],
    },
    {
      typePath: 'Order.DiagnosisCodes',
      version: 1,
      label: 'Diagnosis (ICD-10) codes',
      keys: ['orderId'],
      operations: ['create', 'delete'],
      valueType: 'diagnosisCode',
      orderStatuses: [1, 3, 0, 2],
      roles: ['GDAA', 'GDFA', 'GDOO'],
    },
    {
      typePath: 'Order.Tests',
      version: 1,
      label: 'Ordered tests (delete cancels the test)',
      keys: ['orderId', 'testId'],
      operations: ['delete'],
      valueType: 'testCode',
      orderStatuses: [1, 3, 0, 2],
      roles: ['GDAA', 'GDFA'],
    },
    {
      typePath: 'Order.Status',
      version: 1,
      label: 'Order status',
      keys: ['orderId'],
      operations: ['update'],
      valueType: 'orderStatus',
      orderStatuses: [1, 3, 0, 2],
      roles: ['GDAA', 'GDFA', 'GDOO'],
    },
  ],
};

function portalWith(catalogAnswer: () => Response) {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const fallback = portal.fetch.getMockImplementation() as (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  let order = simpleOrder({
    notes: null,
    diagnosisCodes: ['Z80.3'],
    tests: [orderedTest()],
    orderingProviderId: 8001,
  });
  const sets: unknown[] = [];
  const icdLookups: unknown[] = [];
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const address = String(url);
    if (address.endsWith('/graphql/catalog')) {
      const { operationName, variables } = JSON.parse(String(init?.body)) as {
        operationName: string;
        variables: { code?: string };
      };
      if (operationName === 'IcdCodes') {
        icdLookups.push(variables);
        const items = icdCodes.filter((item) => item.code.startsWith(variables.code ?? ''));
        return json({
          data: { icdCodes: { pages: 1, page: 1, pageSize: 1, total: items.length, items } },
        });
      }
    }
    if (address.includes('/order/changes/catalog')) return catalogAnswer();
    if (address.includes('/api/messaging/v1/order/changes?order_id=42')) {
      const set = JSON.parse(String(init?.body)) as { changes: Array<{ newValue?: string }> };
      sets.push(set);
      order = { ...order, notes: set.changes[0]?.newValue ?? null };
      return json({
        changeSetId: 7,
        orderId: 42,
        action: 'update',
        changeCount: set.changes.length,
        previousStatus: 0,
        status: 0,
        statusLabel: 'OrderNow',
        appliedAt: '2026-11-26T04:00:00.000Z',
      });
    }
    if (address.endsWith('/simpleOrder/42')) return json({ success: true, data: order });
    if (address.includes('/order/orderingProviders/list/'))
      return json({
        success: true,
        data: [
          { ...storyOrderingProviders[0]!, id: 8001, firstName: 'Ada', lastName: 'Main' },
          {
            ...storyOrderingProviders[0]!,
            id: 8002,
            firstName: 'Grace',
            lastName: 'Hopper',
            isMainProvider: false,
          },
        ],
      });
    if (address.includes('/documentUpload/order/42')) return json({ success: true, data: [] });
    if (address.includes('/portal-messaging/threads/read-status')) return json([]);
    if (address.includes('/patient-portal/invitations/status'))
      return json({ orderId: 42, status: 'NOT_SENT', sentAt: null, sentTo: null });
    return fallback(url, init);
  });
  return { portal, sets, icdLookups };
}

/** The catalogue's ICD listing as the fake server answers it: E11 heads more specific codes. */
const icdCodes = [
  { code: 'E11', description: 'Type 2 diabetes mellitus', billable: false },
  { code: 'E11.65', description: 'Type 2 diabetes mellitus with hyperglycemia', billable: true },
];

function field<T extends HTMLElement>(label: string): T {
  const element = [...document.querySelectorAll('label')].find((item) =>
    item.textContent?.startsWith(label),
  );
  const control = element ? document.getElementById(element.htmlFor) : null;
  expect(control, label).not.toBeNull();
  return control as T;
}

async function setValue(control: HTMLSelectElement | HTMLTextAreaElement, value: string) {
  await act(async () => {
    const prototype =
      control instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, value);
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((item) => item.textContent === name);

/** axe-core over a whole screen takes seconds on a busy machine. */
const axeTimeout = 30_000;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('/user-account#review/{orderId}/change', { timeout: axeTimeout }, () => {
  it('builds a change set, saves it, and shows the change on the order review', async () => {
    const { portal, sets } = portalWith(() => json(catalog));
    const screen = await renderPortalAt('/user-account#review/42/change', portal);
    expect(screen.heading()).toBe('Change order 42');
    const kinds = [...field<HTMLSelectElement>('What to change').options].map((item) => item.text);
    // The status moves by the order's own actions; the rest is offered to a GDAA.
    expect(kinds).toEqual([
      'Choose what to change',
      'Order notes',
      'Diagnosis (ICD-10) codes',
      'Ordered tests (delete cancels the test)',
    ]);
    await expectNoAxeViolations(screen.container);

    await setValue(field('What to change'), 'Order.Notes');
    // The order has no notes: a replace needs an old value, which the domain's rules refuse.
    await setValue(field('Change'), 'update');
    await setValue(field('New order notes'), 'Call before shipping');
    await act(async () => button('Add this change')!.click());
    expect(screen.container.textContent).toContain('An update change needs an old value');
    expect(button('Save changes')?.disabled).toBe(true);

    await setValue(field('Change'), 'create');
    await setValue(field('New order notes'), 'Call before shipping');
    await act(async () => button('Add this change')!.click());
    expect(
      screen.container.querySelector('ul[aria-label="Changes to save"]')?.textContent,
    ).toContain('Order notes: add “Call before shipping”');
    await expectNoAxeViolations(screen.container);
    await act(async () => button('Save changes')!.click());
    await screen.settle();
    expect(sets).toEqual([
      {
        action: 'update',
        changes: [
          {
            version: 1,
            typePath: 'Order.Notes',
            keys: { orderId: 42 },
            operation: 'create',
            newValue: 'Call before shipping',
          },
        ],
        metadata: [],
      },
    ]);
    expect(screen.location()).toBe('/user-account#review/42');
    const state = portal.services.toaster.getState();
    expect([...state.visible, ...state.waiting].map((toast) => toast.message)).toContain(
      'Change set 7 saved: 1 change to order 42.',
    );
    expect(screen.container.querySelector('[data-testid="order-notes"]')?.textContent).toBe(
      'Call before shipping',
    );
    screen.unmount();
  });

  it('offers the account’s providers by name, and refuses a code the order holds as a duplicate', async () => {
    const withProvider: OrderChangeCatalog = {
      ...catalog,
      entries: [
        ...catalog.entries,
        {
          typePath: 'Order.OrderingProvider',
          version: 1,
          label: 'Ordering provider',
          keys: ['orderId'],
          operations: ['update'],
          valueType: 'orderingProviderId',
          orderStatuses: [1, 3, 0, 2],
          roles: ['GDAA', 'GDFA', 'GDOO'],
        },
      ],
    };
    const { portal } = portalWith(() => json(withProvider));
    const screen = await renderPortalAt('/user-account#review/42/change', portal);
    await setValue(field('What to change'), 'Order.OrderingProvider');
    await screen.settle();
    const provider = field<HTMLSelectElement>('Ordering provider');
    expect(provider.tagName).toBe('SELECT');
    expect([...provider.options].map((option) => option.text)).toEqual([
      'Choose a provider',
      'Dr. Grace Hopper',
    ]);
    expect(screen.container.textContent).toContain('Now Dr. Ada Main');
    expect(screen.container.textContent).not.toContain('Ordering provider id');

    await setValue(field('What to change'), 'Order.DiagnosisCodes');
    await setValue(field('Change'), 'create');
    const code = field<HTMLInputElement>('Diagnosis (ICD-10) code');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        code,
        'z80.3',
      );
      code.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => button('Add this change')!.click());
    expect(screen.container.textContent).toContain('Already on the order: Z80.3');
    expect(screen.container.querySelector('ul[aria-label="Changes to save"]')).toBeNull();
    screen.unmount();
  });

  it('says "Failed to fetch order change catalog: {reason}" when the catalogue cannot be read', async () => {
    const { portal } = portalWith(() =>
      json({ errors: [{ code: 'internal', message: 'The catalogue is unavailable' }] }, 503),
    );
    const screen = await renderPortalAt('/user-account#review/42/change', portal);
    await screen.settle();
    expect(screen.container.textContent).toContain(
      'Failed to fetch order change catalog: The catalogue is unavailable',
    );
    screen.unmount();
  });
});

describe('/user-account#review/{orderId}/change, diagnosis codes', { timeout: axeTimeout }, () => {
  it('refuses a header code with the server’s message before sending, and adds a billable one', async () => {
    const { portal, sets, icdLookups } = portalWith(() => json(catalog));
    const screen = await renderPortalAt('/user-account#review/42/change', portal);
    await setValue(field('What to change'), 'Order.DiagnosisCodes');
    await setValue(field('Change'), 'create');
    const code = field<HTMLInputElement>('Diagnosis (ICD-10) code');
    const type = (text: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(code, text);
        code.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await type('e11');
    await act(async () => button('Add this change')!.click());
    await screen.settle();
    expect(icdLookups).toEqual([{ code: 'E11', pageSize: 1 }]);
    const refusal = DiagnosisCodeMessages.notBillable(['E11']);
    expect(refusal).toBe('Not billable, choose a more specific code: E11');
    expect(screen.container.textContent).toContain(refusal);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.container.querySelector('ul[aria-label="Changes to save"]')).toBeNull();
    await expectNoAxeViolations(screen.container);

    await type('E11.65');
    await act(async () => button('Add this change')!.click());
    await screen.settle();
    expect(screen.container.textContent).not.toContain(refusal);
    expect(
      screen.container.querySelector('ul[aria-label="Changes to save"]')?.textContent,
    ).toContain('add “E11.65”');
    expect(sets).toEqual([]);
    screen.unmount();
  });
});

describe('change records', () => {
  const order = simpleOrder({ notes: 'Old', diagnosisCodes: ['Z80.3'], tests: [orderedTest()] });
  const entry = (typePath: string) => catalog.entries.find((item) => item.typePath === typePath)!;

  it('offers only what the role may change in the order’s status', () => {
    expect(changeableEntries(catalog, order, 'GDOO').map((item) => item.typePath)).toEqual([
      'Order.Notes',
      'Order.DiagnosisCodes',
    ]);
    expect(changeableEntries(catalog, { status: 4 }, 'GDAA')).toEqual([]);
  });

  it('takes old values from the order and checks values with the contract', () => {
    expect(
      buildChange({ entry: entry('Order.Notes'), operation: 'update', value: 'New' }, order),
    ).toEqual({
      ok: true,
      record: {
        version: 1,
        typePath: 'Order.Notes',
        keys: { orderId: 42 },
        operation: 'update',
        oldValue: 'Old',
        newValue: 'New',
      },
    });
    expect(
      buildChange(
        { entry: entry('Order.Tests'), operation: 'delete', value: 'TG70', testId: 501 },
        order,
      ),
    ).toMatchObject({ ok: true, record: { keys: { orderId: 42, testId: 501 }, oldValue: 'TG70' } });
    expect(
      buildChange({ entry: entry('Order.DiagnosisCodes'), operation: 'create', value: '' }, order),
    ).toEqual({ ok: false, message: 'A create change needs a new value' });
    expect(
      buildChange({ entry: entry('Order.Tests'), operation: 'delete', value: '' }, order),
    ).toEqual({ ok: false, message: 'This field is required' });
  });

  it('refuses a code the order holds, or the changes add, as a duplicate', () => {
    const create = (value: string) => ({
      entry: entry('Order.DiagnosisCodes'),
      operation: 'create' as const,
      value,
    });
    expect(buildChange(create('z80.3'), order)).toEqual({
      ok: false,
      message: DiagnosisCodeMessages.duplicate('Z80.3'),
    });
    const added = buildChange(create('E11.65'), order);
    expect(added.ok).toBe(true);
    const pending = added.ok ? [added.record] : [];
    expect(buildChange(create('e11.65'), order, pending)).toEqual({
      ok: false,
      message: 'Already on the order: E11.65',
    });
    const removed = buildChange(
      { entry: entry('Order.DiagnosisCodes'), operation: 'delete', value: 'Z80.3' },
      order,
    );
    expect(buildChange(create('Z80.3'), order, removed.ok ? [removed.record] : [])).toMatchObject({
      ok: true,
    });
  });

  it('says the spec’s words for a provider that is not an id, never the validation library’s', () => {
    const provider = {
      typePath: 'Order.OrderingProvider',
      version: 1,
      label: 'Ordering provider',
      keys: ['orderId'],
      operations: ['update'],
      valueType: 'orderingProviderId',
      orderStatuses: [1, 3, 0, 2],
      roles: ['GDAA', 'GDFA', 'GDOO'],
    } as unknown as (typeof catalog.entries)[number];
    const withProvider = { ...order, orderingProviderId: 8001 };
    expect(
      buildChange({ entry: provider, operation: 'update', value: 'abc' }, withProvider),
    ).toEqual({ ok: false, message: 'Wrong format' });
    expect(buildChange({ entry: provider, operation: 'update', value: ' ' }, withProvider)).toEqual(
      { ok: false, message: 'This field is required' },
    );
    expect(
      buildChange({ entry: provider, operation: 'update', value: '8002' }, withProvider),
    ).toMatchObject({ ok: true, record: { oldValue: 8001, newValue: 8002 } });
  });
});

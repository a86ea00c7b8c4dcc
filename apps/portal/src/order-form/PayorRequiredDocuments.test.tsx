import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InsurancePolicy } from '@loci/contract';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal, renderWithServices } from '../testing/renderPortal.tsx';
import {
  PayorRequiredDocuments,
  isRequiredDocumentAttached,
  payorRequiredDocumentsRequest,
} from './PayorRequiredDocuments.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

function policy(code: string | null, name = 'UnitedHealthcare Choice Plus'): InsurancePolicy {
  return {
    id: 3,
    insurance: code === null ? null : { name, code },
    policyId: 'P-1',
  } as InsurancePolicy;
}

const uhcDocuments = [
  {
    documentCategory: 'Insurance Card',
    name: 'Insurance card (front and back)',
    description: 'A copy of both sides of the patient’s current insurance card.',
    testCodes: [],
  },
  {
    documentCategory: 'Payor Form',
    name: 'Prior authorization request form',
    description: 'The payor’s genetic testing prior authorization form.',
    testCodes: [],
  },
  {
    documentCategory: 'Family History',
    name: 'Family history',
    description: 'A three-generation pedigree.',
    testCodes: ['TRIO1'],
  },
];

const orderDocument = (tags: string[], uploadStatus = 'Ok') => ({
  id: 1,
  billingDocumentId: null,
  orderId: 42,
  name: 'card.pdf',
  md5: '0'.repeat(32),
  mimeType: 'application/pdf',
  notes: null,
  uploadStatus,
  createdDate: '2026-11-20T10:00:00.000Z',
  size: 100,
  documentContentByte: null,
  tags,
});

function portalAnswering(required: unknown[], documents: unknown[] = []) {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const addresses: string[] = [];
  portal.fetch.mockImplementation(async (url: RequestInfo | URL) => {
    const address = String(url).replace('/api/portal/v1.0.1', '');
    addresses.push(address);
    if (address.startsWith('/payor/')) return json({ success: true, data: required });
    if (address === '/documentUpload/order/42') return json({ success: true, data: documents });
    return json({}, 404);
  });
  return { portal, addresses };
}

describe('the documents the payer requires', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('lists what the payer needs for the order’s tests and which are attached', async () => {
    const { portal, addresses } = portalAnswering(uhcDocuments, [
      orderDocument(['Insurance Card']),
      orderDocument(['Payor Form'], 'Failed'),
    ]);
    const view = await renderWithServices(
      portal.services,
      '/',
      <PayorRequiredDocuments
        policy={policy('UHC001')}
        testCodes={['TG70', 'TRIO1', 'TG70']}
        orderId={42}
      />,
    );
    await view.settle();
    expect(addresses).toContain('/payor/UHC001/requiredDocuments?testCodes=TG70%2CTRIO1');
    const section = view.container.querySelector('section')!;
    const title = document.getElementById(section.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Documents the payer requires');
    expect(section.textContent).toContain(
      'UnitedHealthcare Choice Plus requires these documents for this order:',
    );
    const items = [...section.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual([
      'Insurance card (front and back) (Insurance Card): AttachedA copy of both sides of the patient’s current insurance card.',
      'Prior authorization request form (Payor Form): Not attached yetThe payor’s genetic testing prior authorization form.',
      'Family history (Family History; For TRIO1): Not attached yetA three-generation pedigree.',
    ]);
    view.unmount();
  });

  it('says so when the payer needs nothing for these tests', async () => {
    const { portal } = portalAnswering([]);
    const view = await renderWithServices(
      portal.services,
      '/',
      <PayorRequiredDocuments policy={policy('NOPE1', 'Acme Health')} testCodes={['TG70']} />,
    );
    await view.settle();
    expect(view.container.textContent).toContain(
      'Acme Health requires no documents for these tests.',
    );
    view.unmount();
  });

  it('shows nothing and asks nothing without an insurance plan', async () => {
    const { portal, addresses } = portalAnswering(uhcDocuments);
    const view = await renderWithServices(
      portal.services,
      '/',
      <>
        <PayorRequiredDocuments policy={undefined} testCodes={['TG70']} orderId={42} />
        <PayorRequiredDocuments policy={policy(null)} testCodes={['TG70']} orderId={42} />
      </>,
    );
    await view.settle();
    expect(view.container.innerHTML).toBe('');
    expect(addresses).toEqual([]);
    view.unmount();
  });
});

describe('payer required documents rules', () => {
  it('asks with the plan code and the order’s distinct test codes the call accepts', () => {
    expect(
      payorRequiredDocumentsRequest(policy(' UHC001 '), ['TG70', '906-Custom', 'TG70']),
    ).toEqual({ params: { xifinCode: 'UHC001' }, query: { testCodes: 'TG70,906-Custom' } });
    expect(payorRequiredDocumentsRequest(policy('UHC001'), ['a.b', ''])).toEqual({
      params: { xifinCode: 'UHC001' },
      query: { testCodes: '' },
    });
    expect(payorRequiredDocumentsRequest(policy('UHC 001'), ['TG70'])).toBeNull();
    expect(payorRequiredDocumentsRequest(null, ['TG70'])).toBeNull();
  });

  it('counts a document as attached when one of its category did not fail', () => {
    const card = { documentCategory: 'Insurance Card' };
    expect(
      isRequiredDocumentAttached(card, [{ tags: ['Insurance Card'], uploadStatus: 'Ok' }]),
    ).toBe(true);
    expect(
      isRequiredDocumentAttached(card, [{ tags: ['Insurance Card'], uploadStatus: 'Failed' }]),
    ).toBe(false);
    expect(isRequiredDocumentAttached(card, [{ tags: ['Payment'], uploadStatus: 'Ok' }])).toBe(
      false,
    );
  });
});

// The patient's detail at `#patients/{id}` as users meet it: the details, the P.O. box warning,
// the add-on banner when the server says an add-on qualifies, editing while no order is submitted,
// and read-only once one is.
import { afterEach, beforeEach, describe, it } from 'vitest';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Patient } from '@loci/contract';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

function grace(overrides: Partial<Patient> = {}): Patient {
  return {
    id: 77,
    externalPatientId: null,
    firstName: 'Grace',
    middleName: 'Brewster',
    lastName: 'Hopper',
    birthDate: '1990-12-09',
    gender: 'F',
    genderIdentification: null,
    mrn: 'MRN-77',
    street1: '12 Harbor Street',
    street2: null,
    apartment: null,
    city: 'Boston',
    state: 'MA',
    zip: '02110',
    county: 'Suffolk',
    country: 'USA',
    contactInformation: [
      { contactType: 'E', contactValue: 'grace@example.org', notifyPatient: false },
    ],
    race: null,
    ethnicGroup: [],
    isPatientUpdated: false,
    isInsuranceUpdated: false,
    insurances: [],
    accountInformation: { accountNumber: '1001', officeId: null },
    patientTestInformation: { orders: [] },
    addOnQualify: false,
    existingOrderId: null,
    detailsEditable: true,
    ...overrides,
  } as Patient;
}

const submittedOrder = {
  orderId: 42,
  orderStatus: 4,
  orderStatusLabel: 'Pending Review',
  accessionNumber: 'AC00000042',
  createdDate: '2026-11-02T10:00:00',
};

/** A portal whose server holds `patient`; it records each PUT /patient and answers it saved. */
function portalWith(patient: Patient) {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const fallback = portal.fetch.getMockImplementation() as (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  const updates: Record<string, unknown>[] = [];
  let current = patient;
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://portal.test').pathname;
    const method = init?.method ?? 'GET';
    if (path === `/api/portal/v1.0.1/patient/${patient.id}` && method === 'GET') {
      return json({ success: true, data: current });
    }
    if (path === '/api/portal/v1.0.1/patient' && method === 'PUT') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      updates.push(body);
      current = { ...current, ...(body as Partial<Patient>) };
      return json({ success: true, data: current });
    }
    if (path.endsWith('/settings')) return json({ success: true, data: [] });
    if (path.includes('/documentUpload/order/')) return json({ success: true, data: [] });
    return fallback(url, init);
  });
  return { portal, updates };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('/user-account#patients/{patientId}', () => {
  it('shows the details and contacts, offers no add-on without one, and edits the details', async () => {
    const { portal, updates } = portalWith(grace());
    const view = await renderPortalAt('/user-account#patients/77', portal);
    expect(view.heading()).toBe('Hopper, Grace');
    const details = screen.getByRole('heading', { name: 'Details' }).parentElement!;
    expect(within(details).getByText('Brewster')).toBeInTheDocument();
    expect(within(details).getByText('12/09/1990')).toBeInTheDocument();
    expect(within(details).getByText('Suffolk')).toBeInTheDocument();
    const contacts = screen.getByRole('heading', { name: 'Contacts' }).parentElement!;
    expect(within(contacts).getByRole('listitem')).toHaveTextContent('Email: grace@example.org');
    expect(screen.getByText('No add-on order is available for this patient.')).toBeInTheDocument();
    expect(screen.queryByText('Add-on available')).not.toBeInTheDocument();
    expect(screen.queryByText(/P\.O\. box/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const city = await screen.findByRole('textbox', { name: 'City' });
    // "Edit details" is gone with the detail: focus is on the edit view's heading, not on <body>.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(document.activeElement).toHaveTextContent('Edit Hopper, Grace');
    expect(city).toHaveValue('Boston');
    await user.clear(city);
    await user.type(city, 'Cambridge');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ id: 77, city: 'Cambridge', lastName: 'Hopper' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit details' })).toBeInTheDocument(),
    );
    const updated = screen.getByRole('heading', { name: 'Details' }).parentElement!;
    expect(within(updated).getByText('Cambridge')).toBeInTheDocument();
    expect(portal.services.toaster.getState().visible.map((toast) => toast.message)).toContain(
      'Patient updated successfully!',
    );
    view.unmount();
  });

  it('starts a new order for the patient from the detail', async () => {
    const { portal } = portalWith(grace());
    const view = await renderPortalAt('/user-account#patients/77', portal);
    expect(screen.getByRole('link', { name: 'New order for this patient' })).toHaveAttribute(
      'href',
      '/test-catalog/requisition?patientId=77#simple-order/new',
    );
    view.unmount();
  });

  it('shows the add-on banner with a link to the add-on order when the server says one qualifies', async () => {
    const { portal } = portalWith(
      grace({
        addOnQualify: true,
        existingOrderId: 42,
        detailsEditable: false,
        patientTestInformation: { orders: [submittedOrder] },
      }),
    );
    const view = await renderPortalAt('/user-account#patients/77', portal);
    const banner = screen.getByText('Add-on available').closest('[role]') as HTMLElement;
    expect(banner).toHaveTextContent('Tests can be added to order 42.');
    expect(within(banner).getByRole('link', { name: 'Start an add-on order' })).toHaveAttribute(
      'href',
      '/test-catalog/requisition#simple-order/addon/new/42',
    );
    expect(screen.getByRole('link', { name: 'Order 42' })).toBeInTheDocument();
    expect(screen.getByText(/accession AC00000042/)).toBeInTheDocument();
    view.unmount();
  });

  it('offers no add-on when only one of addOnQualify and existingOrderId is set', async () => {
    const { portal } = portalWith(grace({ addOnQualify: true, existingOrderId: null }));
    const view = await renderPortalAt('/user-account#patients/77', portal);
    expect(screen.queryByText('Add-on available')).not.toBeInTheDocument();
    expect(screen.getByText('No add-on order is available for this patient.')).toBeInTheDocument();
    view.unmount();
    const other = portalWith(grace({ addOnQualify: false, existingOrderId: 42 }));
    const again = await renderPortalAt('/user-account#patients/77', other.portal);
    expect(screen.queryByText('Add-on available')).not.toBeInTheDocument();
    again.unmount();
  });

  it('is read-only, saying why, once an order is submitted, even if the server still allows edits', async () => {
    const { portal } = portalWith(
      grace({ detailsEditable: true, patientTestInformation: { orders: [submittedOrder] } }),
    );
    const view = await renderPortalAt('/user-account#patients/77', portal);
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'These details can no longer be changed: an order of this patient has been submitted. Contact the lab to correct them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an insurance policy' })).toBeInTheDocument();
    view.unmount();
  });

  it('warns beside the details when the address is a P.O. box', async () => {
    const { portal } = portalWith(grace({ street1: '12 Harbor Street', street2: 'P.O. Box 7' }));
    const view = await renderPortalAt('/user-account#patients/77', portal);
    const details = screen.getByRole('heading', { name: 'Details' }).parentElement!;
    expect(
      within(details).getByText(
        'This is a P.O. box. Specimen kits cannot be shipped to a P.O. box: give a street address if a kit is to be sent to the patient.',
      ),
    ).toBeInTheDocument();
    view.unmount();
  });

  it('says the patient is not found when the server answers 404 (its failure shape or a bare one)', async () => {
    const { portal } = portalWith(grace());
    const fallback = portal.fetch.getMockImplementation() as (
      url: RequestInfo | URL,
      init?: RequestInit,
    ) => Promise<Response>;
    portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) =>
      String(url).endsWith('/patient/78')
        ? json({ success: false, errors: [{ code: 'not_found', message: 'Not found' }] }, 404)
        : fallback(url, init),
    );
    const view = await renderPortalAt('/user-account#patients/78', portal);
    await waitFor(() => expect(view.heading()).toBe('Patient not found'));
    expect(screen.getByText('There is no such patient in your accounts.')).toBeInTheDocument();
    view.unmount();
    const bare = await renderPortalAt('/user-account#patients/79', portalWith(grace()).portal);
    await waitFor(() => expect(bare.heading()).toBe('Patient not found'));
    bare.unmount();
  });
});

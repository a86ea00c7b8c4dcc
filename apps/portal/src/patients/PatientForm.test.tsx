// The patient form rendered as users meet it: the spec's messages beside the fields, the server's
// field errors beside theirs, and the success toast.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, it, vi } from 'vitest';
// The kit's Storybook test bundle: Testing Library's screen and user-event, and jest-dom matchers.
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { createProgressTracker, createToaster, type Toaster } from '@loci/ui';
import { ValidationMessages } from '@loci/domain';
import { PortalServicesProvider } from '../app/PortalServicesContext.tsx';
import type { PortalServices } from '../app/portalServices.ts';
import { createApiClient } from '../api/apiClient.ts';
import { createErrorReporter } from '../api/errorReporter.ts';
import { PatientForm } from './PatientForm.tsx';
import { preloadEveryScreen } from '../app/lazyScreen.ts';

// The address field's code (loaded beside the form) is there from the first render, as after it loaded.
beforeAll(() => preloadEveryScreen());
import { emptyPatientForm } from './patientForm.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const savedPatient = {
  id: 77,
  externalPatientId: null,
  firstName: null,
  middleName: null,
  lastName: 'Hopper',
  birthDate: '1990-12-09',
  gender: 'F',
  genderIdentification: null,
  mrn: null,
  street1: null,
  street2: null,
  apartment: null,
  city: null,
  state: null,
  zip: null,
  county: null,
  country: 'USA',
  contactInformation: [
    { contactType: 'E', contactValue: 'grace@example.org', notifyPatient: false },
  ],
  race: null,
  ethnicGroup: [],
  isPatientUpdated: true,
  isInsuranceUpdated: false,
  insurances: [],
  accountInformation: { accountNumber: '1001', officeId: null },
  patientTestInformation: { orders: [] },
  addOnQualify: false,
  existingOrderId: null,
  detailsEditable: true,
};

let root: Root;
let container: HTMLElement;
let toaster: Toaster;
let sent: unknown[];

function renderForm(answer: () => Response, onSaved = vi.fn()) {
  toaster = createToaster();
  sent = [];
  const reporter = createErrorReporter({
    show: (message) => toaster.show({ severity: 'error', message }),
  });
  const api = createApiClient({
    baseUrl: '/api/portal/v1.0.1',
    progress: createProgressTracker(),
    reporter,
    session: {
      accessToken: () => 't',
      refresh: async () => undefined,
      refreshFailed: () => undefined,
    },
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init?.body ?? 'null')));
      return answer();
    },
  });
  const services = {
    api,
    reporter,
    toaster,
    progress: createProgressTracker(),
  } as unknown as PortalServices;
  act(() =>
    root.render(
      <PortalServicesProvider services={services}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <PatientForm
            mode="create"
            accountNumber="1001"
            initialValues={emptyPatientForm}
            labEmail="support@loci.test"
            onSaved={onSaved}
            onCancel={() => undefined}
          />
        </SWRConfig>
      </PortalServicesProvider>,
    ),
  );
  return onSaved;
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('PatientForm', () => {
  it('shows each rule’s message beside its field and sends nothing', async () => {
    renderForm(() => json(500, {}));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Contact 1 (cell)' }), '555-01');
    await user.type(screen.getByRole('textbox', { name: 'Contact 2 (email)' }), 'a..b@x');
    await user.click(screen.getByRole('button', { name: 'Create patient' }));
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(firstName).toHaveAccessibleDescription(
      `${ValidationMessages.required} A first or a last name is required.`,
    );
    expect(screen.getByRole('radiogroup', { name: 'Sex' })).toHaveAccessibleDescription(
      ValidationMessages.required,
    );
    expect(screen.getByRole('textbox', { name: 'Contact 1 (cell)' })).toHaveAccessibleDescription(
      ValidationMessages.tel,
    );
    expect(screen.getByRole('textbox', { name: 'Contact 2 (email)' })).toHaveAccessibleDescription(
      ValidationMessages.email,
    );
    expect(sent).toEqual([]);
  });

  it('focuses the first invalid field in the form’s order when the empty form is submitted', async () => {
    renderForm(() => json(500, {}));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create patient' }));
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    // The date of birth (also invalid, registered first) comes after the names on the page.
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(firstName).toHaveFocus();
    // With the names given, the date of birth is the first to fix.
    await user.type(firstName, 'Grace');
    await user.click(screen.getByRole('button', { name: 'Create patient' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveFocus(),
    );
    expect(sent).toEqual([]);
  });

  it('puts the server’s field error beside the field and creates once it is fixed', async () => {
    let answer = () =>
      json(400, {
        success: false,
        errors: [
          { code: 'custom', message: 'Wrong format', path: 'contactInformation.0.contactValue' },
        ],
      });
    const onSaved = renderForm(() => answer());
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '12091990');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Contact 1 (email)' }),
      'grace@example.org',
    );
    await user.click(screen.getByRole('button', { name: 'Create patient' }));
    const email = screen.getByRole('textbox', { name: 'Contact 1 (email)' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Wrong format'));
    expect(sent[0]).toMatchObject({
      lastName: 'Hopper',
      birthDate: '1990-12-09',
      gender: 'F',
      country: 'USA',
      accountInformation: { accountNumber: '1001' },
      contactInformation: [{ contactType: 'E', contactValue: 'grace@example.org' }],
    });

    answer = () => json(201, { success: true, data: savedPatient });
    await user.click(screen.getByRole('button', { name: 'Create patient' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 77 })));
    expect(toaster.getState().visible.map((toast) => toast.message)).toContain(
      'Patient created successfully!',
    );
  });

  it('refuses a blocked country with the spec’s message', async () => {
    renderForm(() => json(500, {}));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'FRA');
    expect(screen.getByRole('textbox', { name: 'City' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'State' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create patient' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
        'We are unable to accept orders or specimens from the selected country at this time. If you have any questions, please contact support@loci.test.',
      ),
    );
  });

  it('warns that kits cannot ship to a P.O. box, from either street line, and still saves', async () => {
    const onSaved = renderForm(() => json(201, { success: true, data: savedPatient }));
    const user = userEvent.setup();
    const poBoxWarning = () =>
      screen.queryByText(
        'This is a P.O. box. Specimen kits cannot be shipped to a P.O. box: give a street address if a kit is to be sent to the patient.',
      );
    const street = screen.getByRole('textbox', { name: 'Street address' });
    await user.type(street, '12 Harbor Street');
    expect(poBoxWarning()).not.toBeInTheDocument();
    await user.clear(street);
    await user.type(street, 'P.O. Box 123');
    await waitFor(() => expect(poBoxWarning()).toBeInTheDocument());
    expect(screen.getByText('P.O. box address')).toBeInTheDocument();
    await user.clear(street);
    await waitFor(() => expect(poBoxWarning()).not.toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: 'Address line 2' }), 'PO Box 9');
    await waitFor(() => expect(poBoxWarning()).toBeInTheDocument());

    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '12091990');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    await user.click(screen.getByRole('button', { name: 'Create patient' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ street1: null, street2: 'PO Box 9' });
  });
});

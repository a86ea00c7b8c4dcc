// The lab's server cannot be reached (docs/decisions/server-unreachable.md): the calls really fail
// (they are sent to a closed port on this machine), the user reads the clinician's text instead of
// the browser's ("Failed to fetch"), every read that failed offers "Try again", and trying again
// once the server answers shows what was missing.
import { afterEach, describe, it } from 'vitest';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createProgressTracker, createToaster } from '@loci/ui';
import { messageThreadHref, type ClientContactInfo } from '@loci/contract';
import { NumericOrderStatus } from '@loci/domain';
import { createApiClient } from './apiClient.ts';
import { ServerUnreachableError, serverUnreachableMessage } from './apiErrors.ts';
import { createErrorReporter } from './errorReporter.ts';
import {
  fakePortal,
  fakeServices,
  fakeSession,
  renderPortalAt,
  renderWithServices,
} from '../testing/renderPortal.tsx';
import { demoProfile } from '../testing/demoProfile.ts';
import { simpleOrder } from '../orders/orderFixtures.ts';
import { storyOrderingProviders } from '../storybook/fixtures.ts';
import { PayorRequiredDocuments } from '../order-form/PayorRequiredDocuments.tsx';
import { busyDashboard } from '../dashboard/dashboardFixtures.ts';
import { reportRow, reportServer } from '../reports/reportFixtures.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { MessagesCenterPage } from '../messages/MessagesCenterPage.tsx';
import {
  fakeMessage,
  fakeThread,
  messagingFake,
  messagingSettings,
} from '../messages/messagingFixtures.ts';

/** Port 1 of the loopback interface: nothing listens there, so a request is refused for real. */
const closedPort = 'http://127.0.0.1:1';
const toastText = `An unexpected error occurred: ${serverUnreachableMessage}`;

/**
 * A `fetch` that sends the calls `down` picks to the closed port (the browser's own failure) and
 * lets the others reach the fake server; `down` can change while a screen is open.
 */
function serverGoingDown(answer: typeof fetch, down: (url: string) => boolean) {
  const server = { down };
  const fetch: typeof globalThis.fetch = (input, init) =>
    server.down(String(input))
      ? globalThis.fetch(`${closedPort}${String(input)}`, init)
      : answer(input, init);
  return { fetch, server };
}

/** The texts of the page's alerts (a form's field has an empty one of its own). */
const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

const toastMessages = (toaster: ReturnType<typeof createToaster>) =>
  toaster.getState().visible.map((toast) => toast.message);

let unmount: (() => void) | null = null;

afterEach(() => {
  unmount?.();
  unmount = null;
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('a call that cannot reach the lab’s server', () => {
  it('rejects with the clinician’s text, and the reporter shows one toast for every such failure', async () => {
    const toaster = createToaster();
    const reporter = createErrorReporter({
      show: (message, id) => toaster.show({ severity: 'error', message, ...(id ? { id } : {}) }),
      delayMs: 0,
    });
    const client = createApiClient({
      baseUrl: `${closedPort}/api/portal/v1.0.1`,
      session: {
        accessToken: () => 'token',
        refresh: async () => undefined,
        refreshFailed: () => undefined,
      },
      progress: createProgressTracker(),
      reporter,
    });

    const first = client.call({ method: 'GET', path: '/user/profile' });
    await expect(first).rejects.toBeInstanceOf(ServerUnreachableError);
    await expect(first).rejects.toThrow(serverUnreachableMessage);
    await expect(client.call({ method: 'GET', path: '/settings' })).rejects.toThrow(
      serverUnreachableMessage,
    );

    await waitFor(() => expect(toastMessages(toaster)).toEqual([toastText]));
    expect(toastMessages(toaster).join()).not.toContain('Failed to fetch');
  });
});

describe('the profile gate of a protected view', () => {
  it('says the server could not be reached (not that the profile is wrong), and Try again opens the view', async () => {
    const portal = fakePortal({ signedIn: true, profile: demoProfile() });
    const { fetch, server } = serverGoingDown(portal.fetch as typeof globalThis.fetch, () => true);
    const { services, toaster } = fakeServices(fakeSession(true), fetch);
    const view = await renderPortalAt('/user-account#patients', { ...portal, services });
    unmount = view.unmount;

    await waitFor(() => expect(view.container).toHaveTextContent(serverUnreachableMessage));
    expect(view.container).not.toHaveTextContent('Your profile could not be loaded.');
    expect(alertTexts()).toContain(serverUnreachableMessage);
    // One toast, however many reads failed (the profile, the lab's settings, the cart…).
    await waitFor(() => expect(toastMessages(toaster)).toEqual([toastText]));
    await expectNoAxeViolations(view.container);

    server.down = () => false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(view.heading()).toBe('Patients'));
    expect(view.container.querySelector('main')).not.toHaveTextContent(serverUnreachableMessage);
  });
});

describe('an order’s page', () => {
  it('says the server could not be reached (not that the order is missing), and Try again shows the order', async () => {
    const portal = fakePortal({ signedIn: true, profile: demoProfile() });
    const answers: typeof globalThis.fetch = async (input, init) =>
      String(input).endsWith('/simpleOrder/42')
        ? new Response(JSON.stringify({ success: true, data: simpleOrder({ orderId: 42 }) }), {
            headers: { 'Content-Type': 'application/json' },
          })
        : (portal.fetch as typeof globalThis.fetch)(input, init);
    const { fetch, server } = serverGoingDown(answers, (url) => url.endsWith('/simpleOrder/42'));
    const { services } = fakeServices(fakeSession(true), fetch);
    const view = await renderPortalAt('/user-account#review/42', { ...portal, services });
    unmount = view.unmount;

    await waitFor(() => expect(alertTexts()).toContain(serverUnreachableMessage));
    expect(view.container).not.toHaveTextContent('Order 42 could not be found');
    await expectNoAxeViolations(view.container);

    server.down = () => false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(alertTexts()).not.toContain(serverUnreachableMessage));
    expect(view.container).not.toHaveTextContent('could not be found');
    expect(view.heading()).toMatch(/42/);
  });
});

/**
 * An order's screen at `address` whose order 42 is read from a server that cannot be reached: the
 * unreachable server's line, not "could not be found", and Try again once it answers shows the
 * screen (its heading names the order).
 */
async function orderScreenRecovers(address: string, order = simpleOrder({ orderId: 42 })) {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const answers: typeof globalThis.fetch = async (input, init) =>
    String(input).endsWith('/simpleOrder/42')
      ? new Response(JSON.stringify({ success: true, data: order }), {
          headers: { 'Content-Type': 'application/json' },
        })
      : (portal.fetch as typeof globalThis.fetch)(input, init);
  const { fetch, server } = serverGoingDown(answers, (url) => url.endsWith('/simpleOrder/42'));
  const { services } = fakeServices(fakeSession(true), fetch);
  const view = await renderPortalAt(address, { ...portal, services });
  unmount = view.unmount;

  await waitFor(() => expect(alertTexts()).toContain(serverUnreachableMessage));
  expect(view.container).not.toHaveTextContent('could not be found');
  expect(view.heading()).toMatch(/42/);
  await expectNoAxeViolations(view.container);

  server.down = () => false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(alertTexts()).not.toContain(serverUnreachableMessage));
  await waitFor(() => expect(view.container).not.toHaveTextContent('Loading order'));
  expect(view.container).not.toHaveTextContent('could not be found');
  expect(view.heading()).toMatch(/42/);
  return view;
}

describe('an order’s change page', () => {
  it('says the server could not be reached (not that the order is missing), and Try again shows the change form', async () => {
    await orderScreenRecovers('/user-account#review/42/change');
  });
});

describe('a draft order’s form', () => {
  it('says the server could not be reached (not that the order is missing), and Try again shows the draft', async () => {
    await orderScreenRecovers(
      '/test-catalog/requisition#simple-order/42',
      simpleOrder({ orderId: 42, status: NumericOrderStatus.Draft }),
    );
  });
});

const answer = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), {
    headers: { 'Content-Type': 'application/json' },
  });

const contactInfo: ClientContactInfo = {
  email: 'dr.ada@loci.test',
  phone: '617-555-0100',
  mobilePhone: null,
  homePhone: null,
  fax: null,
  address1: '1 Main Street',
  city: 'Boston',
  stateCode: 'MA',
  mailingState: 'Massachusetts',
  zip: '02110',
  countryCode: 'USA',
  mailingCountry: 'United States',
};

/** The profile page with the calls `down` picks refused for real; the other calls answered. */
async function profileWithServerDown(down: (url: string) => boolean) {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const answers: typeof globalThis.fetch = async (input, init) =>
    String(input).includes('/order/orderingProviders/list/')
      ? answer(storyOrderingProviders)
      : String(input).endsWith('/fetchClientContactInfo')
        ? answer(contactInfo)
        : (portal.fetch as typeof globalThis.fetch)(input, init);
  const { fetch, server } = serverGoingDown(answers, down);
  const { services } = fakeServices(fakeSession(true), fetch);
  const view = await renderPortalAt('/user-account#profile', { ...portal, services });
  unmount = view.unmount;
  return { view, server };
}

const cardOf = (heading: string) =>
  screen.getByRole('heading', { name: heading }).parentElement as HTMLElement;

describe('the profile’s report delivery', () => {
  it('says the server could not be reached (not that the user is no ordering provider), and Try again shows the delivery', async () => {
    const { view, server } = await profileWithServerDown((url) =>
      url.includes('/order/orderingProviders/list/'),
    );
    const card = await waitFor(() => cardOf('How you receive reports'));
    await waitFor(() =>
      expect(within(card).getByRole('alert')).toHaveTextContent(serverUnreachableMessage),
    );
    expect(card).not.toHaveTextContent('You are not an ordering provider');
    await expectNoAxeViolations(view.container);

    server.down = () => false;
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(card).toHaveTextContent(
        'Account 1001 (Harbor Genetics): reports by e-mail to dr.ada@loci.test.',
      ),
    );
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});

/**
 * A read that failed because the server could not be reached: its line says so (inside `part`),
 * and Try again, once the server answers, takes the line away.
 */
async function lineAndTryAgain(
  container: HTMLElement,
  part: () => HTMLElement,
  server: { down: (url: string) => boolean },
) {
  await waitFor(() =>
    expect(within(part()).getByRole('alert')).toHaveTextContent(serverUnreachableMessage),
  );
  await expectNoAxeViolations(container);
  server.down = () => false;
  await userEvent.click(within(part()).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(within(part()).queryByRole('alert')).toBeNull());
}

describe('the profile’s contact information', () => {
  it('says the server could not be reached, and Try again shows the contact information', async () => {
    const { view, server } = await profileWithServerDown((url) =>
      url.endsWith('/fetchClientContactInfo'),
    );
    await lineAndTryAgain(view.container, () => cardOf('Contact information'), server);
    expect(cardOf('Contact information')).toHaveTextContent('dr.ada@loci.test');
  });
});

describe('the dashboard', () => {
  it('says the server could not be reached, and Try again shows the counts', async () => {
    const portal = fakePortal({ signedIn: true, profile: demoProfile() });
    const answers: typeof globalThis.fetch = async (input, init) =>
      String(input).endsWith('/dashboard/counts')
        ? answer(busyDashboard)
        : (portal.fetch as typeof globalThis.fetch)(input, init);
    const { fetch, server } = serverGoingDown(answers, (url) => url.includes('/dashboard/counts'));
    const { services } = fakeServices(fakeSession(true), fetch);
    const view = await renderPortalAt('/user-account#dashboard', { ...portal, services });
    unmount = view.unmount;
    await lineAndTryAgain(view.container, () => view.container.querySelector('main')!, server);
    expect(view.container.querySelector('[data-testid^="dashboard-"]')).not.toBeNull();
  });
});

describe('the payer’s required documents', () => {
  it('says the server could not be reached, and Try again shows what the payer requires', async () => {
    const { fetch, server } = serverGoingDown(
      async () => answer([]),
      (url) => url.includes('/payor/'),
    );
    const { services } = fakeServices(fakeSession(true), fetch);
    const view = await renderWithServices(
      services,
      '/',
      <PayorRequiredDocuments
        policy={{ id: 3, insurance: { name: 'Choice Plus', code: 'UHC001' } } as never}
        testCodes={['TG70']}
      />,
    );
    unmount = view.unmount;
    await lineAndTryAgain(view.container, () => view.container, server);
    expect(view.container).toHaveTextContent('Choice Plus requires no documents for these tests.');
  });
});

describe('a report whose accession details cannot be read', () => {
  it('says the server could not be reached (not only that the report could not be loaded), and Try again shows the report', async () => {
    const lab = reportServer([reportRow()]);
    const { fetch, server } = serverGoingDown(lab.portal.fetch as typeof globalThis.fetch, (url) =>
      url.includes('/results/reportLabAccessionDetails/'),
    );
    const { services } = fakeServices(fakeSession(true), fetch);
    const view = await renderPortalAt('/user-account#reports/31', { ...lab.portal, services });
    unmount = view.unmount;
    await waitFor(() => expect(alertTexts()).toContain(serverUnreachableMessage));
    expect(view.container).not.toHaveTextContent('LAB-100004');
    await expectNoAxeViolations(view.container);

    server.down = () => false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(view.container).toHaveTextContent('LAB-100004'));
    expect(alertTexts()).not.toContain(serverUnreachableMessage);
  });
});

describe('the messages center', () => {
  const thread = fakeThread(11, { subject: 'Order 42 – Test: Turnaround Time', messageCount: 1 });

  function messaging() {
    return messagingFake({
      settings: messagingSettings(true, true),
      threads: [thread],
      messages: [fakeMessage(1, thread, 'Within 14 days of receipt.', true)],
    });
  }

  it('a thread whose messages cannot be read says why and shows them on Try again, never loading forever', async () => {
    const fake = messaging();
    const { fetch, server } = serverGoingDown(fake.fetch, (url) =>
      url.includes('/portal-messaging/threads/11/messages'),
    );
    const { services, toaster } = fakeServices(fakeSession(true), fetch);
    const view = await renderWithServices(services, messageThreadHref(11), <MessagesCenterPage />);
    unmount = view.unmount;

    expect(
      await screen.findByRole('heading', { level: 2, name: thread.subject }),
    ).toBeInTheDocument();
    await waitFor(() => expect(alertTexts()).toContain(serverUnreachableMessage));
    expect(view.container).not.toHaveTextContent('Loading messages…');
    await waitFor(() => expect(toastMessages(toaster)).toEqual([toastText]));
    await expectNoAxeViolations(view.container);

    server.down = () => false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Within 14 days of receipt.')).toBeInTheDocument();
    expect(alertTexts()).not.toContain(serverUnreachableMessage);
  });

  it('with the lab’s settings unread and no stored copy, says why instead of loading, and Try again lists the threads', async () => {
    const fake = messaging();
    const { fetch, server } = serverGoingDown(fake.fetch, () => true);
    const { services } = fakeServices(fakeSession(true), fetch);
    const view = await renderWithServices(
      services,
      '/user-account#messages-center',
      <MessagesCenterPage />,
    );
    unmount = view.unmount;

    await waitFor(() => expect(alertTexts()).toContain(serverUnreachableMessage));
    expect(view.container).not.toHaveTextContent('Loading messages…');

    server.down = () => false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: new RegExp(`^${thread.subject}`) }),
    ).toBeInTheDocument();
  });

  it('a thread list that cannot be read says why, where it showed nothing before', async () => {
    const fake = messaging();
    const { fetch, server } = serverGoingDown(fake.fetch, (url) =>
      url.includes('/threads/read-status'),
    );
    const { services } = fakeServices(fakeSession(true), fetch);
    const view = await renderWithServices(
      services,
      '/user-account#messages-center',
      <MessagesCenterPage />,
    );
    unmount = view.unmount;

    await waitFor(() => expect(alertTexts()).toContain(serverUnreachableMessage));
    server.down = () => false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: new RegExp(`^${thread.subject}`) }),
    ).toBeInTheDocument();
  });
});

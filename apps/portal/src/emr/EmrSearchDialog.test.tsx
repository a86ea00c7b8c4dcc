// The EMR look-up as users meet it: a search by name or by chart number of the account's EMR,
// the charts found (the SSN only masked), and importing one into the new-patient form.
import { useState } from 'react';
import { afterEach, describe, it, vi } from 'vitest';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EmrPatient } from '@loci/contract';
import { fakeServices, fakeSession, renderWithServices } from '../testing/renderPortal.tsx';
import { EmrSearchDialog } from './EmrSearchDialog.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const hopperChart: EmrPatient = {
  ChartNumber: 'CH-1001',
  DateOfBirth: '1990-12-09',
  FirstName: 'Grace',
  LastName: 'Hopper',
  MiddleName: 'Brewster',
  Sex: 'F',
  SocialSecurityNumber: '***-**-6789',
};

/** The dialog, open, in a page that closes it on request. */
function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'The EMR dialog is open' : 'The EMR dialog is closed'}</p>
      <EmrSearchDialog open={open} onOpenChange={setOpen} accountNumber="1001" />
    </>
  );
}

let mounted: { unmount(): void } | null = null;

/** Renders the dialog over a server whose EMR answers each request with `answer`. */
async function renderDialog(answer: (url: URL) => Response) {
  const requested: URL[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://portal.test');
    requested.push(url);
    return answer(url);
  });
  const { services } = fakeServices(fakeSession(true), fetch);
  const view = await renderWithServices(services, '/user-account#patients', <Page />);
  mounted = view;
  return { view, requested };
}

afterEach(() => {
  mounted?.unmount();
  mounted = null;
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

describe('EmrSearchDialog', () => {
  it('searches by name in the account’s EMR, lists the charts with a masked SSN and imports one', async () => {
    const { view, requested } = await renderDialog(() =>
      json({ success: true, data: [hopperChart] }),
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Find a patient in the EMR' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), ' Hopper ');
    await user.click(within(dialog).getByRole('button', { name: 'Search the EMR' }));
    const charts = await within(dialog).findByRole('list', { name: 'EMR charts' });
    expect(requested).toHaveLength(1);
    expect(requested[0]!.pathname).toBe('/api/portal/v1.0.1/emrPatients/emrSmartSearch');
    expect(Object.fromEntries(requested[0]!.searchParams)).toEqual({
      accountNumber: '1001',
      lastName: 'Hopper',
    });
    const chart = within(charts).getByRole('listitem');
    expect(chart).toHaveTextContent('Hopper, Grace · chart CH-1001');
    expect(chart).toHaveTextContent('Born 12/09/1990 · F · SSN ***-**-6789');

    await user.click(
      within(chart).getByRole('button', { name: 'Import chart CH-1001 (Hopper, Grace)' }),
    );
    await waitFor(() => expect(screen.getByText('The EMR dialog is closed')).toBeInTheDocument());
    await waitFor(() => expect(view.location()).toBe('/user-account#patients/new'));
  });

  it('asks for a name before searching, and sends nothing', async () => {
    const { requested } = await renderDialog(() => json({ success: true, data: [] }));
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Find a patient in the EMR' });
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Search the EMR' }));
    // The spec's message beside both names (it was 'Type a last or a first name.' in a banner).
    for (const name of ['Last name', 'First name'])
      expect(within(dialog).getByRole('textbox', { name })).toHaveAccessibleDescription(
        expect.stringContaining('This field is required'),
      );
    expect(requested).toEqual([]);
  });

  it('finds a chart by its number, says when there is none, and when the EMR fails', async () => {
    let status = 200;
    const { requested } = await renderDialog(() =>
      status === 200
        ? json({ success: true, data: hopperChart })
        : json({ success: false, errors: [{ code: 'x', message: 'no' }] }, status),
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Find a patient in the EMR' });
    await user.click(within(dialog).getByRole('tab', { name: 'By chart number' }));
    const chartNumber = within(dialog).getByRole('textbox', { name: 'Chart number' });
    await user.click(within(dialog).getByRole('button', { name: 'Find the chart' }));
    expect(chartNumber).toHaveAccessibleDescription('This field is required');
    expect(requested).toEqual([]);

    await user.type(chartNumber, 'CH-1001');
    await user.click(within(dialog).getByRole('button', { name: 'Find the chart' }));
    await within(dialog).findByRole('list', { name: 'EMR charts' });
    expect(requested[0]!.pathname).toBe('/api/portal/v1.0.1/emrPatients/patient/CH-1001');
    expect(requested[0]!.searchParams.get('accountNumber')).toBe('1001');

    status = 404;
    await user.click(within(dialog).getByRole('button', { name: 'Find the chart' }));
    await waitFor(() => expect(within(dialog).getByText('No chart found.')).toBeInTheDocument());
    expect(within(dialog).queryByRole('list', { name: 'EMR charts' })).not.toBeInTheDocument();

    status = 500;
    await user.click(within(dialog).getByRole('button', { name: 'Find the chart' }));
    await waitFor(() =>
      expect(
        within(dialog).getByText('The EMR could not be searched. Try again.'),
      ).toBeInTheDocument(),
    );
  });
});

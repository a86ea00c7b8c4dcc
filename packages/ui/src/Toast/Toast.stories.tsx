import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { createPendingToasts } from './pendingToasts';
import { createToaster, type Toaster, type ToasterOptions, type ToastSeverity } from './toaster';
import { ToastRegion, ToasterProvider, useToaster, type ToastPlacement } from './ToastRegion';

const severities: { severity: ToastSeverity; message: string }[] = [
  { severity: 'info', message: 'Your order was saved as a draft' },
  { severity: 'success', message: 'Patient created successfully!' },
  { severity: 'warn', message: 'Another login operation is already in progress' },
  {
    severity: 'error',
    message: 'An unexpected error occurred but no further details are available.',
  },
];

/** A page with buttons that show toasts through `useToaster()`. */
function ShowButtons() {
  const toaster = useToaster();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {severities.map(({ severity, message }) => (
        <Button
          key={severity}
          variant="secondary"
          onClick={() => toaster.show({ severity, message })}
        >
          Show {severity}
        </Button>
      ))}
    </div>
  );
}

function Demo({ options }: { options?: ToasterOptions }) {
  const [toaster] = useState<Toaster>(() => createToaster(options));
  return (
    <ToasterProvider toaster={toaster}>
      <ShowButtons />
      <ToastRegion pendingToasts={null} />
    </ToasterProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const liveRegions = () => ({
  polite: document.querySelector<HTMLElement>('[data-toast-live="polite"]'),
  assertive: document.querySelector<HTMLElement>('[data-toast-live="assertive"]'),
});

/** Every severity; info and success are announced politely, warnings and errors assertively. */
export const Severities: Story = {
  // Screenshots skip it (toasts leave on timers); axe still checks it.
  tags: ['no-visual'],
  render: () => <Demo />,
  play: async ({ canvas }) => {
    const region = screen.getByRole('region', { name: 'Notifications' });
    for (const { severity } of severities) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${severity}` }));
    }
    // maxVisible 3: the fourth waits, the stack shows the newest first.
    const items = within(region).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.severity)).toEqual(['warn', 'success', 'info']);
    await expect(items[0]).toHaveTextContent(
      'Warning: Another login operation is already in progress',
    );
  },
};

/** The live regions are in the page, empty, before the first toast; toasts are added to them as text. */
export const AnnouncedThroughLiveRegions: Story = {
  render: () => <Demo />,
  play: async ({ canvas }) => {
    const { polite, assertive } = liveRegions();
    await expect(polite).toHaveAttribute('role', 'status');
    await expect(polite).toHaveAttribute('aria-live', 'polite');
    await expect(assertive).toHaveAttribute('role', 'alert');
    await expect(assertive).toHaveAttribute('aria-live', 'assertive');
    await expect(polite).toBeEmptyDOMElement();
    await expect(assertive).toBeEmptyDOMElement();
    await expect(screen.queryAllByRole('listitem')).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expect(polite).toHaveTextContent('Success: Patient created successfully!');
    await expect(assertive).toBeEmptyDOMElement();

    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(assertive).toHaveTextContent(
      'Error: An unexpected error occurred but no further details are available.',
    );
    await expect(polite).not.toHaveTextContent('Error:');
  },
};

/** The dismiss button (labelled "Dismiss notification") removes the toast, by mouse or keyboard. */
export const DismissButton: Story = {
  render: () => <Demo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const [info, error] = within(region).getAllByRole('listitem');
    await userEvent.click(
      within(info as HTMLElement).getByRole('button', { name: 'Dismiss notification' }),
    );
    await expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    await expect(liveRegions().polite).toBeEmptyDOMElement();

    within(error as HTMLElement)
      .getByRole('button', { name: 'Dismiss notification' })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
    await expect(liveRegions().assertive).toBeEmptyDOMElement();
  },
};

/**
 * The queue: at most `maxVisible` (here 2) on screen, newest first; later toasts wait in order
 * and appear as room is made.
 */
export const Queue: Story = {
  // No auto-dismiss: the story's end state (warning and success shown) must not depend on how long the
  // screenshot takes after the play, or a slow machine photographs the success toast gone.
  render: () => (
    <Demo options={{ maxVisible: 2, durations: { info: null, success: null, warn: null } }} />
  ),
  play: async ({ canvas }) => {
    const region = screen.getByRole('region', { name: 'Notifications' });
    for (const severity of ['info', 'success', 'warn'] as const) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${severity}` }));
    }
    const severitiesShown = () =>
      within(region)
        .queryAllByRole('listitem')
        .map((item) => item.dataset.severity);
    await expect(severitiesShown()).toEqual(['success', 'info']);
    await expect(liveRegions().assertive).toBeEmptyDOMElement();

    const oldest = within(region).getAllByRole('listitem')[1] as HTMLElement;
    await userEvent.click(within(oldest).getByRole('button', { name: 'Dismiss notification' }));
    await expect(severitiesShown()).toEqual(['warn', 'success']);
    // The waiting warning is announced when it becomes visible, not before.
    await expect(liveRegions().assertive).toHaveTextContent(
      'Warning: Another login operation is already in progress',
    );
  },
};

/**
 * Toasts dismiss themselves after their severity's delay (shortened here to 300 ms for info);
 * errors stay until dismissed; the pointer over a toast, or keyboard focus in it, pauses its timer.
 */
export const AutoDismiss: Story = {
  // Timing-based: screenshots skip it (see scripts/visual-regression.mjs).
  tags: ['no-visual'],
  render: () => <Demo options={{ durations: { info: 300, success: 300 } }} />,
  play: async ({ canvas }) => {
    const region = screen.getByRole('region', { name: 'Notifications' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1), {
      timeout: 2000,
    });
    await expect(within(region).getByRole('listitem')).toHaveAttribute('data-severity', 'error');

    // Hovering pauses: the success toast outlives its 300 ms while the pointer is on it.
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const success = within(region)
      .getAllByRole('listitem')
      .find((item) => item.dataset.severity === 'success') as HTMLElement;
    await userEvent.hover(success);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(success).toBeInTheDocument();
    await userEvent.unhover(success);
    await waitFor(() => expect(success).not.toBeInTheDocument(), { timeout: 2000 });
    await expect(within(region).getByRole('listitem')).toHaveAttribute('data-severity', 'error');

    // Keyboard focus inside a toast pauses it too.
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const info = within(region)
      .getAllByRole('listitem')
      .find((item) => item.dataset.severity === 'info') as HTMLElement;
    within(info).getByRole('button', { name: 'Dismiss notification' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(info).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Show info' }).focus();
    await waitFor(() => expect(info).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

/** A page whose "report" arrives as a toast with an action that opens it. */
function ActionDemo({ placement }: { placement?: ToastPlacement }) {
  const [toaster] = useState<Toaster>(() => createToaster({ durations: { success: 300 } }));
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <ToasterProvider toaster={toaster}>
      <Button
        variant="secondary"
        onClick={() =>
          toaster.show({
            severity: 'success',
            message: 'The report of order 1042 is ready.',
            action: { label: 'Open the report', onAction: () => setOpened('order 1042') },
          })
        }
      >
        Release a report
      </Button>
      <p>{opened ? `Showing the report of ${opened}` : 'No report open'}</p>
      <ToastRegion pendingToasts={null} placement={placement} />
    </ToasterProvider>
  );
}

/**
 * A toast with one action (`action: { label, onAction }`): pressing it runs the action and
 * dismisses the toast. It stays until dismissed, whatever its severity's delay (here 300 ms for
 * success), so a keyboard user has time to reach it.
 */
export const WithAction: Story = {
  render: () => <ActionDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Release a report' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const item = within(region).getByRole('listitem');
    await expect(item).toHaveTextContent('Success: The report of order 1042 is ready.');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(item).toBeInTheDocument();

    await userEvent.tab();
    await expect(within(item).getByRole('button', { name: 'Open the report' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Showing the report of order 1042')).toBeInTheDocument();
    await expect(within(region).queryAllByRole('listitem')).toHaveLength(0);

    // The next report's toast is left on screen for the story's picture.
    await userEvent.click(canvas.getByRole('button', { name: 'Release a report' }));
    await expect(within(region).getByRole('listitem')).toHaveTextContent('Open the report');
  },
};

/**
 * `placement="bottom-end"` stacks the toasts at the bottom end of the page, for an app whose
 * header holds its own controls at the top end: a toast that stays until dismissed would cover
 * them there.
 */
export const AtTheBottom: Story = {
  render: () => (
    <>
      <header style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <span>Loci</span>
        <Button variant="secondary">Sign out</Button>
      </header>
      <ActionDemo placement="bottom-end" />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Release a report' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const item = within(region).getByRole('listitem');
    await expect(item).toHaveTextContent('Success: The report of order 1042 is ready.');
    const signOut = canvas.getByRole('button', { name: 'Sign out' }).getBoundingClientRect();
    // Wait out the entrance (it comes in from below) before measuring.
    await waitFor(() => expect(getComputedStyle(item).opacity).toBe('1'));
    const toast = item.getBoundingClientRect();
    await expect(toast.top).toBeGreaterThan(signOut.bottom);
    await expect(window.innerHeight - toast.bottom).toBeLessThan(48);
  },
};

const navigationPending = createPendingToasts({ storageKey: 'loci.story.pendingToasts' });

/** One "page load": a fresh toaster and region, as after a navigation. */
function Page({ load, onNavigate }: { load: number; onNavigate: () => void }) {
  const [toaster] = useState(() => createToaster());
  return (
    <ToasterProvider toaster={toaster}>
      <p>Page load {load}</p>
      <Button
        onClick={() => {
          navigationPending.add({ severity: 'success', message: 'Patient created successfully!' });
          onNavigate();
        }}
      >
        Save and go to the patient list
      </Button>
      <ToastRegion pendingToasts={navigationPending} />
    </ToasterProvider>
  );
}

/**
 * Messages set before a navigation survive it: `pendingToasts.add()` keeps them in
 * `sessionStorage`; the region of the next page load shows them. The reload is simulated by
 * unmounting the page and mounting a new one with a new toaster.
 */
export const SurvivesNavigation: Story = {
  // The toast leaves on its 5 s timer: screenshots skip it (a slow machine shot it gone); axe still checks it.
  tags: ['no-visual'],
  render: () => {
    function Navigating() {
      const [load, setLoad] = useState(1);
      return <Page key={load} load={load} onNavigate={() => setLoad((n) => n + 1)} />;
    }
    return <Navigating />;
  },
  play: async ({ canvas }) => {
    navigationPending.clear();
    await expect(canvas.getByText('Page load 1')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save and go to the patient list' }));
    await expect(canvas.getByText('Page load 2')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getByRole('listitem')).toHaveTextContent(
      'Success: Patient created successfully!',
    );
    await expect(liveRegions().polite).toHaveTextContent('Success: Patient created successfully!');
    await expect(navigationPending.peek()).toEqual([]);
  },
};

/** A toaster created outside React, e.g. beside the API client that reports errors. */
const apiToaster = createToaster();

/** The imperative API: anything (here the play function, outside React) can call `show`. */
export const OutsideReact: Story = {
  render: () => <ToastRegion toaster={apiToaster} pendingToasts={null} />,
  play: async () => {
    apiToaster.dismissAll();
    const id = apiToaster.show({
      severity: 'error',
      message: 'A validation error occurred: invalid_type - Expected string, received number.',
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByRole('listitem')).toHaveTextContent(
      'Error: A validation error occurred: invalid_type - Expected string, received number.',
    );
    apiToaster.dismiss(id);
    await waitFor(() => expect(within(region).queryAllByRole('listitem')).toHaveLength(0));
  },
};

/** Every severity in the dark theme (axe checks the contrast of each). */
export const DarkTheme: Story = {
  globals: { colorScheme: 'dark' },
  // No timers, so the screenshot shows all four however slow the machine is.
  render: () => (
    <Demo
      options={{ maxVisible: 4, durations: { info: null, success: null, warn: null, error: null } }}
    />
  ),
  play: async ({ canvas }) => {
    for (const { severity } of severities) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${severity}` }));
    }
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
  },
};

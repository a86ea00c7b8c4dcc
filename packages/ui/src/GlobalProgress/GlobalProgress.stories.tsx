import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import {
  BusyRegion,
  GlobalProgress,
  ProgressTrackerProvider,
  useProgressCount,
} from './GlobalProgress';
import { createProgressTracker, type ProgressTracker } from './progressTracker';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Controls({ tracker }: { tracker: ProgressTracker }) {
  const count = useProgressCount(tracker);
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button onClick={tracker.begin}>Begin call</Button>
      <Button variant="secondary" onClick={tracker.end}>
        End call
      </Button>
      <Button variant="secondary" onClick={() => void tracker.track(wait(10))}>
        Quick call (10 ms)
      </Button>
      <Button variant="secondary" onClick={() => void tracker.track(wait(1000))}>
        Slow call (1 s)
      </Button>
      <span>Calls in flight: {count}</span>
    </div>
  );
}

function Demo() {
  const [tracker] = useState(createProgressTracker);
  return (
    <ProgressTrackerProvider tracker={tracker}>
      <GlobalProgress />
      <Controls tracker={tracker} />
      <BusyRegion data-testid="orders" style={{ marginTop: 16 }}>
        <h2>Orders</h2>
        <p>The order list loads here.</p>
      </BusyRegion>
    </ProgressTrackerProvider>
  );
}

const meta = {
  title: 'Feedback/GlobalProgress',
  component: GlobalProgress,
  render: () => <Demo />,
} satisfies Meta<typeof GlobalProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The bar shows while at least one blocking call is in flight and the region below is
 * `aria-busy`; ending more calls than were begun leaves the count at zero.
 */
export const CountsBlockingCalls: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByTestId('orders');
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(region).toHaveAttribute('aria-busy', 'false');

    await userEvent.click(canvas.getByRole('button', { name: 'Begin call' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Begin call' }));
    await expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Calls in flight: 2')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'End call' }));
    await expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'End call' }));
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(region).toHaveAttribute('aria-busy', 'false');
  },
};

/** `end()` at zero stays zero, so one `begin()` afterwards shows the bar again. */
export const NeverBelowZero: Story = {
  play: async ({ canvas }) => {
    const end = canvas.getByRole('button', { name: 'End call' });
    await userEvent.click(end);
    await userEvent.click(end);
    await userEvent.click(end);
    await expect(canvas.getByText('Calls in flight: 0')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Begin call' }));
    await expect(canvas.getByText('Calls in flight: 1')).toBeInTheDocument();
    await expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByTestId('orders')).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The delay-display helper (default 50 ms): a call shorter than the delay never draws the bar;
 * a longer one draws it after about the delay (measured loosely) and removes it when it settles.
 */
export const DelayedDisplay: Story = {
  // Timing-based: screenshots skip it (see scripts/visual-regression.mjs).
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    let appearances = 0;
    const observer = new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) appearances += 1;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Quick call (10 ms)' }));
    await waitFor(() => expect(canvas.getByText('Calls in flight: 0')).toBeInTheDocument());
    await wait(100);
    observer.disconnect();
    await expect(appearances).toBe(0);

    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Slow call (1 s)' }));
    await screen.findByRole('progressbar', { name: 'Loading' });
    const shownAfter = performance.now() - started;
    await expect(shownAfter).toBeGreaterThanOrEqual(40);
    await expect(shownAfter).toBeLessThan(1000);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hint = 'Ultra-fast slice: results in about 7 days';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: hint,
    children: <Button variant="secondary">Slice Xpress</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    children: { control: false },
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The pointer must rest 500 ms before it shows and it hides 50 ms after the pointer leaves
 * (timings measured loosely: the machine running the test is shared).
 */
export const PointerTimings: Story = {
  // Timing-based: screenshots skip it (see scripts/visual-regression.mjs).
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Slice Xpress' });
    const hovered = performance.now();
    await userEvent.hover(trigger);
    await wait(250);
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await screen.findByRole('tooltip', {}, { timeout: 3000 });
    const shownAfter = performance.now() - hovered;
    await expect(shownAfter).toBeGreaterThanOrEqual(450);
    await expect(shownAfter).toBeLessThan(2000);
    await expect(screen.getByRole('tooltip')).toHaveTextContent(hint);

    const left = performance.now();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    const hiddenAfter = performance.now() - left;
    await expect(hiddenAfter).toBeGreaterThanOrEqual(40);
    await expect(hiddenAfter).toBeLessThan(1000);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * Custom delays (here 1 s to show, 400 ms to hide): not shown yet when the default 500 ms would
 * have shown it, still shown 150 ms after the pointer leaves.
 */
export const CustomDelays: Story = {
  // Timing-based: screenshots skip it (see scripts/visual-regression.mjs).
  tags: ['no-visual'],
  args: { openDelay: 1000, closeDelay: 400 },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Slice Xpress' });
    const hovered = performance.now();
    await userEvent.hover(trigger);
    await wait(700);
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await screen.findByRole('tooltip', {}, { timeout: 3000 });
    await expect(performance.now() - hovered).toBeGreaterThanOrEqual(950);
    await userEvent.unhover(trigger);
    await wait(150);
    await expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

/** Keyboard focus shows it without the pointer delay; Escape hides it at once and focus stays. */
export const KeyboardFocusAndEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Slice Xpress' });
    const focused = performance.now();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await screen.findByRole('tooltip');
    await expect(performance.now() - focused).toBeLessThan(450);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), {
      timeout: 40,
    });
    await expect(trigger).toHaveFocus();
    // Leaving by keyboard hides it too.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** The tooltip text is the trigger's accessible description, shown or not. */
export const AccessibleDescription: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Slice Xpress' });
    await expect(trigger).toHaveAccessibleDescription(hint);
    trigger.focus();
    await screen.findByRole('tooltip');
    await expect(trigger).toHaveAccessibleDescription(hint);
  },
};

/** A trigger's own description is kept; the tooltip's is added after it. */
export const KeepsOwnDescription: Story = {
  render: (args) => (
    <>
      <p id="cart-note">The cart holds up to 10 tests.</p>
      <Tooltip {...args} content="Adds the test to the cart">
        <Button aria-describedby="cart-note">Add to cart</Button>
      </Tooltip>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveAccessibleDescription(
      'The cart holds up to 10 tests. Adds the test to the cart',
    );
  },
};

/** Controlled: the caller holds `open`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <Tooltip {...args} open={open} onOpenChange={setOpen} />{' '}
        <Button onClick={() => setOpen((value) => !value)}>Toggle hint</Button>
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(hint);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle hint' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** In the dark theme the portalled tooltip keeps the theme's inverted colours. */
export const DarkTheme: Story = {
  globals: { colorScheme: 'dark' },
  args: { defaultOpen: true },
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    await expect(getComputedStyle(tooltip).backgroundColor).toBe('rgb(232, 237, 243)');
  },
};

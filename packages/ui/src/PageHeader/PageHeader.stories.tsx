import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Orders' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderTest = fn();

export const WithDescriptionAndActions: Story = {
  args: {
    description: 'Every order placed for your patients, newest first.',
    actions: (
      <>
        <Button variant="secondary">Export</Button>
        <Button onClick={orderTest}>Order a test</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Orders' });
    await expect(heading).toBeVisible();
    await expect(
      canvas.getByText('Every order placed for your patients, newest first.'),
    ).toBeVisible();
    // The page's actions follow the title in reading and tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Order a test' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(orderTest).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SecondLevel: Story = {
  args: { title: 'Insurance', level: 2, description: 'The policies on file for this patient.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Insurance' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const LongTitleOnANarrowScreen: Story = {
  args: {
    title: 'Hereditary cancer panel with reflex to whole-exome sequencing',
    actions: <Button>Order a test</Button>,
    style: { maxWidth: 320 },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    // The page header is the heading's text block's parent.
    const header = heading.parentElement!.parentElement!;
    const button = canvas.getByRole('button', { name: 'Order a test' });
    // The actions wrap under the title; nothing runs past the 320 px width.
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom,
    );
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

/**
 * The title as a screen focuses it after a view change (`tabIndex={-1}`): focused, outside the tab
 * order, and without a focus ring, since it is no control; the actions keep the kit's ring.
 */
export const TitleFocusedByTheScreen: Story = {
  args: {
    headingProps: { tabIndex: -1 },
    actions: <Button>Order a test</Button>,
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Orders' });
    const button = canvas.getByRole('button', { name: 'Order a test' });
    // From the keyboard, the action shows the kit's ring.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    // The screen moves the focus to its title: no ring there, and Tab goes on to the action.
    heading.focus();
    await expect(heading).toHaveFocus();
    await expect(getComputedStyle(heading).outlineStyle).toBe('none');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // The story ends as the screen leaves it: the title focused.
    heading.focus();
  },
};

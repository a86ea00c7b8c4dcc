import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ExpandableList } from './ExpandableList';

const tests = [
  'Slice 706',
  'Slice Xpanded J757',
  'Slice Priority TG75',
  'Slice Xpress TG71',
  'Slice single gene TG70',
  'Exome 902a',
  'Custom panel 906',
  'Carrier screen 703',
];

const meta = {
  title: 'Data/ExpandableList',
  component: ExpandableList<string>,
  args: {
    items: tests,
    label: 'Ordered tests',
    renderItem: (item: string) => item,
    onExpandedChange: fn(),
  },
} satisfies Meta<typeof ExpandableList<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

function liveRegion(scope: HTMLElement): HTMLElement {
  return scope.querySelector<HTMLElement>('[aria-live="polite"]')!;
}

export const CollapsesAboveFive: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const list = canvas.getByRole('list', { name: 'Ordered tests' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    const toggle = canvas.getByRole('button', { name: 'show more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', list.id);
    const region = liveRegion(canvasElement);
    await expect(region).toBeEmptyDOMElement();

    await userEvent.click(toggle);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(toggle).toHaveAccessibleName('show less');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveFocus();
    await waitFor(() => expect(region).toHaveTextContent('Showing 8 of 8'));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(toggle);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(toggle).toHaveFocus();
    await waitFor(() => expect(region).toHaveTextContent('Showing 5 of 8'));
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'show more' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

export const FiveOrFewerShowAll: Story = {
  args: { items: tests.slice(0, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

function Controlled() {
  const [expanded, setExpanded] = useState(true);
  return (
    <>
      <ExpandableList
        items={tests}
        label="Ordered tests"
        renderItem={(item) => item}
        expanded={expanded}
        onExpandedChange={setExpanded}
      />
      <output aria-label="State">{expanded ? 'expanded' : 'collapsed'}</output>
    </>
  );
}

export const ControlledExpanded: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'show less' }));
    await expect(canvas.getByRole('status', { name: 'State' })).toHaveTextContent('collapsed');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

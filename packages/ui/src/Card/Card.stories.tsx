import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    children: <p style={{ margin: 0 }}>Jane Doe, born 02/14/1980. MRN 004512.</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const edit = fn();

export const WithHeadingAndActions: Story = {
  args: {
    heading: 'Patient',
    actions: (
      <Button variant="tertiary" size="small" onClick={edit}>
        Edit
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    // A section card is a region named by its heading, so screen readers can jump to it.
    const region = canvas.getByRole('region', { name: 'Patient' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Patient' })).toBeVisible();
    await expect(region).toHaveTextContent('MRN 004512');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(edit).toHaveBeenCalled();
  },
};

export const HeadingLevel3: Story = {
  args: { heading: 'Diagnoses', headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Diagnoses' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Diagnoses' })).toBeVisible();
  },
};

export const PlainSurface: Story = {
  args: { as: 'div' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    const card = canvas.getByText(/MRN 004512/).parentElement!;
    const style = getComputedStyle(card);
    await expect(style.paddingTop).toBe('16px');
    await expect(style.borderTopStyle).toBe('solid');
  },
};

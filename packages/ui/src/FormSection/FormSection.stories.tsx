import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Columns } from '../Columns';
import { Inline } from '../Inline';
import { PageHeader } from '../PageHeader';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { FormSection } from './FormSection';

const meta = {
  title: 'Layout/FormSection',
  component: FormSection,
  args: {
    legend: 'Patient',
    description: 'As printed on the patient’s insurance card.',
    children: (
      <Columns columns={2} gap="md">
        <TextField label="First name" />
        <TextField label="Last name" />
      </Columns>
    ),
  },
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // A group named by its legend and described by its description.
    const group = canvas.getByRole('group', { name: 'Patient' });
    await expect(group.tagName).toBe('FIELDSET');
    await expect(group).toHaveAccessibleDescription('As printed on the patient’s insurance card.');
    // Drawn as a card, not the browser's grooved border.
    const style = getComputedStyle(group);
    await expect(style.borderTopStyle).toBe('solid');
    await expect(style.borderTopWidth).toBe('1px');
    await expect(style.borderTopLeftRadius).toBe('6px');
    // The legend sits inside the box instead of cutting through its top border.
    const legend = group.querySelector('legend')!;
    await expect(legend.getBoundingClientRect().top).toBeGreaterThan(
      group.getBoundingClientRect().top + 1,
    );
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, description: undefined },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Patient' });
    await expect(group).not.toHaveAttribute('aria-describedby');
    // A disabled fieldset disables every control in it.
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toBeDisabled();
  },
};

/** How a form screen composes the primitives: a page header, then one section per topic. */
export const InAForm: Story = {
  render: () => (
    <form aria-label="New order" onSubmit={(event) => event.preventDefault()}>
      <Stack gap="lg">
        <PageHeader
          title="New order"
          description="Fill in each section, then review the order before submitting it."
        />
        <FormSection legend="Patient">
          <Columns columns={4} gap="md">
            <TextField label="First name" required />
            <TextField label="Last name" required />
            <TextField label="Date of birth" placeholder="MM/DD/YYYY" />
            <TextField label="Medical record number" />
          </Columns>
        </FormSection>
        <FormSection
          legend="Ordering provider"
          description="The clinician responsible for the order."
        >
          <Columns columns={2} gap="md">
            <TextField label="Provider name" />
            <TextField label="NPI" inputMode="numeric" />
          </Columns>
        </FormSection>
        <Inline>
          <Button type="submit">Review order</Button>
          <Button variant="secondary">Save draft</Button>
        </Inline>
      </Stack>
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await expect(canvas.getByRole('group', { name: 'Ordering provider' })).toContainElement(
      canvas.getByRole('textbox', { name: 'NPI' }),
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Field } from './Field';
import { FormGrid, FormGridItem } from './FormGrid';
import { TextField } from '../TextField';
import { control } from './Field.css';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Patient last name',
    children: (props) => <input {...props} className={control} />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelAndDescription: Story = {
  args: { description: 'As printed on the insurance card' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Patient last name' });
    await expect(input).toHaveAccessibleDescription('As printed on the insurance card');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByText('Patient last name'));
    await expect(input).toHaveFocus();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is seen, not read: the name stays clean and the control says "required".
    const input = canvas.getByRole('textbox', { name: 'Patient last name' });
    await expect(input).toBeRequired();
    const asterisk = canvas.getByText('*');
    await expect(asterisk).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'This field is required', description: 'Family name' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Patient last name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required Family name');
    const message = canvas.getByText('This field is required');
    await expect(message).toHaveAttribute('aria-live', 'polite');
    // Beside the label: on the same row, to its right.
    const labelBox = canvas.getByText('Patient last name').getBoundingClientRect();
    const messageBox = message.getBoundingClientRect();
    await expect(messageBox.left).toBeGreaterThan(labelBox.right);
    await expect(Math.abs(messageBox.top - labelBox.top)).toBeLessThan(labelBox.height);
  },
};

function ValidateOnBlur() {
  const [error, setError] = useState<string>();
  return (
    <TextField
      label="Email"
      type="email"
      required
      error={error}
      onBlur={(event) => setError(event.currentTarget.value ? undefined : 'This field is required')}
    />
  );
}

/** The message appears while the user works: it is announced by the live region beside the label. */
export const MessageAppearsAndIsAnnounced: Story = {
  render: () => <ValidateOnBlur />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    const region = canvas.getByText(
      (_, element) => element?.getAttribute('aria-live') === 'polite',
    );
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(input);
    await userEvent.tab();
    await waitFor(() => expect(region).toHaveTextContent('This field is required'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required');
    await userEvent.type(input, 'ada@loci.test');
    await userEvent.tab();
    await waitFor(() => expect(region).toBeEmptyDOMElement());
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  render: () => <TextField label="Account number" disabled defaultValue="1001" />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Account number' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  render: () => <TextField label="Account number" readOnly defaultValue="1001" />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Account number' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('readonly');
    await userEvent.keyboard('99');
    await expect(input).toHaveValue('1001');
  },
};

function columnCount(grid: Element): number {
  return getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length;
}

/**
 * The form grid has 4 columns from 880 px of form width, 2 from 688 px, 1 below (document 3's
 * first breakpoint set, measured on the form's own width so that forms in dialogs collapse too).
 */
export const FormGridLayout: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {[600, 750, 1000].map((width) => (
        <section key={width} style={{ width }} aria-label={`Form ${width} px wide`}>
          <FormGrid data-testid={`grid-${width}`}>
            <TextField label={`First name (${width})`} />
            <TextField label={`Last name (${width})`} />
            <TextField label={`Middle name (${width})`} />
            <TextField label={`Suffix (${width})`} />
            <FormGridItem span={4}>
              <TextField label={`Street (${width})`} />
            </FormGridItem>
          </FormGrid>
        </section>
      ))}
    </div>
  ),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getByTestId('grid-600'))).toBe(1);
    await expect(columnCount(canvas.getByTestId('grid-750'))).toBe(2);
    await expect(columnCount(canvas.getByTestId('grid-1000'))).toBe(4);
    const wide = canvas.getByRole('textbox', { name: 'Street (1000)' });
    const first = canvas.getByRole('textbox', { name: 'First name (1000)' });
    await expect(wide.getBoundingClientRect().width).toBeGreaterThan(
      first.getBoundingClientRect().width * 3,
    );
  },
};

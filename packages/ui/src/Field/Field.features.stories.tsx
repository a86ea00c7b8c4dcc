import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { DateInput } from '../DateInput';
import { NumericInput } from '../NumericInput';
import { PhoneInput } from '../PhoneInput';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { Textarea } from '../Textarea';
import { FormGrid, FormGridItem } from './FormGrid';

/** Every form control in every state, so that axe checks contrast and names in both themes. */
function AllControls() {
  return (
    <FormGrid>
      <TextField label="Text" required description="Help" />
      <TextField label="Text invalid" error="This field is required" />
      <TextField label="Text disabled" disabled defaultValue="Locked" />
      <TextField label="Text read-only" readOnly defaultValue="Signed" />
      <Select
        label="Select"
        placeholder="Choose"
        options={[{ value: 'a', label: 'Alpha' }]}
        error="This field is required"
      />
      <NumericInput label="Number" defaultValue="12" />
      <PhoneInput label="Phone" defaultValue="555-010-0100" />
      <DateInput label="Date" defaultValue="1990-01-02" error="Please enter a valid date" />
      <FormGridItem span={2}>
        <Textarea label="Notes" maxLength={10} defaultValue="0123456789" />
      </FormGridItem>
      <FormGridItem span={2}>
        <RadioGroup
          label="Gender"
          layout="inline"
          error="This field is required"
          options={[
            { value: 'M', label: 'Male' },
            { value: 'F', label: 'Female', disabled: true },
          ]}
        />
      </FormGridItem>
      <Checkbox label="Consent" indeterminate />
      <Checkbox label="Consent disabled" disabled defaultChecked />
      <Checkbox label="Consent invalid" error="This field is required" />
    </FormGrid>
  );
}

const meta = {
  title: 'Forms/Field/All controls',
  component: AllControls,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AllControls>;

export default meta;
type Story = StoryObj<typeof meta>;

const everyControlIsNamed: Story['play'] = async ({ canvas }) => {
  await expect(canvas.getAllByRole('textbox')).toHaveLength(8);
  for (const control of [
    ...canvas.getAllByRole('textbox'),
    ...canvas.getAllByRole('checkbox'),
    ...canvas.getAllByRole('radio'),
    canvas.getByRole('combobox'),
  ]) {
    await expect(control).toHaveAccessibleName();
  }
};

export const LightTheme: Story = { play: everyControlIsNamed };

export const DarkTheme: Story = {
  globals: { colorScheme: 'dark' },
  play: async (context) => {
    // The dark theme is really applied: inputs are not drawn on white.
    const input = context.canvas.getByRole('textbox', { name: 'Text' });
    await expect(getComputedStyle(input).backgroundColor).not.toBe('rgb(255, 255, 255)');
    await everyControlIsNamed(context);
  },
};

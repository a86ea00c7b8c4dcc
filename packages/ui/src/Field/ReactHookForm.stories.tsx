import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ValidationMessages, dateOfBirth, phone } from '@loci/domain';
import { Button } from '../Button';
import { Checkbox, CheckboxGroup } from '../Checkbox';
import { DateInput } from '../DateInput';
import { NumericInput } from '../NumericInput';
import { PhoneInput } from '../PhoneInput';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { Textarea } from '../Textarea';
import { Field } from './Field';
import { FormGrid, FormGridItem } from './FormGrid';

interface PatientForm {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  relation: string;
  phone: string;
  specimens: number;
  notes: string;
  consent: boolean;
  relativesTested: string[];
}

const today = '2026-01-15';

function PatientFormExample() {
  const [submitted, setSubmitted] = useState<PatientForm>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PatientForm>({ defaultValues: { dateOfBirth: '1990-01-02', gender: '' } });
  const required = { required: ValidationMessages.required };

  return (
    <form aria-label="New patient" noValidate onSubmit={handleSubmit(setSubmitted)}>
      <FormGrid>
        <TextField
          label="First name"
          required
          error={errors.firstName?.message}
          {...register('firstName', required)}
        />
        <TextField
          label="Last name"
          required
          error={errors.lastName?.message}
          {...register('lastName', required)}
        />
        <DateInput
          label="Date of birth"
          required
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth', {
            ...required,
            validate: (value) => dateOfBirth(today)(value),
          })}
        />
        <PhoneInput
          label="Phone"
          validate={false}
          error={errors.phone?.message}
          {...register('phone', { validate: (value) => phone(value) })}
        />
        <FormGridItem span={2}>
          <RadioGroup
            label="Gender"
            layout="inline"
            required
            options={[
              { value: 'M', label: 'Male' },
              { value: 'F', label: 'Female' },
              { value: 'U', label: 'Unknown' },
            ]}
            error={errors.gender?.message}
            {...register('gender', required)}
          />
        </FormGridItem>
        <Select
          label="Relation to patient"
          placeholder="Select a relation"
          options={[
            { value: 'PT', label: 'Self' },
            { value: 'CH', label: 'Child' },
          ]}
          {...register('relation')}
        />
        <NumericInput label="Specimens" {...register('specimens', { valueAsNumber: true })} />
        <FormGridItem span={4}>
          <Textarea label="Notes" maxLength={200} {...register('notes')} />
        </FormGridItem>
        <FormGridItem span={2}>
          <Checkbox label="Consent on file" {...register('consent')} />
        </FormGridItem>
        <FormGridItem span={2}>
          <CheckboxGroup
            label="Relatives tested"
            layout="inline"
            options={[
              { value: 'Father', label: 'Father' },
              { value: 'Mother', label: 'Mother' },
              { value: 'Sibling', label: 'Sibling' },
            ]}
            {...register('relativesTested')}
          />
        </FormGridItem>
      </FormGrid>
      <p>
        <Button type="submit">Save patient</Button>{' '}
        <Button variant="secondary" onClick={() => reset()}>
          Start over
        </Button>
      </p>
      <Field label="Submitted values" readOnly>
        {(props) => <output {...props}>{submitted ? JSON.stringify(submitted) : ''}</output>}
      </Field>
    </form>
  );
}

interface FailedResponse {
  success: false;
  errors: { code: string; message: string; path?: string }[];
}

/** What the portal API answers when contract validation fails (the agreed failure shape). */
async function saveProvider(_values: { npi: string; fax: string }): Promise<FailedResponse> {
  return {
    success: false,
    errors: [{ code: 'custom', message: ValidationMessages.fax, path: 'fax' }],
  };
}

function ServerErrorsExample() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ npi: string; fax: string }>({ defaultValues: { npi: '1234567890', fax: '12' } });
  return (
    <form
      aria-label="Ordering provider"
      noValidate
      onSubmit={handleSubmit(async (values) => {
        const response = await saveProvider(values);
        for (const error of response.errors) {
          if (error.path === 'npi' || error.path === 'fax') {
            setError(error.path, { message: error.message }, { shouldFocus: true });
          }
        }
      })}
    >
      <FormGrid>
        <TextField label="NPI" error={errors.npi?.message} {...register('npi')} />
        <PhoneInput
          label="Fax"
          variant="fax"
          validate={false}
          error={errors.fax?.message}
          {...register('fax')}
        />
      </FormGrid>
      <p>
        <Button type="submit">Save provider</Button>
      </p>
    </form>
  );
}

const meta = {
  title: 'Forms/With react-hook-form',
  component: PatientFormExample,
} satisfies Meta<typeof PatientFormExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every input of the kit forwards its ref and takes `name`, `onChange` and `onBlur`, so
 * `{...register('field')}` is all it needs; the domain's rules give the spec's messages,
 * shown beside each label.
 */
export const RegisterEveryInput: Story = {
  play: async ({ canvas }) => {
    const dateOfBirthInput = canvas.getByRole('textbox', { name: 'Date of birth' });
    await expect(dateOfBirthInput).toHaveValue('01/02/1990');

    await userEvent.click(canvas.getByRole('button', { name: 'Save patient' }));
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    await expect(firstName).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('radiogroup', { name: 'Gender' })).toHaveAccessibleDescription(
      'This field is required',
    );
    // react-hook-form focuses the first invalid field.
    await expect(firstName).toHaveFocus();

    await userEvent.type(firstName, 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await userEvent.click(canvas.getByRole('radio', { name: 'Female' }));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Relation to patient' }),
      'Self',
    );
    const phoneInput = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phoneInput, '555-0100');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Specimens' }), '2x');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Notes' }), 'Family history');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Consent on file' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mother' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sibling' }));
    await userEvent.click(dateOfBirthInput);
    await userEvent.keyboard('{Control>}a{/Control}03042030');

    await userEvent.click(canvas.getByRole('button', { name: 'Save patient' }));
    await waitFor(() =>
      expect(phoneInput).toHaveAccessibleDescription('Please provide a valid phone number'),
    );
    await expect(dateOfBirthInput).toHaveAccessibleDescription(
      'Date of birth cannot be in the future Format: MM / DD / YYYY',
    );

    await userEvent.clear(phoneInput);
    await userEvent.type(phoneInput, '555-010-0100');
    await userEvent.click(dateOfBirthInput);
    await userEvent.keyboard('{Control>}a{/Control}1/2/1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Save patient' }));

    const output = canvas.getByRole('status', { name: 'Submitted values' });
    await waitFor(() => expect(output).not.toBeEmptyDOMElement());
    await expect(JSON.parse(output.textContent ?? '')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-01-02',
      gender: 'F',
      relation: 'PT',
      phone: '555-010-0100',
      specimens: 2,
      notes: 'Family history',
      consent: true,
      relativesTested: ['Mother', 'Sibling'],
    });

    // reset() writes the default values back through each ref.
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(firstName).toHaveValue(''));
    await expect(dateOfBirthInput).toHaveValue('01/02/1990');
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    await expect(canvas.getByText('0/200')).toBeVisible();
    await userEvent.click(dateOfBirthInput);
    await userEvent.keyboard('{Control>}a{/Control}{Delete}');
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(dateOfBirthInput).toHaveValue('01/02/1990'));
  },
};

/** An error the server finds (its `path` names the field) lands beside that field, focused. */
export const ServerErrorsLandOnFields: Story = {
  render: () => <ServerErrorsExample />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save provider' }));
    const fax = canvas.getByRole('textbox', { name: 'Fax' });
    await waitFor(() => expect(fax).toHaveAttribute('aria-invalid', 'true'));
    await expect(fax).toHaveAccessibleDescription('Please provide a valid fax number');
    await expect(fax).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'NPI' })).not.toHaveAttribute('aria-invalid');
  },
};

// The form wiring as a user meets it: a registered field shows its error beside it (nested names
// too), and a SelectField gives the form the chosen option's value.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { TextField } from '@loci/ui';
import { SelectField, registeredFields } from './FormFields.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Values {
  city: string;
  relation: string;
  contacts: Array<{ value: string }>;
}

let root: Root;
let container: HTMLElement;
let submitted: Values | undefined;

const resolver: Resolver<Values> = async (values) =>
  values.city === ''
    ? {
        values: {},
        errors: {
          city: { type: 'validate', message: 'City is required' },
          contacts: [{ value: { type: 'validate', message: 'Contact is required' } }],
        } as FieldErrors<Values>,
      }
    : { values, errors: {} };

function Form() {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { city: '', relation: '', contacts: [{ value: '' }] },
    resolver,
  });
  const registered = registeredFields(register, errors);
  return (
    <form onSubmit={(event) => void handleSubmit((values) => (submitted = values))(event)}>
      <TextField label="City" {...registered('city')} />
      <TextField label="Contact" {...registered('contacts.0.value')} />
      <SelectField
        control={control}
        name="relation"
        label="Relation"
        placeholder="Select a relation"
        options={[
          { value: 'SP', label: 'Spouse' },
          { value: 'CH', label: 'Child' },
        ]}
      />
      <button type="submit">Save</button>
    </form>
  );
}

beforeEach(() => {
  submitted = undefined;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<Form />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('registeredFields and SelectField', () => {
  it('puts each error beside its field, nested names included', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Contact is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
    expect(submitted).toBeUndefined();
  });

  it('submits typed text and the chosen option', async () => {
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Hartford');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Relation' }), 'CH');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submitted).toEqual({ city: 'Hartford', relation: 'CH', contacts: [{ value: '' }] }),
    );
  });
});

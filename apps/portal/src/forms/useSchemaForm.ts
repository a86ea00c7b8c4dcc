// A react-hook-form form checked by a contract schema (zod) as the user leaves each field and
// saved in one step: the server's refusals go beside the fields they name and one notice above
// them (formNoticeOf). The profile's contact form, the people of the accounts and the registration.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { focusFirstInvalidField } from './focusFirstInvalidField.ts';
import { formNoticeOf } from './serverFieldErrors.ts';

export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodMiniType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  saving: {
    /** Saves the checked values; a throw is the failure the notice tells. */
    save: (values: Output) => Promise<void>;
    /** The fields the server's errors may name. */
    fields: Iterable<string>;
    /** The notice when the save failed for another reason than the values. */
    failed: string;
    /** false: the notice is always "Please correct the fields marked below." after a refusal. */
    otherFirst?: boolean;
  },
) {
  const { reporter } = usePortalServices();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
    // The first invalid field on the page takes the focus, not the first registered one.
    shouldFocusError: false,
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await saving.save(values);
    } catch (error) {
      setFormError(
        formNoticeOf(form, error, {
          fields: saving.fields,
          reporter,
          failed: saving.failed,
          otherFirst: saving.otherFirst,
        }),
      );
    }
  }, focusFirstInvalidField(form.setFocus));
  return { form, formError, submit };
}

// The desk's people area (issue 17): the lab resets a user's two-step sign-in when they lost their
// phone and their recovery codes. Their sessions end at once; their next sign-in asks for the
// password and then a new QR code. The server audits each reset.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormSection, Inline, TextField } from '@loci/ui';
import { labDeskSecondFactorResetSchema, resetLabDeskSecondFactor } from '@loci/contract';
import type { z } from 'zod/mini';
import { useSave } from '../api/callHooks.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { applyServerFieldErrors } from '../forms/serverFieldErrors.ts';
import { registeredFields } from '../forms/FormFields.tsx';

type ResetValues = z.input<typeof labDeskSecondFactorResetSchema>;

export function LabDeskPeople() {
  const { toaster, reporter } = usePortalServices();
  const resetting = useSave(resetLabDeskSecondFactor);
  const form = useForm<ResetValues, unknown, z.output<typeof labDeskSecondFactorResetSchema>>({
    resolver: zodResolver(labDeskSecondFactorResetSchema),
    defaultValues: { Email: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const reset = await resetting.trigger({ body: values });
      toaster.show({
        severity: 'success',
        message: `Two-step sign-in reset for ${reset.Email}: they set it up again at their next sign-in.`,
      });
      form.reset({ Email: '' });
    } catch (error) {
      applyServerFieldErrors(form, error, { fields: ['Email'], reporter });
    }
  });
  const field = registeredFields(form.register, form.formState.errors);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormSection
        legend="Reset two-step sign-in"
        description="For a user who lost their phone and their recovery codes. Their sessions end now; at their next sign-in they enter their password and set up two-step sign-in again."
      >
        <Inline gap="md" alignY="end">
          <TextField label="Email" type="email" autoComplete="off" required {...field('Email')} />
          <Button type="submit" disabled={resetting.isMutating}>
            Reset two-step sign-in
          </Button>
        </Inline>
      </FormSection>
    </form>
  );
}

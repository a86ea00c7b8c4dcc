import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Dialog, Stack, TextField, Textarea } from '@loci/ui';
import type { FaxJob } from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { FormErrors } from '../forms/FormErrors.tsx';
import { registeredFields } from '../forms/FormFields.tsx';
import { applyServerFieldErrors } from '../forms/serverFieldErrors.ts';
import { reportMessages } from './reportMessages.ts';
import { useEmailShare, useFaxShare } from './reportQueries.ts';
import {
  emailSharePaths,
  emailShareRequest,
  emailShareResolver,
  emptyEmailShare,
  emptyFaxShare,
  faxSharePaths,
  faxShareRequest,
  faxShareResolver,
  formFieldOf,
  type EmailShareValues,
  type FaxShareValues,
} from './shareForms.ts';

interface ShareDialogProps {
  labReportId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Share by e-mail: the report's PDF to up to ten addresses, with a note. */
export function EmailShareDialog({ labReportId, open, onOpenChange }: ShareDialogProps) {
  const formId = useId();
  const { toaster } = usePortalServices();
  const share = useEmailShare();
  const [other, setOther] = useState<string[]>([]);
  const resolver = useMemo(() => emailShareResolver(labReportId), [labReportId]);
  const form = useForm<EmailShareValues>({ defaultValues: emptyEmailShare, resolver });
  const field = registeredFields(form.register, form.formState.errors);
  const close = (next: boolean) => {
    if (!next) {
      form.reset(emptyEmailShare);
      setOther([]);
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (values) => {
    setOther([]);
    try {
      const answer = await share.trigger({ body: emailShareRequest(values, labReportId) });
      toaster.show({
        severity: 'success',
        message: reportMessages.emailShared(answer.ToEmailAddresses.length),
      });
      close(false);
    } catch (error) {
      const sorted = applyServerFieldErrors(form, error, {
        pathMap: (path) => formFieldOf(emailSharePaths, path),
        focus: true,
      });
      setOther(sorted.other);
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Share by e-mail"
      description="The report goes as a PDF attachment. Its subject and text name no patient."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={share.isMutating}>
            Send e-mail
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <FormErrors title="The report was not sent" messages={other} />
          <TextField
            label="To"
            description="Up to 10 e-mail addresses, separated by commas."
            {...field('to')}
          />
          <Textarea label="Notes" {...field('notes')} />
        </Stack>
      </form>
    </Dialog>
  );
}

/** Share by fax: the recipient's name, department and fax number, and a note. */
export function FaxShareDialog({
  labReportId,
  open,
  onOpenChange,
  onQueued,
}: ShareDialogProps & { onQueued: (job: FaxJob) => void }) {
  const formId = useId();
  const { toaster } = usePortalServices();
  const share = useFaxShare();
  const [other, setOther] = useState<string[]>([]);
  const resolver = useMemo(() => faxShareResolver(labReportId), [labReportId]);
  const form = useForm<FaxShareValues>({ defaultValues: emptyFaxShare, resolver });
  const field = registeredFields(form.register, form.formState.errors);
  const close = (next: boolean) => {
    if (!next) {
      form.reset(emptyFaxShare);
      setOther([]);
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (values) => {
    setOther([]);
    try {
      const job = await share.trigger({ body: faxShareRequest(values, labReportId) });
      toaster.show({ severity: 'success', message: reportMessages.faxQueued });
      onQueued(job);
      close(false);
    } catch (error) {
      const sorted = applyServerFieldErrors(form, error, {
        pathMap: (path) => formFieldOf(faxSharePaths, path),
        focus: true,
      });
      setOther(sorted.other);
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Share by fax"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={share.isMutating}>
            Send fax
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <FormErrors title="The fax was not sent" messages={other} />
          <TextField label="First name" {...field('firstName')} />
          <TextField label="Last name" {...field('lastName')} />
          <TextField label="Department" {...field('department')} />
          <TextField label="Fax number" type="tel" {...field('faxNumber')} />
          <Textarea label="Note" {...field('note')} />
        </Stack>
      </form>
    </Dialog>
  );
}

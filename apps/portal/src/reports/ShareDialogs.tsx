import { useId, useMemo, useState, type FormEventHandler, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { Button, Dialog, Stack, TextField, Textarea } from '@loci/ui';
import type { FaxJob } from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { FormErrors } from '../forms/FormErrors.tsx';
import { registeredFields } from '../forms/FormFields.tsx';
import { applyServerFieldErrors } from '../forms/serverFieldErrors.ts';
import { reportMessages } from './reportMessages.ts';
import { useEmailShare, useFaxShare } from './reportQueries.ts';
import {
  emailShareForm,
  emailShareNotesMaxLength,
  faxShareForm,
  faxShareNoteMaxLength,
  formFieldOf,
  type ShareForm,
} from './shareForms.ts';

interface ShareDialogProps {
  labReportId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * What both share dialogs keep beside their form: the form checked for this report, the server's
 * errors that name no field, closing (which empties the form), and sending the form's request:
 * closed when sent, a refusal sorted onto the fields its paths name.
 */
function useShareForm<Values extends FieldValues, Request>(
  { empty, paths, request, resolver: resolverFor }: ShareForm<Values, Request>,
  {
    labReportId,
    onOpenChange,
    send,
  }: {
    labReportId: number;
    onOpenChange: (open: boolean) => void;
    send: (request: Request) => Promise<void>;
  },
) {
  const formId = useId();
  const resolver = useMemo(() => resolverFor(labReportId), [resolverFor, labReportId]);
  const form = useForm<Values>({ defaultValues: empty as DefaultValues<Values>, resolver });
  const field = registeredFields(form.register, form.formState.errors);
  const [other, setOther] = useState<string[]>([]);
  const close = (next: boolean) => {
    if (!next) {
      form.reset(empty);
      setOther([]);
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (values) => {
    setOther([]);
    try {
      await send(request(values, labReportId));
      close(false);
    } catch (error) {
      const sorted = applyServerFieldErrors(form, error, {
        pathMap: (path) => formFieldOf(paths, path) as string | null,
        focus: true,
      });
      setOther(sorted.other);
    }
  });
  return { formId, field, other, close, submit };
}

/** A share dialog's frame: the form, its errors above the fields, and Cancel / send. */
function ShareFormDialog({
  open,
  close,
  title,
  description,
  formId,
  busy,
  submitLabel,
  errorTitle,
  other,
  onSubmit,
  children,
}: {
  open: boolean;
  close: (next: boolean) => void;
  title: string;
  description?: string;
  formId: string;
  busy: boolean;
  submitLabel: string;
  errorTitle: string;
  other: readonly string[];
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <FormErrors title={errorTitle} messages={other} />
          {children}
        </Stack>
      </form>
    </Dialog>
  );
}

/** Share by e-mail: the report's PDF to up to ten addresses, with a note. */
export function EmailShareDialog({ labReportId, open, onOpenChange }: ShareDialogProps) {
  const { toaster } = usePortalServices();
  const share = useEmailShare();
  const { formId, field, other, close, submit } = useShareForm(emailShareForm, {
    labReportId,
    onOpenChange,
    send: async (body) => {
      const answer = await share.trigger({ body });
      toaster.show({
        severity: 'success',
        message: reportMessages.emailShared(answer.ToEmailAddresses.length),
      });
    },
  });
  return (
    <ShareFormDialog
      open={open}
      close={close}
      title="Share by e-mail"
      description="The report goes as a PDF attachment. Its subject and text name no patient."
      formId={formId}
      busy={share.isMutating}
      submitLabel="Send e-mail"
      errorTitle="The report was not sent"
      other={other}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label="To"
        description="Up to 10 e-mail addresses, separated by commas."
        {...field('to')}
      />
      <Textarea label="Notes" maxLength={emailShareNotesMaxLength} {...field('notes')} />
    </ShareFormDialog>
  );
}

/** Share by fax: the recipient's name, department and fax number, and a note. */
export function FaxShareDialog({
  labReportId,
  open,
  onOpenChange,
  onQueued,
}: ShareDialogProps & { onQueued: (job: FaxJob) => void }) {
  const { toaster } = usePortalServices();
  const share = useFaxShare();
  const { formId, field, other, close, submit } = useShareForm(faxShareForm, {
    labReportId,
    onOpenChange,
    send: async (body) => {
      const job = await share.trigger({ body });
      toaster.show({ severity: 'success', message: reportMessages.faxQueued });
      onQueued(job);
    },
  });
  return (
    <ShareFormDialog
      open={open}
      close={close}
      title="Share by fax"
      formId={formId}
      busy={share.isMutating}
      submitLabel="Send fax"
      errorTitle="The fax was not sent"
      other={other}
      onSubmit={(event) => void submit(event)}
    >
      <TextField label="First name" {...field('firstName')} />
      <TextField label="Last name" {...field('lastName')} />
      <TextField label="Department" {...field('department')} />
      <TextField label="Fax number" type="tel" {...field('faxNumber')} />
      <Textarea label="Note" maxLength={faxShareNoteMaxLength} {...field('note')} />
    </ShareFormDialog>
  );
}

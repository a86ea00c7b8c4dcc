// One order on the desk: its accession number, and each ordered test with its lab status moves,
// its report (release a first one, generated or uploaded; issue an updated one) and its
// prior-authorization case. Every action answers with a toast; the server audits each one.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Banner,
  Button,
  Card,
  Columns,
  EmptyState,
  FormSection,
  Inline,
  RadioGroup,
  Select,
  Stack,
  TextField,
} from '@loci/ui';
import {
  PriorAuthCaseStatuses,
  canIssueUpdatedReport,
  canReleaseReport,
  priorAuthCaseStatusLabel,
} from '@loci/domain';
import {
  labDeskAccessionSchema,
  labDeskLabStatusSchema,
  labDeskPriorAuthStatusSchema,
  listLabDeskOrders,
  setLabDeskAccessionNumber,
  setLabDeskPriorAuthStatus,
  setLabDeskTestStatus,
  type LabDeskOrder,
} from '@loci/contract';
import type { z } from 'zod/mini';
import { useAction, useCall, useSave } from '../api/callHooks.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { applyServerFieldErrors } from '../forms/serverFieldErrors.ts';
import { labDeskPath } from './labDeskAccess.ts';
import {
  generateLabReport,
  uploadLabReport,
  type LabDeskReport,
  type ReportTarget,
} from './labDeskReportFile.ts';
import { textOptions } from '../forms/selectOptions.ts';
import { registeredFields } from '../forms/FormFields.tsx';
import { dateOnly } from '../format/dateOnly.ts';

type LabDeskTest = LabDeskOrder['tests'][number];

/** Refreshes the order after an action (the desk's answers are the order or the report). */
type Reload = () => Promise<unknown>;

function useToasts() {
  const { toaster } = usePortalServices();
  return {
    success: (message: string) => toaster.show({ severity: 'success', message }),
  };
}

type AccessionValues = z.input<typeof labDeskAccessionSchema>;

function AccessionForm({ order, reload }: { order: LabDeskOrder; reload: Reload }) {
  const toasts = useToasts();
  const { reporter } = usePortalServices();
  const saving = useSave(setLabDeskAccessionNumber);
  const form = useForm<AccessionValues, unknown, z.output<typeof labDeskAccessionSchema>>({
    resolver: zodResolver(labDeskAccessionSchema),
    defaultValues: { AccessionNumber: order.accessionNumber ?? '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saving.trigger({ params: { orderId: order.orderId }, body: values });
      form.clearErrors('AccessionNumber');
      toasts.success(
        `Accession number ${saved.accessionNumber ?? ''} saved for order ${order.orderId}.`,
      );
      await reload();
    } catch (error) {
      applyServerFieldErrors(form, error, { fields: ['AccessionNumber'], reporter });
    }
  });
  const field = registeredFields(form.register, form.formState.errors);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormSection legend="Accession number">
        <Inline gap="md" alignY="end">
          <TextField
            label="Accession number"
            description="4 to 20 letters, digits or dashes"
            required
            {...field('AccessionNumber')}
          />
          <Button type="submit" disabled={saving.isMutating}>
            Save accession number
          </Button>
        </Inline>
      </FormSection>
    </form>
  );
}

function StatusMove({ test, reload }: { test: LabDeskTest; reload: Reload }) {
  const toasts = useToasts();
  const moving = useSave(setLabDeskTestStatus);
  const [next, setNext] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (test.nextLabStatuses.length === 0) return null;
  const move = async () => {
    const checked = labDeskLabStatusSchema.safeParse({ LabStatus: next });
    if (!checked.success) {
      setProblem('Choose the next lab status');
      return;
    }
    setProblem(null);
    try {
      await moving.trigger({ params: { orderTestId: test.orderTestId }, body: checked.data });
      toasts.success(`${test.testCode} moved to ${checked.data.LabStatus}.`);
      setNext('');
      await reload();
    } catch {
      // The error reporter shows the server's message.
    }
  };
  return (
    <Inline gap="md" alignY="end">
      <Select
        label={`Next lab status of ${test.testCode}`}
        placeholder="Choose a status"
        value={next}
        options={textOptions(test.nextLabStatuses)}
        onChange={(event) => setNext(event.target.value)}
        error={problem ?? undefined}
      />
      <Button disabled={moving.isMutating} onClick={() => void move()}>
        Move {test.testCode}
      </Button>
    </Inline>
  );
}

/** Release a report (first or updated): generated from the order, or the lab's own PDF. */
function ReportRelease({
  test,
  target,
  reload,
}: {
  test: LabDeskTest;
  target: ReportTarget;
  reload: Reload;
}) {
  const toasts = useToasts();
  const [mode, setMode] = useState<'generate' | 'upload'>('generate');
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const releasing = useAction(
    `lab-desk-report-${test.orderTestId}`,
    (api, arg: { mode: 'generate' } | { mode: 'upload'; file: File }) =>
      arg.mode === 'generate'
        ? generateLabReport(api, target)
        : uploadLabReport(api, { target, file: arg.file, onProgress: setProgress }),
  );
  const update = target.kind === 'update';
  const release = async () => {
    if (mode === 'upload') {
      if (!file) {
        setFileProblem('Choose the report PDF');
        return;
      }
      if (!/\.pdf$/i.test(file.name)) {
        setFileProblem('The report must be a PDF file');
        return;
      }
    }
    setFileProblem(null);
    try {
      const report: LabDeskReport = await releasing.trigger(
        mode === 'generate' ? { mode } : { mode, file: file as File },
      );
      toasts.success(
        update
          ? `Updated report (version ${report.version}) issued for ${test.testCode}.`
          : `Report released for ${test.testCode}.`,
      );
      setFile(null);
      await reload();
    } catch {
      // The error reporter shows the server's message.
    } finally {
      setProgress(null);
    }
  };
  const name = update ? `Updated report for ${test.testCode}` : `Report for ${test.testCode}`;
  return (
    <FormSection legend={name}>
      <Stack gap="sm">
        <RadioGroup
          label="How the report is made"
          value={mode}
          onValueChange={(value) => setMode(value === 'upload' ? 'upload' : 'generate')}
          options={[
            { value: 'generate', label: 'Generate from the order' },
            { value: 'upload', label: 'Upload the lab’s PDF' },
          ]}
        />
        {mode === 'upload' ? (
          <div>
            <label htmlFor={`report-file-${test.orderTestId}`}>Report PDF</label>
            <input
              id={`report-file-${test.orderTestId}`}
              type="file"
              accept="application/pdf,.pdf"
              aria-invalid={fileProblem ? true : undefined}
              aria-describedby={fileProblem ? `report-file-${test.orderTestId}-error` : undefined}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
        ) : null}
        {fileProblem ? (
          <p id={`report-file-${test.orderTestId}-error`} role="alert">
            {fileProblem}
          </p>
        ) : null}
        {progress !== null ? (
          <progress value={progress} max={1} aria-label="Upload progress" />
        ) : null}
        <Inline gap="md">
          <Button disabled={releasing.isMutating} onClick={() => void release()}>
            {update
              ? `Issue updated report for ${test.testCode}`
              : `Release report for ${test.testCode}`}
          </Button>
        </Inline>
      </Stack>
    </FormSection>
  );
}

/**
 * The case statuses as the lab's staff choose them: the clinicians' display label, then the
 * status's own number and name, since document 3 shows several statuses under one label
 * (5, 16, 18 and 19 all read Approved).
 */
const priorAuthStatusOptions = PriorAuthCaseStatuses.map((status) => ({
  value: String(status.value),
  label: `${status.label} (${status.value} · ${status.name})`,
}));

function PriorAuthStatus({ test, reload }: { test: LabDeskTest; reload: Reload }) {
  const toasts = useToasts();
  const saving = useSave(setLabDeskPriorAuthStatus);
  const [value, setValue] = useState(
    test.priorAuthCaseStatus === null ? '' : String(test.priorAuthCaseStatus),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const caseNumber = test.priorAuthCaseNumber;
  if (!caseNumber) return null;
  const save = async () => {
    const checked = labDeskPriorAuthStatusSchema.safeParse({
      Status: value === '' ? Number.NaN : Number(value),
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Choose a status');
      return;
    }
    setProblem(null);
    try {
      const saved = await saving.trigger({ params: { caseNumber }, body: checked.data });
      toasts.success(`Prior-authorization case ${caseNumber}: ${saved.statusLabel}.`);
      await reload();
    } catch {
      // The error reporter shows the server's message.
    }
  };
  return (
    <Inline gap="md" alignY="end">
      <Select
        label={`Prior-authorization case ${caseNumber}`}
        placeholder="Choose a status"
        value={value}
        options={priorAuthStatusOptions}
        onChange={(event) => setValue(event.target.value)}
        error={problem ?? undefined}
      />
      <Button variant="secondary" disabled={saving.isMutating} onClick={() => void save()}>
        Save case status
      </Button>
    </Inline>
  );
}

function LabDeskTestCard({ test, reload }: { test: LabDeskTest; reload: Reload }) {
  return (
    <Card
      as="article"
      headingLevel={3}
      heading={`${test.testCode}${test.testDescription ? ` ${test.testDescription}` : ''}`}
    >
      <Stack gap="md">
        <dl>
          <dt>Lab status</dt>
          <dd data-testid={`lab-status-${test.testCode}`}>{test.labStatus}</dd>
          <dt>Report</dt>
          <dd>
            {test.labReportId
              ? `Report ${test.labReportId}, version ${test.reportVersion ?? 1}`
              : 'No report yet'}
          </dd>
          {test.priorAuthCaseNumber ? (
            <>
              <dt>Prior authorization</dt>
              <dd>
                Case {test.priorAuthCaseNumber}
                {test.priorAuthCaseStatus !== null
                  ? `: ${priorAuthCaseStatusLabel(test.priorAuthCaseStatus)}`
                  : ''}
              </dd>
            </>
          ) : null}
        </dl>
        <StatusMove test={test} reload={reload} />
        {canReleaseReport(test.labStatus) ? (
          <ReportRelease
            test={test}
            target={{ kind: 'first', orderTestId: test.orderTestId }}
            reload={reload}
          />
        ) : null}
        {canIssueUpdatedReport(test.labStatus) && test.labReportId !== null ? (
          <ReportRelease
            test={test}
            target={{ kind: 'update', labReportId: test.labReportId }}
            reload={reload}
          />
        ) : null}
        <PriorAuthStatus test={test} reload={reload} />
      </Stack>
    </Card>
  );
}

/** /lab-desk/orders/{orderId}: the order's desk view. */
export function LabDeskOrderView() {
  const { orderId: raw = '' } = useParams();
  const orderId = Number(raw);
  const valid = Number.isInteger(orderId) && orderId > 0;
  // The work list's call, searched by the order number: the desk has no call of its own for one.
  const read = useCall(
    listLabDeskOrders,
    valid
      ? { body: { SearchTerm: String(orderId), LabStatuses: [], PageNumber: 1, PageSize: 25 } }
      : null,
    { revalidateOnFocus: false },
  );
  const order = read.data?.items.find((item) => item.orderId === orderId);
  const back = <Link to={`${labDeskPath}/orders`}>Back to the submitted orders</Link>;
  if (!valid || read.error || (read.data && !order)) {
    return (
      <EmptyState
        headingLevel={2}
        title={`Order ${raw} could not be found among the submitted orders`}
        action={back}
      />
    );
  }
  if (!order) return <p role="status">Loading order {orderId}…</p>;
  const reload = () => read.mutate();
  return (
    <Stack gap="lg">
      <Card heading={`Order ${order.orderId}`} headingLevel={2} actions={back}>
        <Stack gap="md">
          <p>
            {order.patientName} · {order.institutionName} (account {order.accountNumber}) · ordered{' '}
            {dateOnly(order.orderedDate, '—')}
          </p>
          {order.tests.length === 0 ? (
            <Banner severity="info">This order has no tests.</Banner>
          ) : null}
          <AccessionForm key={order.accessionNumber ?? ''} order={order} reload={reload} />
        </Stack>
      </Card>
      <Columns columns={{ base: 1, large: 2 }} gap="lg">
        {order.tests.map((test) => (
          <LabDeskTestCard key={test.orderTestId} test={test} reload={reload} />
        ))}
      </Columns>
    </Stack>
  );
}

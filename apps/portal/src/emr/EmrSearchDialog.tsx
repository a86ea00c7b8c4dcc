import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Banner, Button, Dialog, Tabs, TextField } from '@loci/ui';
import { ValidationMessages, formatTypedDate } from '@loci/domain';
import { getEmrPatient, searchEmrPatients, type EmrPatient } from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useSave } from '../api/callHooks.tsx';
import { ApiFailureError, ApiValidationError } from '../api/apiErrors.ts';
import { isoDateOf } from '../patients/patientForm.ts';
import { newPatientHref } from '../patients/patientRoutes.ts';
import type { EmrImportState } from './emrImport.ts';
import * as styles from '../shell/page.css.ts';

export interface EmrSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accountNumber: string;
  /**
   * What importing a chart does; by default the new-patient view opens with the chart (the order
   * form instead fills its own new-patient dialog, so that nothing typed in the order is left).
   */
  onImport?: (chart: EmrPatient) => void;
}

function ChartList({
  charts,
  onImport,
}: {
  charts: EmrPatient[];
  onImport: (chart: EmrPatient) => void;
}) {
  return (
    <ul aria-label="EMR charts" className={styles.page}>
      {charts.map((chart) => {
        const name = [chart.LastName, chart.FirstName].filter(Boolean).join(', ');
        return (
          <li key={chart.ChartNumber} className={styles.card}>
            <p>
              <strong>{name || 'Unnamed chart'}</strong> · chart {chart.ChartNumber}
              <br />
              Born {formatTypedDate(isoDateOf(chart.DateOfBirth)) || 'unknown'}
              {chart.Sex ? ` · ${chart.Sex}` : ''}
              {chart.SocialSecurityNumber ? ` · SSN ${chart.SocialSecurityNumber}` : ''}
            </p>
            <Button
              size="small"
              onClick={() => onImport(chart)}
              aria-label={`Import chart ${chart.ChartNumber} (${name})`}
            >
              Import
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** One way of searching: its text fields and its submit button, in one labelled form. */
function EmrSearchForm({
  label,
  fields,
  submitLabel,
  busy,
  onSubmit,
}: {
  label: string;
  fields: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    description?: string;
    error?: string;
  }[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form aria-label={label} onSubmit={onSubmit} className={styles.actions}>
      {fields.map((field) => (
        <TextField
          key={field.label}
          label={field.label}
          description={field.description}
          value={field.value}
          error={field.error}
          onChange={(event) => field.onChange(event.target.value)}
        />
      ))}
      <div>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Searches the practice's EMR by name or chart number and imports a chart into a new patient. */
export function EmrSearchDialog({
  open,
  onOpenChange,
  accountNumber,
  onImport,
}: EmrSearchDialogProps) {
  const { reporter } = usePortalServices();
  const nameSearch = useSave(searchEmrPatients);
  const chartLookup = useSave(getEmrPatient);
  const busy = nameSearch.isMutating || chartLookup.isMutating;
  const navigate = useNavigate();
  const [lastName, setLastName] = useState('');
  const [firstName, setFirstName] = useState('');
  const [chartNumber, setChartNumber] = useState('');
  const [charts, setCharts] = useState<EmrPatient[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The search that was tried without what it needs (its fields say 'This field is required'). */
  const [missing, setMissing] = useState<'name' | 'chart' | null>(null);
  const requiredIf = (which: 'name' | 'chart') =>
    missing === which ? ValidationMessages.required : undefined;

  const run = async (load: () => Promise<EmrPatient[]>) => {
    setProblem(null);
    try {
      setCharts(await load());
    } catch (error) {
      reporter.markHandled(error);
      // The server's 404 comes in its failure shape (an ApiValidationError); a bare one too.
      const notFound =
        (error instanceof ApiFailureError || error instanceof ApiValidationError) &&
        error.status === 404;
      if (notFound) setCharts([]);
      else setProblem('The EMR could not be searched. Try again.');
    }
  };

  const byName = (event: FormEvent) => {
    event.preventDefault();
    if (!lastName.trim() && !firstName.trim()) {
      setMissing('name');
      return;
    }
    setMissing(null);
    void run(() =>
      nameSearch.trigger({
        query: {
          accountNumber,
          ...(lastName.trim() ? { lastName: lastName.trim() } : {}),
          ...(firstName.trim() ? { firstName: firstName.trim() } : {}),
        },
      }),
    );
  };

  const byChart = (event: FormEvent) => {
    event.preventDefault();
    if (!chartNumber.trim()) {
      setMissing('chart');
      return;
    }
    setMissing(null);
    void run(async () => [
      await chartLookup.trigger({
        params: { chartNumber: chartNumber.trim() },
        query: { accountNumber },
      }),
    ]);
  };

  const importChart = (chart: EmrPatient) => {
    onOpenChange(false);
    if (onImport) {
      onImport(chart);
      return;
    }
    const state: EmrImportState = { emrChart: chart };
    void navigate(newPatientHref, { state });
  };

  return (
    <Dialog
      title="Find a patient in the EMR"
      description="Search your practice’s EMR, then import the chart into a new patient."
      open={open}
      onOpenChange={onOpenChange}
      size="large"
    >
      <Tabs
        label="Search the EMR"
        onValueChange={() => {
          setCharts(null);
          setProblem(null);
          setMissing(null);
        }}
        items={[
          {
            value: 'name',
            label: 'By name',
            content: (
              <EmrSearchForm
                label="EMR search by name"
                onSubmit={byName}
                busy={busy}
                submitLabel="Search the EMR"
                // Either name is enough: both say what is missing until one is typed.
                fields={[
                  {
                    label: 'Last name',
                    description: 'A last or a first name.',
                    value: lastName,
                    onChange: (value) => {
                      setLastName(value);
                      setMissing(null);
                    },
                    error: requiredIf('name'),
                  },
                  {
                    label: 'First name',
                    value: firstName,
                    onChange: (value) => {
                      setFirstName(value);
                      setMissing(null);
                    },
                    error: requiredIf('name'),
                  },
                ]}
              />
            ),
          },
          {
            value: 'chart',
            label: 'By chart number',
            content: (
              <EmrSearchForm
                label="EMR search by chart number"
                onSubmit={byChart}
                busy={busy}
                submitLabel="Find the chart"
                fields={[
                  {
                    label: 'Chart number',
                    value: chartNumber,
                    onChange: (value) => {
                      setChartNumber(value);
                      setMissing(null);
                    },
                    error: requiredIf('chart'),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {problem ? <Banner severity="error">{problem}</Banner> : null}
      {charts && charts.length === 0 ? <p role="status">No chart found.</p> : null}
      {charts && charts.length > 0 ? (
        <>
          <p role="status">
            {charts.length === 1 ? '1 chart found.' : `${charts.length} charts found.`}
          </p>
          <ChartList charts={charts} onImport={importChart} />
        </>
      ) : null}
    </Dialog>
  );
}

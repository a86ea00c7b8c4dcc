// A FHIR R4 EMR: Patient search by name (`family`, `given`) and by medical record number
// (`identifier=system|value`). The chart number is the Patient's MR identifier; the SSN is the
// identifier of system http://hl7.org/fhir/sid/us-ssn (masked before it leaves the server).
import type { EmrAccount, EmrAdapter, EmrChart } from './emr-adapter.js';
import { EmrSearchLimit } from './emr-adapter.js';

export const UsSsnSystem = 'http://hl7.org/fhir/sid/us-ssn';

interface FhirIdentifier {
  system?: string;
  value?: string;
  type?: { coding?: Array<{ system?: string; code?: string }> };
}

interface FhirPatient {
  resourceType: 'Patient';
  identifier?: FhirIdentifier[];
  name?: Array<{ use?: string; family?: string; given?: string[] }>;
  gender?: 'male' | 'female' | 'other' | 'unknown';
  birthDate?: string;
}

interface FhirBundle {
  resourceType: 'Bundle';
  entry?: Array<{ resource?: { resourceType?: string } }>;
}

export interface FhirEmrOptions {
  /** The FHIR server's base URL, e.g. `https://ehr.example/fhir/R4` (per account). */
  baseUrlFor(account: EmrAccount): string;
  /** The identifier system of the practice's medical record numbers (chart numbers). */
  chartNumberSystem: string;
  /** A bearer token for the server (SMART backend services), when it needs one. */
  accessToken?: (account: EmrAccount) => Promise<string | undefined>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const sexes: Record<string, string> = { male: 'M', female: 'F', other: 'U', unknown: 'U' };

function isMedicalRecordNumber(identifier: FhirIdentifier, system: string): boolean {
  return (
    identifier.system === system ||
    (identifier.type?.coding ?? []).some((coding) => coding.code === 'MR')
  );
}

/** A FHIR Patient as a chart; undefined without a chart number. */
export function chartFromFhirPatient(
  patient: FhirPatient,
  chartNumberSystem: string,
): EmrChart | undefined {
  const identifiers = patient.identifier ?? [];
  const chartNumber = identifiers.find((id) => isMedicalRecordNumber(id, chartNumberSystem))?.value;
  if (!chartNumber) return undefined;
  const name = patient.name?.find((entry) => entry.use === 'official') ?? patient.name?.[0];
  return {
    chartNumber,
    dateOfBirth:
      patient.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(patient.birthDate) ? patient.birthDate : null,
    firstName: name?.given?.[0] ?? null,
    middleName: name?.given?.slice(1).join(' ') || null,
    lastName: name?.family ?? null,
    sex: patient.gender ? (sexes[patient.gender] ?? null) : null,
    socialSecurityNumber: identifiers.find((id) => id.system === UsSsnSystem)?.value ?? null,
  };
}

export class FhirEmrAdapter implements EmrAdapter {
  readonly #options: FhirEmrOptions;

  constructor(options: FhirEmrOptions) {
    this.#options = options;
  }

  async #search(account: EmrAccount, parameters: URLSearchParams): Promise<EmrChart[]> {
    parameters.set('_count', String(EmrSearchLimit));
    const url = `${this.#options.baseUrlFor(account).replace(/\/$/, '')}/Patient?${parameters}`;
    const token = await this.#options.accessToken?.(account);
    const response = await (this.#options.fetch ?? fetch)(url, {
      headers: {
        accept: 'application/fhir+json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(this.#options.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`FHIR Patient search answered ${response.status}`);
    const bundle = (await response.json()) as FhirBundle;
    if (bundle.resourceType !== 'Bundle')
      throw new Error('FHIR Patient search did not answer a Bundle');
    return (bundle.entry ?? []).flatMap((entry) => {
      const resource = entry.resource as FhirPatient | undefined;
      if (resource?.resourceType !== 'Patient') return [];
      return chartFromFhirPatient(resource, this.#options.chartNumberSystem) ?? [];
    });
  }

  async searchByName(
    account: EmrAccount,
    name: { lastName?: string | undefined; firstName?: string | undefined },
  ): Promise<EmrChart[]> {
    const parameters = new URLSearchParams();
    if (name.lastName) parameters.set('family', name.lastName);
    if (name.firstName) parameters.set('given', name.firstName);
    return this.#search(account, parameters);
  }

  async findByChartNumber(account: EmrAccount, chartNumber: string): Promise<EmrChart | undefined> {
    const parameters = new URLSearchParams({
      identifier: `${this.#options.chartNumberSystem}|${chartNumber}`,
    });
    const charts = await this.#search(account, parameters);
    return charts.find((chart) => chart.chartNumber === chartNumber);
  }
}

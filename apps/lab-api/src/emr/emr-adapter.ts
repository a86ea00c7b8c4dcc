// The EMR behind the EMR look-up calls. The practice's EMR is a system edge: `LocalEmrAdapter`
// reads the lab's own seeded charts, `FhirEmrAdapter` a FHIR R4 server's Patient resources
// (docs/decisions/emr-adapter.md). Routes see only this interface.
import type { EmrPatient } from '@loci/contract';
import type { LabKysely } from '../db/create-database.js';
import { likeEscape } from '../db/like-escape.js';

/** A chart as the EMR holds it (the social security number whole). */
export interface EmrChart {
  chartNumber: string;
  dateOfBirth: string | null;
  firstName: string | null;
  lastName: string | null;
  middleName: string | null;
  sex: string | null;
  socialSecurityNumber: string | null;
}

/** The account whose EMR is searched. */
export interface EmrAccount {
  accountId: number;
  accountNumber: string;
}

export interface EmrAdapter {
  /** Charts whose last and first names start with the given parts (either may be empty). */
  searchByName(
    account: EmrAccount,
    name: { lastName?: string | undefined; firstName?: string | undefined },
  ): Promise<EmrChart[]>;
  findByChartNumber(account: EmrAccount, chartNumber: string): Promise<EmrChart | undefined>;
}

/** `***-**-1234`: only the last four digits leave the server; null when there are not four. */
export function maskSocialSecurityNumber(ssn: string | null): string | null {
  const digits = (ssn ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : null;
}

/** The chart as the portal receives it (document 1's field names, SSN masked). */
export function toEmrPatient(chart: EmrChart): EmrPatient {
  return {
    ChartNumber: chart.chartNumber,
    DateOfBirth: chart.dateOfBirth,
    FirstName: chart.firstName,
    LastName: chart.lastName,
    MiddleName: chart.middleName,
    Sex: chart.sex,
    SocialSecurityNumber: maskSocialSecurityNumber(chart.socialSecurityNumber),
  };
}

/** At most this many charts answer a name search. */
export const EmrSearchLimit = 50;

/** The lab's seeded charts (table `emr_chart`), per account. */
export class LocalEmrAdapter implements EmrAdapter {
  readonly #db: LabKysely;

  constructor(db: LabKysely) {
    this.#db = db;
  }

  #charts(account: EmrAccount) {
    return this.#db
      .selectFrom('emr_chart')
      .select([
        'chart_number as chartNumber',
        'date_of_birth as dateOfBirth',
        'first_name as firstName',
        'last_name as lastName',
        'middle_name as middleName',
        'sex',
        'social_security_number as socialSecurityNumber',
      ])
      .where('account_id', '=', account.accountId);
  }

  async searchByName(
    account: EmrAccount,
    name: { lastName?: string | undefined; firstName?: string | undefined },
  ): Promise<EmrChart[]> {
    let query = this.#charts(account);
    if (name.lastName) {
      query = query.where(
        (eb) => eb.fn('lower', ['last_name']),
        'like',
        `${likeEscape(name.lastName.toLowerCase())}%`,
      );
    }
    if (name.firstName) {
      query = query.where(
        (eb) => eb.fn('lower', ['first_name']),
        'like',
        `${likeEscape(name.firstName.toLowerCase())}%`,
      );
    }
    return query
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('chart_number')
      .limit(EmrSearchLimit)
      .execute();
  }

  async findByChartNumber(account: EmrAccount, chartNumber: string): Promise<EmrChart | undefined> {
    return this.#charts(account).where('chart_number', '=', chartNumber).executeTakeFirst();
  }
}

// The local EMR's charts: per demo account, some charts of patients the lab already has and some
// it has not (to import). SSNs are in the 9xx area, which is never issued.
import type { Insertable } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import type { EmrChartTable } from './emr-schema.js';

const charts: Array<[string, string | null, string, string, string, string]> = [
  // first, middle, last, date of birth, sex, ssn
  ['Eleanor', 'Mae', 'Whitaker', '1961-04-17', 'F', '900-12-4411'],
  ['Rosalind', null, 'Achterberg', '1984-09-02', 'F', '900-55-1234'],
  ['Theodore', 'J', 'Vance', '1979-12-30', 'M', '901-22-9876'],
  ['Camila', null, 'Restrepo', '2012-06-08', 'F', '902-41-0007'],
  ['Oluwaseun', null, 'Adebayo', '1958-01-21', 'M', '903-18-5520'],
  ['Hana', 'Lee', 'Park', '1993-03-14', 'F', '904-63-2288'],
  ['Gideon', null, 'Farrow', '2001-11-05', 'M', '905-77-3141'],
  ['Saoirse', null, 'Mulligan', '1970-07-19', 'U', '906-30-8080'],
];

const accounts = [
  { accountId: 501, accountNumber: '1001' },
  { accountId: 502, accountNumber: '1002' },
  { accountId: 503, accountNumber: '1003' },
];

export function demoChartNumber(accountNumber: string, position: number): string {
  return `CH-${accountNumber}-${String(position + 1).padStart(4, '0')}`;
}

/** Writes the EMR charts; idempotent. */
export async function seedEmrCharts(db: LabKysely): Promise<number> {
  const rows: Insertable<EmrChartTable>[] = accounts.flatMap((account) =>
    charts.map(([first, middle, last, born, sex, ssn], position) => ({
      account_id: account.accountId,
      chart_number: demoChartNumber(account.accountNumber, position),
      first_name: first,
      middle_name: middle,
      last_name: last,
      date_of_birth: born,
      sex,
      social_security_number: ssn,
    })),
  );
  await db
    .insertInto('emr_chart')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['account_id', 'chart_number']).doNothing())
    .execute();
  return rows.length;
}

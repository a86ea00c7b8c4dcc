// The payors' required-document rules (seeded, seed-payor-rules.ts).
import { sql } from 'kysely';
import type { LabKysely } from '../db/create-database.js';

/** A payor's rules for every test, plus those for the tests named. */
export async function payorRequiredDocumentRows(
  db: LabKysely,
  xifinCode: string,
  codes: readonly string[],
) {
  return db
    .selectFrom('payor_required_document')
    .selectAll()
    .where(sql<string>`upper(xifin_code)`, '=', xifinCode.toUpperCase())
    .where((eb) =>
      codes.length === 0
        ? eb('test_code', 'is', null)
        : eb.or([eb('test_code', 'is', null), eb(sql<string>`upper(test_code)`, 'in', [...codes])]),
    )
    .orderBy('id')
    .execute();
}

// Reading partnership programs and the tests each covers.
import type { PartnershipProgram } from '@loci/contract';
import type { PaymentType } from '@loci/domain';
import { sql } from 'kysely';
import type { LabKysely } from '../db/create-database.js';

/** Programs (active first, then by name), optionally one code (any case) or those covering a test. */
export async function loadPrograms(
  db: LabKysely,
  filter: { programCode?: string; testCode?: string } = {},
): Promise<PartnershipProgram[]> {
  let query = db
    .selectFrom('partnership_program as p')
    .select([
      'p.program_code',
      'p.name',
      'p.description',
      'p.sponsor_name',
      'p.program_type',
      'p.payment_type',
      'p.is_active',
      sql<string | null>`to_char(p.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(p.end_date, 'YYYY-MM-DD')`.as('end_date'),
    ])
    .orderBy('p.is_active', 'desc')
    .orderBy('p.name');
  if (filter.programCode)
    query = query.where(sql<string>`upper(p.program_code)`, '=', filter.programCode.toUpperCase());
  if (filter.testCode)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('partnership_program_test as pt')
          .select('pt.test_code')
          .whereRef('pt.program_code', '=', 'p.program_code')
          .where('pt.test_code', '=', filter.testCode ?? ''),
      ),
    );
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const tests = await db
    .selectFrom('partnership_program_test')
    .select(['program_code', 'test_code'])
    .where(
      'program_code',
      'in',
      rows.map((row) => row.program_code),
    )
    .orderBy('test_code')
    .execute();
  return rows.map((row) => ({
    programCode: row.program_code,
    name: row.name,
    description: row.description,
    sponsorName: row.sponsor_name,
    programType: row.program_type,
    paymentType: row.payment_type as PaymentType,
    isActive: row.is_active,
    startDate: row.start_date,
    endDate: row.end_date,
    testCodes: tests
      .filter((test) => test.program_code === row.program_code)
      .map((test) => test.test_code),
  }));
}

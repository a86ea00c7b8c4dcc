// Partnership programs: sponsored and uninsured-access programs a test can be ordered under.
import {
  getPartnershipProgram,
  listPartnershipPrograms,
  listTestPartnershipPrograms,
  validatePartnershipProgram,
  type PartnershipProgram,
  type PartnershipProgramValidation,
} from '@loci/contract';
import type { PaymentType } from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { testsByCode } from '../catalogue/catalogue-queries.js';
import type { LabKysely } from '../db/create-database.js';
import { problems } from '../http/http-problem.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';

/** Today in the lab's calendar (UTC), yyyy-MM-dd. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Active: switched on and today within its dates. */
function isRunning(program: PartnershipProgram, on = today()): boolean {
  return (
    program.isActive &&
    (program.startDate === null || program.startDate <= on) &&
    (program.endDate === null || program.endDate >= on)
  );
}

async function loadPrograms(
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

export function registerPartnershipProgramRoutes(
  app: FastifyInstance,
  registry: CallRegistry,
): void {
  registerCall(app, registry, listPartnershipPrograms, {
    access: { scope: 'signed-in' },
    handler: async ({ db }) => loadPrograms(db),
  });

  registerCall(app, registry, getPartnershipProgram, {
    access: { scope: 'signed-in' },
    async handler({ db, input }) {
      const [program] = await loadPrograms(db, { programCode: input.params.programCode });
      if (!program) throw problems.notFound(`No partnership program ${input.params.programCode}`);
      return program;
    },
  });

  registerCall(app, registry, validatePartnershipProgram, {
    access: { scope: 'signed-in' },
    async handler({ db, input }): Promise<PartnershipProgramValidation> {
      const { programCode, testCodes } = input.body;
      const [program] = await loadPrograms(db, { programCode });
      if (!program)
        return {
          programCode,
          isValid: false,
          outcome: 'NotFound',
          message: `Program code ${programCode} was not found`,
        };
      if (!isRunning(program))
        return {
          programCode: program.programCode,
          isValid: false,
          outcome: 'Inactive',
          message: `Program ${program.name} is not accepting orders`,
        };
      const tests = await testsByCode(db, testCodes);
      const covered = new Set(program.testCodes.map((code) => code.toUpperCase()));
      const notCovered = testCodes.filter((code) => {
        const test = tests.get(code.toUpperCase());
        return !test || !covered.has(test.test_code.toUpperCase());
      });
      if (notCovered.length > 0)
        return {
          programCode: program.programCode,
          isValid: false,
          outcome: 'TestNotCovered',
          message: `Program ${program.name} does not cover test ${notCovered.join(', ')}`,
        };
      return {
        programCode: program.programCode,
        isValid: true,
        outcome: 'Valid',
        message: `Program ${program.name} can be used`,
      };
    },
  });

  registerCall(app, registry, listTestPartnershipPrograms, {
    access: { scope: 'signed-in' },
    async handler({ db, input }) {
      const test = (await testsByCode(db, [input.params.testCode])).get(
        input.params.testCode.toUpperCase(),
      );
      if (!test) throw problems.notFound(`No test with code ${input.params.testCode}`);
      return (await loadPrograms(db, { testCode: test.test_code })).filter((program) =>
        isRunning(program),
      );
    },
  });
}

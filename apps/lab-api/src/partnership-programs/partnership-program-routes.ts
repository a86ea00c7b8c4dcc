// Partnership programs: sponsored and uninsured-access programs a test can be ordered under.
import {
  getPartnershipProgram,
  listPartnershipPrograms,
  listTestPartnershipPrograms,
  validatePartnershipProgram,
  type PartnershipProgram,
  type PartnershipProgramValidation,
} from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { testsByCode } from '../catalogue/catalogue-queries.js';
import { problems } from '../http/http-problem.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { loadPrograms } from './partnership-program-records.js';

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

import { partnershipProgramSchema, type PartnershipProgram } from '@loci/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { demoUsers, useTestServer } from '../testing/index.js';

const server = useTestServer({ catalogue: true });

const base = '/api/portal/v1.0.1';

async function data<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
}

describe('partnership programs', () => {
  it('lists every program, active first, in the contract’s shape', async () => {
    const response = await server.request(`${base}/partnershipProgram`, { as: demoUsers.sam });
    expect(response.status).toBe(200);
    const programs = z
      .array(z.strictObject(partnershipProgramSchema.shape))
      .parse(await data(response));
    expect(programs.map((program) => program.programCode)).toEqual([
      'CARDIO-DETECT',
      'UNINSURED-CANCER',
      'LSD-FIND',
      'SEIZURE-ID',
      'ATTR-2020',
    ]);
    expect(programs[0]?.testCodes).toEqual(expect.arrayContaining(['C1001', 'C1004']));
    expect((await server.request(`${base}/partnershipProgram`)).status).toBe(401);
  });

  it('gets one program by code (any case); 404 when unknown; 400 when malformed', async () => {
    const response = await server.request(`${base}/partnershipProgram/cardio-detect`, {
      as: demoUsers.ada,
    });
    expect(await data<PartnershipProgram>(response)).toMatchObject({
      programCode: 'CARDIO-DETECT',
      paymentType: 'Sponsored',
      isActive: true,
      startDate: '2024-01-01',
      endDate: null,
    });
    const missing = await server.request(`${base}/partnershipProgram/NO-SUCH`, {
      as: demoUsers.ada,
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      success: false,
      errors: [{ code: 'not_found', message: 'No partnership program NO-SUCH' }],
    });
    expect(
      (await server.request(`${base}/partnershipProgram/x`, { as: demoUsers.ada })).status,
    ).toBe(400);
  });

  it('validates a program code, for the tests of the order when given', async () => {
    const validate = async (json: unknown) =>
      server.request(`${base}/partnershipProgram/validate`, {
        method: 'POST',
        as: demoUsers.ada,
        json,
      });
    expect(
      await data(await validate({ programCode: 'CARDIO-DETECT', testCodes: ['c1001'] })),
    ).toEqual({
      programCode: 'CARDIO-DETECT',
      isValid: true,
      outcome: 'Valid',
      message: 'Program Cardiomyopathy Sponsored Testing Program can be used',
    });
    expect(
      await data(await validate({ programCode: 'CARDIO-DETECT', testCodes: ['H3001'] })),
    ).toMatchObject({
      isValid: false,
      outcome: 'TestNotCovered',
    });
    expect(await data(await validate({ programCode: 'ATTR-2020' }))).toMatchObject({
      isValid: false,
      outcome: 'Inactive',
    });
    expect(await data(await validate({ programCode: 'NOPE-1' }))).toMatchObject({
      isValid: false,
      outcome: 'NotFound',
    });
    for (const bad of [
      {},
      { programCode: '' },
      { programCode: 'A B' },
      { programCode: 'SEIZURE-ID', testCodes: 'N2001' },
    ])
      expect((await validate(bad)).status, JSON.stringify(bad)).toBe(400);
  });

  it('lists the running programs of a test', async () => {
    const programs = async (code: string) =>
      server.request(`${base}/test/partnershipPrograms/${code}`, { as: demoUsers.sam });
    expect(
      (await data<PartnershipProgram[]>(await programs('N2001'))).map((p) => p.programCode),
    ).toEqual(['SEIZURE-ID']);
    expect(await data(await programs('H3002'))).toEqual([
      expect.objectContaining({
        programCode: 'UNINSURED-CANCER',
        paymentType: 'PartnershipUninsured',
      }),
    ]);
    expect(await data(await programs('P4001'))).toEqual([]);
    expect((await programs('NOPE')).status).toBe(404);
  });

  it('refuses a malformed test code with 400 and the failure shape, before any look-up', async () => {
    for (const code of [
      "N2001'%20OR%20'1'='1",
      'N2001;drop',
      '%3Cscript%3E',
      '-N2001',
      'N2001%25',
      'N%20001',
      'N'.repeat(31),
    ]) {
      const response = await server.request(`${base}/test/partnershipPrograms/${code}`, {
        as: demoUsers.sam,
      });
      expect(response.status, code).toBe(400);
      const body = (await response.json()) as {
        success: boolean;
        errors: Array<{ code: string; message: string; path?: string }>;
      };
      expect(Object.keys(body).sort(), code).toEqual(['errors', 'success']);
      expect(body.success).toBe(false);
      expect(body.errors[0], code).toMatchObject({
        code: expect.stringMatching(/^(invalid_format|too_big)$/),
        message: expect.any(String),
        path: 'testCode',
      });
    }
    // Malformed or not, no token is 401 first.
    expect((await server.request(`${base}/test/partnershipPrograms/%3Cscript%3E`)).status).toBe(
      401,
    );
  });
});

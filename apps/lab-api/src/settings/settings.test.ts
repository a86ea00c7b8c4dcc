import { describe, expect, it } from 'vitest';
import { demoUsers, useTestServer } from '../testing/index.js';

const server = useTestServer();

const path = '/api/portal/v1.0.1/settings';

describe('POST /settings', () => {
  it('answers VarName/VarValue pairs for the known names, leaving unknown optional ones out', async () => {
    const response = await server.request(path, {
      method: 'POST',
      as: demoUsers.noAccount,
      json: [
        'ML_insurance_flow',
        'Pendo_Tracking',
        'NotASetting',
        { VarName: 'ReleaseVersion', Mandatory: true },
      ],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { VarName: 'ML_insurance_flow', VarValue: 'true' },
      { VarName: 'Pendo_Tracking', VarValue: 'false' },
      { VarName: 'ReleaseVersion', VarValue: 'v6.13.0' },
    ]);
  });

  it('fails with the spec’s message when a mandatory key is missing', async () => {
    const response = await server.request(path, {
      method: 'POST',
      as: demoUsers.ada,
      json: ['ReleaseVersion', { VarName: 'NoSuchKey', Mandatory: true }],
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      success: false,
      errors: [
        {
          code: 'app_setting_missing',
          message: 'Requested appSetting key with mandatory flag missing',
          path: '1',
        },
      ],
    });
  });

  it('refuses a body that is not a list of names, and injection strings', async () => {
    const cases: unknown[] = [
      { VarNames: ['ReleaseVersion'] },
      [],
      [42],
      ["ReleaseVersion'; drop table app_setting; --"],
      [{ VarName: 'ReleaseVersion', Mandatory: 'yes' }],
    ];
    for (const json of cases) {
      const response = await server.request(path, { method: 'POST', as: demoUsers.ada, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      const body = (await response.json()) as { success: boolean; errors: unknown[] };
      expect(body.success).toBe(false);
      expect(body.errors.length).toBeGreaterThan(0);
    }
    const missingBody = await server.request(path, { method: 'POST', as: demoUsers.ada });
    expect(missingBody.status).toBe(400);
    const count = await server.database.db
      .selectFrom('app_setting')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count.count).toBe(12);
  });
});

// The lab desk's feature flags over real HTTP (issue 14): lab staff list the flags and switch one;
// the portal's settings call answers the new value at once; one audit row per switch; providers
// get the desk's 404 and no flag, visitors 401.
import {
  callPath,
  fetchAppSettings,
  listLabDeskFeatureFlags,
  setLabDeskFeatureFlag,
} from '@loci/contract';
import { FeatureFlags } from '@loci/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/index.js';
import { demoUsers, labDeskUser } from '../testing/test-server.js';

const server = useTestServer();
const listUrl = callPath(listLabDeskFeatureFlags);
const setUrl = callPath(setLabDeskFeatureFlag);
const settingsUrl = callPath(fetchAppSettings);

/** The desk's switch of a flag, as `as` (lab staff unless said; null: no token). */
const switchFlag = (json: unknown, as: string | null = labDeskUser) =>
  server.request(setUrl, { method: 'PUT', ...(as === null ? {} : { as }), json });

async function portalSettings(names: string[]) {
  const answer = await server.request(settingsUrl, {
    method: 'POST',
    as: demoUsers.ada,
    json: names,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Array<{ VarName: string; VarValue: string }>;
}

describe('the lab desk’s feature flags', () => {
  it('lists every flag with its state (the seed: both messaging flags on)', async () => {
    const answer = await server.request(listUrl, { as: labDeskUser });
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as {
      data: Array<{ VarName: string; Enabled: boolean; IsSet: boolean }>;
    };
    expect(data.map((flag) => flag.VarName)).toEqual([...FeatureFlags]);
    expect(data).toEqual(
      expect.arrayContaining([
        { VarName: 'Two_Way_Messaging', Enabled: true, IsSet: true },
        { VarName: 'Two_Way_Messaging_v2', Enabled: true, IsSet: true },
        { VarName: 'Pendo_Tracking', Enabled: false, IsSet: true },
      ]),
    );
  });

  it('switches a flag off and on again: the portal’s settings follow, one audit row each', async () => {
    const off = await switchFlag({ VarName: 'Two_Way_Messaging_v2', Enabled: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({
      success: true,
      data: { VarName: 'Two_Way_Messaging_v2', Enabled: false, IsSet: true },
    });
    expect(await portalSettings(['Two_Way_Messaging', 'Two_Way_Messaging_v2'])).toEqual([
      { VarName: 'Two_Way_Messaging', VarValue: 'true' },
      { VarName: 'Two_Way_Messaging_v2', VarValue: 'false' },
    ]);

    const on = await switchFlag({ VarName: 'Two_Way_Messaging_v2', Enabled: true });
    expect(on.status).toBe(200);
    expect(await portalSettings(['Two_Way_Messaging_v2'])).toEqual([
      { VarName: 'Two_Way_Messaging_v2', VarValue: 'true' },
    ]);

    const requestIds = [off.headers.get('x-request-id'), on.headers.get('x-request-id')];
    const { rows } = await sql<{
      request_id: string;
      action: string;
      actor_email: string;
      entity_type: string;
      entity_id: string;
      detail: unknown;
    }>`select request_id, action, actor_email, entity_type, entity_id, detail from audit_event
       where request_id in (${sql.join(requestIds)}) order by id`.execute(server.database.db);
    expect(rows.map(({ detail, ...row }) => ({ ...row, detail: readDetail(detail) }))).toEqual([
      {
        request_id: requestIds[0],
        action: 'labdesk.setting.feature_flag',
        actor_email: labDeskUser,
        entity_type: 'app_setting',
        entity_id: 'Two_Way_Messaging_v2',
        detail: { from: true, to: false },
      },
      {
        request_id: requestIds[1],
        action: 'labdesk.setting.feature_flag',
        actor_email: labDeskUser,
        entity_type: 'app_setting',
        entity_id: 'Two_Way_Messaging_v2',
        detail: { from: false, to: true },
      },
    ]);
  });

  it('refuses a name that is not a feature flag, and changes nothing', async () => {
    const answer = await switchFlag({ VarName: 'LabSupportEmail', Enabled: true });
    expect(answer.status).toBe(400);
    expect(await portalSettings(['LabSupportEmail'])).toEqual([
      { VarName: 'LabSupportEmail', VarValue: 'support@loci.test' },
    ]);
  });

  it('does not exist for providers (404, no flag, nothing changed) nor for visitors (401)', async () => {
    const listing = await server.request(listUrl, { as: demoUsers.sam });
    expect(listing.status).toBe(404);
    expect(await listing.text()).not.toContain('Two_Way_Messaging');
    const switching = await switchFlag(
      { VarName: 'Two_Way_Messaging', Enabled: false },
      demoUsers.sam,
    );
    expect(switching.status).toBe(404);
    expect(await portalSettings(['Two_Way_Messaging'])).toEqual([
      { VarName: 'Two_Way_Messaging', VarValue: 'true' },
    ]);
    const anonymous = await switchFlag({ VarName: 'Two_Way_Messaging', Enabled: false }, null);
    expect(anonymous.status).toBe(401);
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from audit_event
      where action = 'labdesk.setting.feature_flag' and actor_email = ${demoUsers.sam}`.execute(
      server.database.db,
    );
    expect(rows[0]?.count).toBe(0);
  });
});

/** The audit row's detail: JSON text on one database, an object on the other. */
function readDetail(detail: unknown): unknown {
  return typeof detail === 'string' ? (JSON.parse(detail) as unknown) : detail;
}

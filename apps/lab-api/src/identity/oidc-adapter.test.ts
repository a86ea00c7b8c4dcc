import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/index.js';
import { deleteExpiredOidcPayloads, KyselyOidcAdapter } from './oidc-adapter.js';

// The lab's migrations include the identity feature's.
const database = useTestDatabase();

describe('KyselyOidcAdapter', () => {
  it('stores, replaces and finds payloads per model, by id, uid and user code', async () => {
    const sessions = new KyselyOidcAdapter(database.db, 'Session');
    const codes = new KyselyOidcAdapter(database.db, 'AuthorizationCode');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'alice', exp: 1 }, 60);
    await codes.upsert('s1', { grantId: 'g1', userCode: 'ABCD' }, 60);

    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'alice', exp: 1 });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'alice' });
    expect(await codes.findByUid('u1')).toBeUndefined();
    expect(await codes.findByUserCode('ABCD')).toMatchObject({ grantId: 'g1' });
    expect(await sessions.find('missing')).toBeUndefined();

    await sessions.upsert('s1', { uid: 'u2', accountId: 'alice', exp: 2 }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u2', accountId: 'alice', exp: 2 });
    expect(await sessions.findByUid('u1')).toBeUndefined();
    const row = await database.db
      .selectFrom('identity_oidc_payload')
      .select(['account_id', 'expires_at'])
      .where('model', '=', 'Session')
      .where('id', '=', 's1')
      .executeTakeFirstOrThrow();
    expect(row.account_id).toBe('alice');
    expect(row.expires_at!.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('marks consumed payloads and keeps the mark when a payload is saved again', async () => {
    const tokens = new KyselyOidcAdapter(database.db, 'RefreshToken');
    await tokens.upsert('r1', { grantId: 'g2' }, 60);
    expect((await tokens.find('r1'))?.consumed).toBeUndefined();
    await tokens.consume('r1');
    expect((await tokens.find('r1'))?.consumed).toEqual(expect.any(Number));
    await tokens.upsert('r1', { grantId: 'g2', scope: 'openid' }, 60);
    expect(await tokens.find('r1')).toMatchObject({
      scope: 'openid',
      consumed: expect.any(Number),
    });
  });

  it('revokes by grant id within its model only, and destroys', async () => {
    const tokens = new KyselyOidcAdapter(database.db, 'RefreshToken');
    const codes = new KyselyOidcAdapter(database.db, 'AuthorizationCode');
    await tokens.upsert('r2', { grantId: 'g3' }, 60);
    await tokens.upsert('r3', { grantId: 'g3' }, 60);
    await tokens.upsert('r4', { grantId: 'other' }, 60);
    await codes.upsert('c1', { grantId: 'g3' }, 60);
    await tokens.revokeByGrantId('g3');
    expect(await tokens.find('r2')).toBeUndefined();
    expect(await tokens.find('r3')).toBeUndefined();
    expect(await tokens.find('r4')).toBeDefined();
    expect(await codes.find('c1')).toBeDefined();
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('never returns expired payloads, and the cleanup deletes them', async () => {
    const interactions = new KyselyOidcAdapter(database.db, 'Interaction');
    await interactions.upsert('i1', { uid: 'i1' }, 60);
    await database.db
      .updateTable('identity_oidc_payload')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('model', '=', 'Interaction')
      .where('id', '=', 'i1')
      .execute();
    expect(await interactions.find('i1')).toBeUndefined();
    expect(await deleteExpiredOidcPayloads(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .selectFrom('identity_oidc_payload')
      .select('id')
      .where('expires_at', '<', new Date())
      .execute();
    expect(left).toEqual([]);
  });
});

// oidc-provider's storage over Kysely: one table keyed by (model, id) with the payload as jsonb.
// Plain SQL that PGlite and PostgreSQL answer identically.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Kysely } from 'kysely';
import type { IdentityDatabase } from './identity-schema.js';

/** Models whose payload names an account that disabling a user must find. */
const accountModels = new Set(['Session', 'Grant']);

export class KyselyOidcAdapter implements Adapter {
  readonly #db: Kysely<IdentityDatabase>;
  readonly #model: string;

  constructor(db: Kysely<IdentityDatabase>, model: string) {
    this.#db = db;
    this.#model = model;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    const accountId = accountModels.has(this.#model) ? (payload.accountId ?? null) : null;
    const row = {
      model: this.#model,
      id,
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      account_id: accountId,
      expires_at: expiresAt,
    };
    await this.#db
      .insertInto('identity_oidc_payload')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['model', 'id']).doUpdateSet((eb) => ({
          payload: eb.ref('excluded.payload'),
          grant_id: eb.ref('excluded.grant_id'),
          user_code: eb.ref('excluded.user_code'),
          uid: eb.ref('excluded.uid'),
          account_id: eb.ref('excluded.account_id'),
          expires_at: eb.ref('excluded.expires_at'),
        })),
      )
      .execute();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('id', id);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('user_code', userCode);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('uid', uid);
  }

  async consume(id: string): Promise<void> {
    await this.#db
      .updateTable('identity_oidc_payload')
      .set({ consumed_at: new Date() })
      .where('model', '=', this.#model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.#deleteBy('id', id);
  }

  /** Deletes this model's artefacts of a grant (oidc-provider calls it once per model). */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#deleteBy('grant_id', grantId);
  }

  async #deleteBy(column: 'id' | 'grant_id', value: string): Promise<void> {
    await this.#db
      .deleteFrom('identity_oidc_payload')
      .where('model', '=', this.#model)
      .where(column, '=', value)
      .execute();
  }

  async #findBy(
    column: 'id' | 'user_code' | 'uid',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const row = await this.#db
      .selectFrom('identity_oidc_payload')
      .select(['payload', 'consumed_at'])
      .where('model', '=', this.#model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    if (row.consumed_at) {
      return { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) };
    }
    return payload;
  }
}

/** The adapter factory oidc-provider's `adapter` option takes. */
export function kyselyOidcAdapterFactory(db: Kysely<IdentityDatabase>): (model: string) => Adapter {
  return (model) => new KyselyOidcAdapter(db, model);
}

/** Deletes expired artefacts; the provider never reads them anyway. Returns how many went. */
export async function deleteExpiredOidcPayloads(db: Kysely<IdentityDatabase>): Promise<number> {
  const result = await db
    .deleteFrom('identity_oidc_payload')
    .where('expires_at', '<', new Date())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// The lab desk's settings area (issue 14): the lab's feature flags (app settings, documents 1 and
// 3) listed and switched by lab staff only. A switch writes the setting ("true"/"false", the
// values the settings call answers) and one audit row with the flag and its old and new state.
import { listLabDeskFeatureFlags, setLabDeskFeatureFlag } from '@loci/contract';
import { FeatureFlags } from '@loci/domain';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../db/in-transaction.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { featureFlags, putSettingValue, settingValues } from '../settings/settings-records.js';

const access = { scope: 'lab-staff' } as const;

export function registerLabDeskSettingRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, listLabDeskFeatureFlags, {
    access,
    async handler({ db }) {
      const [states, values] = await Promise.all([
        featureFlags(db),
        settingValues(db, FeatureFlags),
      ]);
      return FeatureFlags.map((flag) => ({
        VarName: flag,
        Enabled: states[flag] === true,
        IsSet: values.has(flag),
      }));
    },
  });

  registerCall(app, registry, setLabDeskFeatureFlag, {
    access,
    async handler({ input, db, audit }) {
      const { VarName, Enabled } = input.body;
      const wasEnabled = await inTransaction(db, async (trx) => {
        const before = (await featureFlags(trx))[VarName] === true;
        await putSettingValue(trx, VarName, String(Enabled));
        return before;
      });
      await audit({
        action: 'labdesk.setting.feature_flag',
        entityType: 'app_setting',
        entityId: VarName,
        detail: { from: wasEnabled, to: Enabled },
      });
      return { VarName, Enabled, IsSet: true };
    },
  });
}

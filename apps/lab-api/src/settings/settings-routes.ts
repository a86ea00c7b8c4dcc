import { appSettingMandatoryMissingMessage, fetchAppSettings } from '@loci/contract';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../http/http-problem.js';
import { registerCall, type CallRegistry } from '../http/register-call.js';
import { settingValues } from './settings-records.js';

export function registerSettingsRoutes(app: FastifyInstance, registry: CallRegistry): void {
  registerCall(app, registry, fetchAppSettings, {
    access: { scope: 'signed-in' },
    async handler({ input, db }) {
      const requested = input.body.map((item) =>
        typeof item === 'string' ? { VarName: item, Mandatory: false } : item,
      );
      const names = [...new Set(requested.map((item) => item.VarName))];
      const values = await settingValues(db, names);
      const missing = requested.flatMap((item, index) =>
        item.Mandatory && !values.has(item.VarName) ? [{ item, index }] : [],
      );
      if (missing.length > 0) {
        throw new HttpProblem(
          422,
          missing.map(({ index }) => ({
            code: 'app_setting_missing',
            message: appSettingMandatoryMissingMessage,
            path: String(index),
          })),
        );
      }
      return names.flatMap((name) => {
        const value = values.get(name);
        return value === undefined ? [] : [{ VarName: name, VarValue: value }];
      });
    },
  });
}

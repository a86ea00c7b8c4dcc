import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';

/** An app setting as the lab stores it (document 3: VarName and VarValue). */
export const appSettingSchema = z.object({ VarName: z.string(), VarValue: z.string() });
export type AppSetting = z.infer<typeof appSettingSchema>;

const varNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'This field is required'),
    z.maxLength(100, 'Value is too long'),
    z.regex(/^[A-Za-z0-9_.:-]+$/, 'Value contains invalid characters'),
  );

/**
 * One requested setting: its name, or `{ VarName, Mandatory }`. A mandatory key the lab does not
 * hold fails the whole call with "Requested appSetting key with mandatory flag missing"; other
 * unknown keys are left out of the answer.
 */
export const appSettingRequestItemSchema = z.union([
  varNameSchema,
  z.object({ VarName: varNameSchema, Mandatory: z._default(z.boolean(), false) }),
]);
export type AppSettingRequestItem = z.input<typeof appSettingRequestItemSchema>;

export const appSettingMandatoryMissingMessage =
  'Requested appSetting key with mandatory flag missing';

export const settingsCalls = defineCalls(
  { feature: 'settings', ...portalApi, wrapped: false },
  {
    fetchAppSettings: {
      summary: 'App settings by name (VarName/VarValue pairs); mandatory names must exist',
      method: 'POST',
      path: '/settings',
      request: {
        body: z.array(appSettingRequestItemSchema).check(z.minLength(1), z.maxLength(200)),
      },
      response: z.array(appSettingSchema),
    },
  },
);

export const { fetchAppSettings } = settingsCalls;

// The lab's app settings as the portal reads them (documents 1 and 3: key and value pairs named
// VarName and VarValue): the feature flags, and the lab's contact details named in messages.
import { FeatureFlags, type FeatureFlagStates } from '@loci/domain';
import type { StoredAppSetting } from '../storage/portalStorage.ts';

/** The settings the portal asks for (POST /settings): every feature flag and the lab's contact. */
export const portalAppSettingNames = [
  ...FeatureFlags,
  'LabSupportEmail',
  'LabSupportPhone',
  'ReleaseVersion',
] as const;

export type PortalAppSettingName = (typeof portalAppSettingNames)[number];

/** The value of a setting, or null when the lab does not hold it (or holds it empty). */
export function appSettingValue(
  settings: readonly StoredAppSetting[],
  name: PortalAppSettingName,
): string | null {
  return settings.find((setting) => setting.VarName === name)?.VarValue ?? null;
}

/**
 * The feature flags the settings hold. A flag is on only when its value is exactly "true", the way
 * the lab's server reads it (apps/lab-api benefit investigation), so that the portal offers what
 * the server then allows; any other value, or a missing flag, is off.
 */
export function featureFlagsOf(settings: readonly StoredAppSetting[]): FeatureFlagStates {
  return Object.fromEntries(
    FeatureFlags.map((flag) => [flag, appSettingValue(settings, flag) === 'true']),
  ) as FeatureFlagStates;
}

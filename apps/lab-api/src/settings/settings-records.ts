// The lab's settings table (`app_setting`), read in one place: the settings call, the lab's
// support e-mail of the messages that name it, and the feature flags.
import { FeatureFlags, type FeatureFlag, type FeatureFlagStates } from '@loci/domain';
import type { LabKysely } from '../db/create-database.js';

/** The support e-mail when the settings name none (the seed always sets LabSupportEmail). */
export const fallbackLabSupportEmail = 'support@loci.test';

/** The values of the named settings that exist, by name. */
export async function settingValues(
  db: LabKysely,
  names: readonly string[],
): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('app_setting')
    .select(['var_name', 'var_value'])
    .where('var_name', 'in', [...names])
    .execute();
  return new Map(rows.map((row) => [row.var_name, row.var_value]));
}

/** Writes one setting (created when it is not set). */
export async function putSettingValue(db: LabKysely, name: string, value: string): Promise<void> {
  await db
    .insertInto('app_setting')
    .values({ var_name: name, var_value: value })
    .onConflict((conflict) => conflict.column('var_name').doUpdateSet({ var_value: value }))
    .execute();
}

/** The value of one setting, or undefined when it is not set. */
export async function settingValue(db: LabKysely, name: string): Promise<string | undefined> {
  return (await settingValues(db, [name])).get(name);
}

/** The lab's e-mail for messages that send the user to the lab (setting LabSupportEmail). */
export async function labSupportEmail(db: LabKysely): Promise<string> {
  return (await settingValue(db, 'LabSupportEmail')) ?? fallbackLabSupportEmail;
}

/** A flag's setting is on when it reads "true" (any case, spaces aside); a flag not set is off. */
const isOn = (value: string | undefined): boolean => value?.trim().toLowerCase() === 'true';

/** The state of every feature flag the settings hold. */
export async function featureFlags(db: LabKysely): Promise<FeatureFlagStates> {
  const values = await settingValues(db, FeatureFlags);
  return Object.fromEntries(
    [...values].map(([name, value]) => [name, isOn(value)]),
  ) as FeatureFlagStates;
}

/** Whether one feature flag is on (a flag that is not set is off). */
export async function isFeatureFlagOn(db: LabKysely, flag: FeatureFlag): Promise<boolean> {
  return isOn(await settingValue(db, flag));
}

/** Feature flags (documents 1 and 3, section 6). Only ML_insurance_flow has a stated effect. */

export const FeatureFlags = [
  'Order_Editing_Post_Submission',
  'ML_insurance_flow',
  'Two_Way_Messaging',
  'Two_Way_Messaging_v2',
  'Pendo_Tracking',
  'Order_Consent_Individual',
  'Gene_Home_Enabled',
  'Medical_Necessity',
] as const;

export type FeatureFlag = (typeof FeatureFlags)[number];

/** The state of every flag; a flag that is not set is off. */
export type FeatureFlagStates = Partial<Readonly<Record<FeatureFlag, boolean>>>;

/** Whether a string names a feature flag. */
export function isFeatureFlag(value: string): value is FeatureFlag {
  return (FeatureFlags as readonly string[]).includes(value);
}

/** Whether a flag is on; a flag that is not set is off. */
export function isFeatureEnabled(flags: FeatureFlagStates, flag: FeatureFlag): boolean {
  return flags[flag] === true;
}

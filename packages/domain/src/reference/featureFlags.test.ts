import { describe, expect, it } from 'vitest';
import { FeatureFlags, isFeatureEnabled, isFeatureFlag } from './featureFlags.js';

describe('feature flags', () => {
  it('names the eight flags of the spec', () => {
    expect(FeatureFlags).toEqual([
      'Order_Editing_Post_Submission',
      'ML_insurance_flow',
      'Two_Way_Messaging',
      'Two_Way_Messaging_v2',
      'Pendo_Tracking',
      'Order_Consent_Individual',
      'Gene_Home_Enabled',
      'Medical_Necessity',
    ]);
    expect(isFeatureFlag('ML_insurance_flow')).toBe(true);
    expect(isFeatureFlag('ml_insurance_flow')).toBe(false);
  });

  it('treats a flag that is not set as off', () => {
    expect(isFeatureEnabled({ ML_insurance_flow: true }, 'ML_insurance_flow')).toBe(true);
    expect(isFeatureEnabled({ ML_insurance_flow: false }, 'ML_insurance_flow')).toBe(false);
    expect(isFeatureEnabled({}, 'Two_Way_Messaging')).toBe(false);
  });
});

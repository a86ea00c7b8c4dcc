import { describe, expect, it } from 'vitest';
import { isBenefitInvestigationEnabled } from '@loci/domain';
import { appSettingValue, featureFlagsOf, portalAppSettingNames } from './appSettings.ts';

describe('app settings', () => {
  it('asks for every feature flag of document 3 and the lab’s contact details', () => {
    expect(portalAppSettingNames).toEqual([
      'Order_Editing_Post_Submission',
      'ML_insurance_flow',
      'Two_Way_Messaging',
      'Two_Way_Messaging_v2',
      'Pendo_Tracking',
      'Order_Consent_Individual',
      'Gene_Home_Enabled',
      'Medical_Necessity',
      'LabSupportEmail',
      'LabSupportPhone',
      'ReleaseVersion',
    ]);
  });

  it('turns a flag on only for the value "true", as the server reads it', () => {
    const flags = featureFlagsOf([
      { VarName: 'ML_insurance_flow', VarValue: 'true' },
      { VarName: 'Two_Way_Messaging', VarValue: 'false' },
      { VarName: 'Pendo_Tracking', VarValue: 'TRUE' },
      { VarName: 'Medical_Necessity', VarValue: null },
      { VarName: 'LabSupportEmail', VarValue: 'true' },
    ]);
    expect(flags.ML_insurance_flow).toBe(true);
    expect(flags.Two_Way_Messaging).toBe(false);
    expect(flags.Pendo_Tracking).toBe(false);
    expect(flags.Medical_Necessity).toBe(false);
    expect(flags.Gene_Home_Enabled).toBe(false);
    expect(Object.keys(flags)).not.toContain('LabSupportEmail');
  });

  it('gives the domain’s BI rule the flags: Medicare is excluded with ML_insurance_flow on', () => {
    const medicare = {
      biEnabled: true,
      canPerformFederalInsuranceBi: true,
      insuranceCategory: 'MCR',
    };
    const on = featureFlagsOf([{ VarName: 'ML_insurance_flow', VarValue: 'true' }]);
    const off = featureFlagsOf([{ VarName: 'ML_insurance_flow', VarValue: 'false' }]);
    expect(isBenefitInvestigationEnabled(medicare, on)).toBe(false);
    expect(isBenefitInvestigationEnabled(medicare, off)).toBe(true);
  });

  it('reads a setting’s value, null when the lab does not hold it', () => {
    const settings = [{ VarName: 'LabSupportEmail', VarValue: 'support@loci.test' }];
    expect(appSettingValue(settings, 'LabSupportEmail')).toBe('support@loci.test');
    expect(appSettingValue(settings, 'LabSupportPhone')).toBeNull();
  });
});

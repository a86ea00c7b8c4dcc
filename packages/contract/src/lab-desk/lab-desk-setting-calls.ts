// The lab desk's settings area (issue 14): the lab switches its feature flags (documents 1 and 3,
// app settings such as Two_Way_Messaging and Two_Way_Messaging_v2) on and off. The portal reads
// them once per page load through `POST /settings`; each switch is audited.
import { FeatureFlags } from '@loci/domain';
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';

export const labDeskFeatureFlagNameSchema = z.enum(FeatureFlags);

/** A flag and its state; a flag the settings do not hold is off (`IsSet` false). */
export const labDeskFeatureFlagSchema = z.object({
  VarName: labDeskFeatureFlagNameSchema,
  Enabled: z.boolean(),
  IsSet: z.boolean(),
});
export type LabDeskFeatureFlag = z.output<typeof labDeskFeatureFlagSchema>;

export const labDeskFeatureFlagChangeSchema = z.object({
  VarName: labDeskFeatureFlagNameSchema,
  Enabled: z.boolean(),
});
export type LabDeskFeatureFlagChange = z.input<typeof labDeskFeatureFlagChangeSchema>;

export const labDeskSettingCalls = defineCalls(
  { feature: 'lab-desk', ...portalApi, wrapped: true },
  {
    listLabDeskFeatureFlags: {
      summary: 'Lab desk: the lab’s feature flags (app settings) and whether each is on',
      method: 'GET',
      path: '/labdesk/settings/featureFlags',
      request: {},
      response: z.array(labDeskFeatureFlagSchema),
    },
    setLabDeskFeatureFlag: {
      summary:
        'Lab desk: switches one feature flag on or off (the portal reads it at its next load)',
      method: 'PUT',
      path: '/labdesk/settings/featureFlags',
      request: { body: labDeskFeatureFlagChangeSchema },
      response: labDeskFeatureFlagSchema,
    },
  },
);

export const { listLabDeskFeatureFlags, setLabDeskFeatureFlag } = labDeskSettingCalls;

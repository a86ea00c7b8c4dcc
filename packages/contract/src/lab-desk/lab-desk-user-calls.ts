// The lab desk's people area (issue 17): an administrator's reset of a user's two-step sign-in,
// when they lost their phone and their recovery codes. The user sets it up again at their next
// sign-in; their sessions end at once.
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { emailField } from '../call/fields.js';

export const labDeskSecondFactorResetSchema = z.object({ Email: emailField });
export type LabDeskSecondFactorReset = z.input<typeof labDeskSecondFactorResetSchema>;

export const labDeskUserCalls = defineCalls(
  { feature: 'lab-desk', ...portalApi, wrapped: true },
  {
    resetLabDeskSecondFactor: {
      summary:
        'Lab desk: removes a user’s two-step sign-in; they set it up again at their next sign-in',
      method: 'POST',
      path: '/labdesk/users/secondFactor/reset',
      request: { body: labDeskSecondFactorResetSchema },
      response: z.object({ Email: z.string() }),
    },
  },
);

export const { resetLabDeskSecondFactor } = labDeskUserCalls;

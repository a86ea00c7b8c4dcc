import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { accountNumberField } from '../call/fields.js';

export const siteServiceKeyCalls = defineCalls(
  { feature: 'site-service-keys', ...portalApi, wrapped: false },
  {
    siteServiceKeyPresentForAccount: {
      summary: 'Whether the account holds a site service key (EMR interface)',
      method: 'GET',
      path: '/siteServiceKeys/SiteServiceKeyPresentForAccount/{accountNo}',
      request: { params: z.object({ accountNo: accountNumberField }) },
      response: z.boolean(),
    },
  },
);

export const { siteServiceKeyPresentForAccount } = siteServiceKeyCalls;

import { z } from 'zod';
import { defineCall } from '../call/define-call.js';
import { accountNumberField } from '../call/fields.js';

export const siteServiceKeyPresentForAccount = defineCall({
  operationId: 'siteServiceKeyPresentForAccount',
  summary: 'Whether the account holds a site service key (EMR interface)',
  feature: 'site-service-keys',
  method: 'GET',
  base: '/api/portal',
  version: 'v1.0.1',
  path: '/siteServiceKeys/SiteServiceKeyPresentForAccount/{accountNo}',
  request: { params: z.object({ accountNo: accountNumberField }) },
  response: z.boolean(),
  wrapped: false,
});

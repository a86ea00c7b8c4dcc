// Ordering providers of an account (document 1 section 3: Ordering provider).
import { z } from '../zod.js';
import { personNameFields } from '../call/answer-fields.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { accountNumberField } from '../call/fields.js';

export const orderingProviderSchema = z.object({
  id: z.number().check(z.int()),
  ...personNameFields,
  prefix: z.nullable(z.string()),
  suffix: z.nullable(z.string()),
  title: z.nullable(z.string()),
  degree: z.nullable(z.string()),
  contact: z.nullable(z.string()),
  medicalLicenseNumber: z.nullable(z.string()),
  medicalLicenseState: z.nullable(z.string()),
  code: z.nullable(z.string()),
  fax: z.nullable(z.string()),
  email: z.nullable(z.string()),
  clientMasterProviderId: z.number().check(z.int()),
  clientMasterStaffId: z.nullable(z.number().check(z.int())),
  clientMasterNpi: z.nullable(z.string()),
  type: z.string(),
  /** 1 e-mail, 2 fax (the domain's default when none is stored). */
  transmissionProtocol: z.union([z.literal(1), z.literal(2)]),
  additionalProviderId: z.nullable(z.string()),
  isMainProvider: z.boolean(),
});
export type OrderingProvider = z.output<typeof orderingProviderSchema>;

const calls = defineCalls(
  { feature: 'ordering-providers', ...portalApi, wrapped: true },
  {
    listOrderingProviders: {
      summary: 'The ordering providers of an account, the main provider first',
      method: 'GET',
      path: '/order/orderingProviders/list/{accountNumber}',
      request: { params: z.object({ accountNumber: accountNumberField }) },
      response: z.array(orderingProviderSchema),
    },
  },
);

export const { listOrderingProviders } = calls;

// Ordering providers of an account (document 1 section 3: Ordering provider).
import { z } from 'zod';
import { personNameFields } from '../call/answer-fields.js';
import { defineCalls, portalApi } from '../call/define-call.js';
import { accountNumberField } from '../call/fields.js';

export const orderingProviderSchema = z.object({
  id: z.number().int(),
  ...personNameFields,
  prefix: z.string().nullable(),
  suffix: z.string().nullable(),
  title: z.string().nullable(),
  degree: z.string().nullable(),
  contact: z.string().nullable(),
  medicalLicenseNumber: z.string().nullable(),
  medicalLicenseState: z.string().nullable(),
  code: z.string().nullable(),
  fax: z.string().nullable(),
  email: z.string().nullable(),
  clientMasterProviderId: z.number().int(),
  clientMasterStaffId: z.number().int().nullable(),
  clientMasterNpi: z.string().nullable(),
  type: z.string(),
  /** 1 e-mail, 2 fax (the domain's default when none is stored). */
  transmissionProtocol: z.union([z.literal(1), z.literal(2)]),
  additionalProviderId: z.string().nullable(),
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

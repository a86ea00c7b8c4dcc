// A payment type (document 2): its own module so that a call using it (patients, insurance) does
// not load the whole catalogue's calls in the portal (issue 18).
import { PaymentTypes, type PaymentType } from '@loci/domain';
import { z } from '../zod.js';

export const paymentTypeSchema = z.enum(
  PaymentTypes.map((type) => type.value) as [PaymentType, ...PaymentType[]],
);

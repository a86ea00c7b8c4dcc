// The lab's downloadable forms (document 1's external forms resources page): requisition, consent,
// billing and specimen forms a practice prints, fills in and sends with a sample.
import { z } from '../zod.js';
import { defineCalls, portalApi } from '../call/define-call.js';

export const labFormCategories = ['Requisition', 'Consent', 'Billing', 'Specimen'] as const;

/** A form's id: lower-case letters, digits and hyphens. */
export const labFormIdField = z.string().check(z.trim(), z.regex(/^[a-z0-9][a-z0-9-]{1,60}$/));

export const labFormSchema = z.object({
  formId: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(labFormCategories),
  fileName: z.string(),
  /** yyyy-MM-dd: the form's revision date. */
  revised: z.string(),
});
export type LabForm = z.infer<typeof labFormSchema>;

export const labFormCalls = defineCalls(
  { feature: 'lab-forms', ...portalApi, wrapped: true },
  {
    listLabForms: {
      summary: 'The lab’s downloadable forms, by category and title',
      method: 'GET',
      path: '/resources/forms',
      request: {},
      response: z.array(labFormSchema),
    },
    downloadLabForm: {
      summary: 'One of the lab’s forms as a PDF attachment (404 when unknown)',
      method: 'GET',
      path: '/resources/forms/{formId}',
      wrapped: false,
      request: { params: z.object({ formId: labFormIdField }) },
      response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
    },
  },
);

export const { listLabForms, downloadLabForm } = labFormCalls;

// The lab desk (ours, docs/decisions/lab-desk.md): the lab's own staff work on orders here. Only
// the lab-staff role may call it; everyone else gets 404.
import { LabTestStatuses, PriorAuthCaseStatuses } from '@loci/domain';
import { z } from '../zod.js';
import { orderedTestStatusFields } from '../call/answer-fields.js';
import { pageRequestFields, pageSchema } from '../call/page.js';
import { fieldMessages, searchTextFilterField } from '../call/fields.js';
import { orderIdField } from '../orders/order-schemas.js';

export const labDeskOrderTestParams = z.object({ orderTestId: orderIdField });
export const labDeskOrderParams = z.object({ orderId: orderIdField });
export const labDeskReportParams = z.object({ labReportId: orderIdField });
export const labDeskPriorAuthParams = z.object({
  caseNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
});

/** The work list: submitted orders of every account, newest first, by lab status or search. */
export const labDeskOrderListRequestSchema = z.object({
  SearchTerm: searchTextFilterField,
  /** Orders with at least one test in one of these lab statuses (all when empty). */
  LabStatuses: z._default(
    z.array(z.enum(LabTestStatuses)).check(z.maxLength(LabTestStatuses.length)),
    [],
  ),
  ...pageRequestFields,
});

export const labDeskTestSchema = z.object({
  ...orderedTestStatusFields,
  /** The statuses the desk may move it to by hand. */
  nextLabStatuses: z.array(z.string()),
  labReportId: z.nullable(z.number().check(z.int())),
  reportVersion: z.nullable(z.number().check(z.int())),
  priorAuthCaseNumber: z.nullable(z.string()),
  priorAuthCaseStatus: z.nullable(z.number().check(z.int())),
});

export const labDeskOrderSchema = z.object({
  orderId: z.number().check(z.int()),
  accountNumber: z.string(),
  institutionName: z.string(),
  patientName: z.string(),
  accessionNumber: z.nullable(z.string()),
  orderStatus: z.number().check(z.int()),
  orderedDate: z.nullable(z.string()),
  updatedDate: z.string(),
  tests: z.array(labDeskTestSchema),
});
export type LabDeskOrder = z.output<typeof labDeskOrderSchema>;

export const labDeskOrderPageSchema = pageSchema(labDeskOrderSchema);

export const labDeskLabStatusSchema = z.object({ LabStatus: z.enum(LabTestStatuses) });

/**
 * Accession numbers: letters and digits (stored upper case), 4 to 20 characters. Empty is
 * "This field is required", any other wrong spelling "Wrong format" (document 1 section 5).
 */
export const labDeskAccessionSchema = z.object({
  AccessionNumber: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { message: fieldMessages.required, abort: true }),
        z.regex(/^[A-Za-z0-9-]{4,20}$/, fieldMessages.format),
      ),
    z.transform((value) => value.toUpperCase()),
  ),
});

const classification = z.enum([
  'Pathogenic',
  'Likely pathogenic',
  'Uncertain significance',
  'Likely benign',
  'Benign',
]);

/** What a generated report states; the desk may give it, else it is drawn from the order. */
export const reportFindingsSchema = z.object({
  specimenType: z._default(z.string().check(z.trim(), z.maxLength(80)), 'Blood (EDTA)'),
  genes: z._default(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(30))).check(z.maxLength(500)),
    [],
  ),
  variants: z._default(
    z
      .array(
        z.object({
          gene: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
          transcript: z._default(z.string().check(z.trim(), z.maxLength(40)), ''),
          cDna: z.string().check(z.trim(), z.maxLength(80)),
          protein: z._default(z.string().check(z.trim(), z.maxLength(80)), ''),
          zygosity: z._default(
            z.enum(['Heterozygous', 'Homozygous', 'Hemizygous']),
            'Heterozygous',
          ),
          classification,
        }),
      )
      .check(z.maxLength(50)),
    [],
  ),
  result: z._default(z.enum(['Positive', 'Negative', 'Inconclusive']), 'Negative'),
  interpretation: z._default(z.string().check(z.trim(), z.maxLength(4000)), ''),
  signedBy: z._default(
    z
      .array(
        z.object({
          name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
          title: z.string().check(z.trim(), z.maxLength(120)),
        }),
      )
      .check(z.maxLength(4)),
    [],
  ),
});
export type ReportFindings = z.output<typeof reportFindingsSchema>;

/**
 * Release a report (or issue an updated one): `generate` renders the PDF from the order and the
 * findings; `upload` takes the lab's own PDF (base64, at most 20 MB).
 */
export const labDeskReleaseReportSchema = z.discriminatedUnion('Mode', [
  z.object({ Mode: z.literal('generate'), Findings: z.optional(reportFindingsSchema) }),
  z.object({
    Mode: z.literal('upload'),
    FileName: z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(200), z.regex(/\.pdf$/i, fieldMessages.format)),
    ContentBase64: z.string().check(z.minLength(8), z.maxLength(28_000_000)),
  }),
]);

export const labDeskReportSchema = z.object({
  labReportId: z.number().check(z.int()),
  orderId: z.number().check(z.int()),
  orderTestId: z.number().check(z.int()),
  version: z.number().check(z.int()),
  labStatus: z.string(),
  fileName: z.string(),
  size: z.number().check(z.int()),
  releasedDate: z.string(),
});

export const labDeskPriorAuthStatusSchema = z.object({
  Status: z.number().check(
    z.int(),
    z.refine((value) => PriorAuthCaseStatuses.some((status) => status.value === value), {
      message: 'Not a prior-authorization case status (0–37)',
    }),
  ),
});

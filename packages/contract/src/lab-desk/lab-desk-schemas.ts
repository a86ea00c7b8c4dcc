// The lab desk (ours, docs/decisions/lab-desk.md): the lab's own staff work on orders here. Only
// the lab-staff role may call it; everyone else gets 404.
import { LabTestStatuses, PriorAuthCaseStatuses } from '@loci/domain';
import { z } from 'zod';
import { orderedTestStatusFields } from '../call/answer-fields.js';
import { pageSchema } from '../call/page.js';
import { fieldMessages } from '../call/fields.js';
import { orderIdField } from '../orders/order-schemas.js';

export const labDeskOrderTestParams = z.object({ orderTestId: orderIdField });
export const labDeskOrderParams = z.object({ orderId: orderIdField });
export const labDeskReportParams = z.object({ labReportId: orderIdField });
export const labDeskPriorAuthParams = z.object({
  caseNumber: z.string().trim().min(1).max(60),
});

/** The work list: submitted orders of every account, newest first, by lab status or search. */
export const labDeskOrderListRequestSchema = z.object({
  SearchTerm: z.string().trim().max(100, fieldMessages.maxLength).default(''),
  /** Orders with at least one test in one of these lab statuses (all when empty). */
  LabStatuses: z.array(z.enum(LabTestStatuses)).max(LabTestStatuses.length).default([]),
  PageNumber: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(200).default(25),
});

export const labDeskTestSchema = z.object({
  ...orderedTestStatusFields,
  /** The statuses the desk may move it to by hand. */
  nextLabStatuses: z.array(z.string()),
  labReportId: z.number().int().nullable(),
  reportVersion: z.number().int().nullable(),
  priorAuthCaseNumber: z.string().nullable(),
  priorAuthCaseStatus: z.number().int().nullable(),
});

export const labDeskOrderSchema = z.object({
  orderId: z.number().int(),
  accountNumber: z.string(),
  institutionName: z.string(),
  patientName: z.string(),
  accessionNumber: z.string().nullable(),
  orderStatus: z.number().int(),
  orderedDate: z.string().nullable(),
  updatedDate: z.string(),
  tests: z.array(labDeskTestSchema),
});
export type LabDeskOrder = z.output<typeof labDeskOrderSchema>;

export const labDeskOrderPageSchema = pageSchema(labDeskOrderSchema);

export const labDeskLabStatusSchema = z.object({ LabStatus: z.enum(LabTestStatuses) });

/** Accession numbers: letters and digits (stored upper case), 4 to 20 characters. */
export const labDeskAccessionSchema = z.object({
  AccessionNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,20}$/, fieldMessages.format)
    .transform((value) => value.toUpperCase()),
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
  specimenType: z.string().trim().max(80).default('Blood (EDTA)'),
  genes: z.array(z.string().trim().min(1).max(30)).max(500).default([]),
  variants: z
    .array(
      z.object({
        gene: z.string().trim().min(1).max(30),
        transcript: z.string().trim().max(40).default(''),
        cDna: z.string().trim().max(80),
        protein: z.string().trim().max(80).default(''),
        zygosity: z.enum(['Heterozygous', 'Homozygous', 'Hemizygous']).default('Heterozygous'),
        classification,
      }),
    )
    .max(50)
    .default([]),
  result: z.enum(['Positive', 'Negative', 'Inconclusive']).default('Negative'),
  interpretation: z.string().trim().max(4000).default(''),
  signedBy: z
    .array(z.object({ name: z.string().trim().min(1).max(120), title: z.string().trim().max(120) }))
    .max(4)
    .default([]),
});
export type ReportFindings = z.output<typeof reportFindingsSchema>;

/**
 * Release a report (or issue an updated one): `generate` renders the PDF from the order and the
 * findings; `upload` takes the lab's own PDF (base64, at most 20 MB).
 */
export const labDeskReleaseReportSchema = z.discriminatedUnion('Mode', [
  z.object({ Mode: z.literal('generate'), Findings: reportFindingsSchema.optional() }),
  z.object({
    Mode: z.literal('upload'),
    FileName: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .regex(/\.pdf$/i, fieldMessages.format),
    ContentBase64: z.string().min(8).max(28_000_000),
  }),
]);

export const labDeskReportSchema = z.object({
  labReportId: z.number().int(),
  orderId: z.number().int(),
  orderTestId: z.number().int(),
  version: z.number().int(),
  labStatus: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  releasedDate: z.string(),
});

export const labDeskPriorAuthStatusSchema = z.object({
  Status: z
    .number()
    .int()
    .refine((value) => PriorAuthCaseStatuses.some((status) => status.value === value), {
      message: 'Not a prior-authorization case status (0–37)',
    }),
});

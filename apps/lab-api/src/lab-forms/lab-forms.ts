// The lab's downloadable forms: their list and each one as a PDF made with pdf-lib, as the
// requisition form is (no stored files: the forms are the lab's own text, printed on request).
import type { LabForm } from '@loci/contract';
import { startLabDocument } from '../pdf/page-writer.js';

interface LabFormDefinition extends Omit<LabForm, 'fileName'> {
  /** The blanks a practice fills in. */
  fields: readonly string[];
}

const forms: readonly LabFormDefinition[] = [
  {
    formId: 'requisition-general',
    title: 'Test Requisition Form',
    description:
      'The paper requisition for any test of the catalogue, for practices that do not order online.',
    category: 'Requisition',
    revised: '2026-03-01',
    fields: [
      'Account number',
      'Ordering provider and NPI',
      'Patient name',
      'Date of birth',
      'Test codes',
      'Diagnosis codes (ICD-10-CM)',
      'Specimen type and collection date',
    ],
  },
  {
    formId: 'requisition-prenatal',
    title: 'Prenatal Test Requisition Form',
    description:
      'Requisition for prenatal and carrier screening tests, with gestational age and partner details.',
    category: 'Requisition',
    revised: '2026-01-15',
    fields: [
      'Account number',
      'Ordering provider and NPI',
      'Patient name',
      'Date of birth',
      'Gestational age',
      'Partner name',
      'Test codes',
    ],
  },
  {
    formId: 'consent-genetic-testing',
    title: 'Informed Consent for Genetic Testing',
    description: 'The patient’s consent to genetic testing, signed before the sample is sent.',
    category: 'Consent',
    revised: '2025-11-01',
    fields: [
      'Patient name',
      'Date of birth',
      'Tests consented to',
      'Patient or guardian signature',
      'Date',
    ],
  },
  {
    formId: 'consent-research',
    title: 'Consent for Research Use of Samples',
    description: 'Optional consent to keep the de-identified sample and data for research.',
    category: 'Consent',
    revised: '2025-11-01',
    fields: ['Patient name', 'Date of birth', 'I agree / I do not agree', 'Signature', 'Date'],
  },
  {
    formId: 'billing-abn',
    title: 'Advance Beneficiary Notice of Noncoverage (ABN)',
    description:
      'For Medicare patients whose test may not be covered: the patient chooses before testing.',
    category: 'Billing',
    revised: '2025-07-01',
    fields: [
      'Patient name',
      'Medicare number',
      'Test codes',
      'Estimated cost',
      'Option chosen',
      'Signature',
      'Date',
    ],
  },
  {
    formId: 'billing-financial-assistance',
    title: 'Financial Assistance Application',
    description:
      'Patients without coverage may apply for a reduced price; the lab answers within 10 business days.',
    category: 'Billing',
    revised: '2026-02-01',
    fields: [
      'Patient name',
      'Household size',
      'Household income',
      'Order number',
      'Signature',
      'Date',
    ],
  },
  {
    formId: 'specimen-blood',
    title: 'Blood Specimen Collection and Shipping Instructions',
    description: 'Tubes, volumes, labelling and shipping of blood samples.',
    category: 'Specimen',
    revised: '2025-09-15',
    fields: ['Collected by', 'Collection date and time', 'Tube count'],
  },
  {
    formId: 'specimen-buccal',
    title: 'Buccal Swab Collection Instructions',
    description: 'How the patient collects a cheek swab at home or in the clinic.',
    category: 'Specimen',
    revised: '2025-09-15',
    fields: ['Patient name', 'Collection date'],
  },
];

const categoryOrder = ['Requisition', 'Consent', 'Billing', 'Specimen'];

/** Every form, by category then title, as the contract describes it. */
export function labForms(): LabForm[] {
  return [...forms]
    .sort(
      (a, b) =>
        categoryOrder.indexOf(a.category) - categoryOrder.indexOf(b.category) ||
        a.title.localeCompare(b.title),
    )
    .map(({ fields: _fields, ...form }) => ({ ...form, fileName: `${form.formId}.pdf` }));
}

/** One form as a PDF, or null when there is no such form. */
export async function labFormPdf(
  formId: string,
): Promise<{ name: string; bytes: Uint8Array } | null> {
  const form = forms.find((candidate) => candidate.formId === formId);
  if (!form) return null;
  const { document, page } = await startLabDocument({
    title: form.title,
    subject: `${form.category} form`,
    formTitle: form.title,
  });
  page.text(`Revised ${form.revised}`);
  page.text(form.description);
  page.heading('To fill in');
  for (const field of form.fields) page.text(`${field}: ______________________________`);
  return { name: `${form.formId}.pdf`, bytes: await document.save() };
}

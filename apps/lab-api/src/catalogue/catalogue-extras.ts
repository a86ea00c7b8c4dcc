// The catalogue's other seeded content: AOE forms, partnership programs, sponsored accounts and
// resources (forms, consents, clinical and billing documents) with their categories.
import type { AoeQuestion, AoeSection } from '@loci/contract';
import { FamilyRelations } from '@loci/domain';

function question(
  id: string,
  label: string,
  extra: Partial<Omit<AoeQuestion, 'id' | 'label'>> = {},
): AoeQuestion {
  return {
    id,
    label,
    type: extra.type ?? 'checkbox',
    required: extra.required ?? false,
    options: extra.options ?? [],
    children: extra.children ?? [],
  };
}

const options = (...labels: string[]) =>
  labels.map((label) => ({ value: label.toLowerCase().replace(/[^a-z0-9]+/g, '-'), label }));

function familyHistory(prefix: string, what: string): AoeQuestion {
  return question(`${prefix}-family-history`, `Family history of ${what}`, {
    children: [
      question(`${prefix}-family-relation`, 'Affected relatives', {
        type: 'select',
        required: true,
        options: options(...FamilyRelations),
      }),
      question(`${prefix}-family-details`, 'Details (ages at diagnosis, results of testing)', {
        type: 'text',
      }),
    ],
  });
}

function indicationSection(prefix: string, indications: string[]): AoeSection {
  return {
    code: 'IC',
    name: 'Indication for testing',
    groups: [
      {
        id: `${prefix}-indication`,
        name: 'Reason for testing',
        questions: [
          question(`${prefix}-reason`, 'Reason for testing', {
            type: 'radio',
            required: true,
            options: options('Diagnostic (symptomatic)', 'Predictive (asymptomatic)', 'Carrier'),
          }),
          ...indications.map((label, index) =>
            question(`${prefix}-indication-${index + 1}`, label),
          ),
        ],
      },
    ],
  };
}

function clinicalSection(prefix: string, findings: string[], history: string): AoeSection {
  return {
    code: 'CI',
    name: 'Clinical information',
    groups: [
      {
        id: `${prefix}-findings`,
        name: 'Clinical findings',
        questions: findings.map((label, index) =>
          question(`${prefix}-finding-${index + 1}`, label),
        ),
      },
      {
        id: `${prefix}-history`,
        name: 'Family history',
        questions: [
          familyHistory(prefix, history),
          question(`${prefix}-previous-testing`, 'Previous genetic testing', {
            children: [
              question(`${prefix}-previous-testing-result`, 'Result of previous testing', {
                type: 'text',
                required: true,
              }),
            ],
          }),
          question(`${prefix}-age-at-onset`, 'Age at onset (years)', { type: 'number' }),
        ],
      },
    ],
  };
}

/** The AOE forms, by AOE test code. */
export const aoeForms: Record<string, AoeSection[]> = {
  'AOE-CARDIO': [
    indicationSection('cardio', [
      'Abnormal ECG',
      'Abnormal echocardiogram',
      'Syncope',
      'Resuscitated cardiac arrest',
    ]),
    clinicalSection(
      'cardio',
      [
        'Left ventricular hypertrophy',
        'Reduced ejection fraction',
        'Prolonged QTc',
        'Aortic dilation',
      ],
      'sudden cardiac death or cardiomyopathy',
    ),
  ],
  'AOE-NEURO': [
    indicationSection('neuro', ['Seizures', 'Developmental delay', 'Regression', 'Weakness']),
    clinicalSection(
      'neuro',
      ['Abnormal EEG', 'Abnormal brain MRI', 'Hypotonia', 'Elevated creatine kinase'],
      'neurological disease',
    ),
  ],
  'AOE-CANCER': [
    indicationSection('cancer', [
      'Personal history of cancer',
      'Known familial variant',
      'Tumor testing result suggests a germline variant',
    ]),
    clinicalSection(
      'cancer',
      [
        'Breast cancer',
        'Ovarian cancer',
        'Colorectal cancer',
        'Pancreatic cancer',
        'Prostate cancer',
      ],
      'cancer',
    ),
  ],
  'AOE-PRENATAL': [
    indicationSection('prenatal', [
      'Abnormal ultrasound',
      'Abnormal screening result',
      'Advanced maternal age',
    ]),
    {
      code: 'CI',
      name: 'Clinical information',
      groups: [
        {
          id: 'prenatal-pregnancy',
          name: 'Pregnancy',
          questions: [
            question('prenatal-gestational-age', 'Gestational age (weeks)', {
              type: 'number',
              required: true,
            }),
            question('prenatal-due-date', 'Estimated due date', { type: 'date' }),
            question('prenatal-multiple', 'Multiple gestation'),
            question('prenatal-ethnicity', 'Ancestry', {
              type: 'select',
              options: options(
                'Ashkenazi Jewish',
                'African',
                'East Asian',
                'European',
                'Hispanic',
                'South Asian',
                'Other',
              ),
            }),
          ],
        },
      ],
    },
  ],
  'AOE-METABOLIC': [
    indicationSection('metabolic', ['Abnormal newborn screen', 'Abnormal biochemical testing']),
    clinicalSection(
      'metabolic',
      ['Hypoglycemia', 'Hyperammonemia', 'Hepatomegaly', 'Metabolic acidosis'],
      'metabolic disease',
    ),
  ],
  'AOE-EXOME': [
    indicationSection('exome', [
      'Multiple congenital anomalies',
      'Neurodevelopmental disorder',
      'Critically ill infant',
    ]),
    clinicalSection(
      'exome',
      [
        'Dysmorphic features',
        'Growth abnormality',
        'Seizures',
        'Hypotonia',
        'Congenital heart defect',
      ],
      'a similar condition',
    ),
  ],
  'AOE-GENERAL': [
    indicationSection('general', ['Confirm a clinical diagnosis']),
    clinicalSection('general', ['Symptoms present'], 'the condition tested'),
  ],
};

/** The AOE form a test of these categories uses. */
export function aoeTestCodeFor(categories: readonly string[]): string {
  if (categories.includes('exome-genome') || categories.includes('slices')) return 'AOE-EXOME';
  if (categories.includes('prenatal')) return 'AOE-PRENATAL';
  if (categories.includes('cardiology')) return 'AOE-CARDIO';
  if (categories.includes('oncology')) return 'AOE-CANCER';
  if (categories.includes('metabolic')) return 'AOE-METABOLIC';
  if (categories.includes('neurology')) return 'AOE-NEURO';
  return 'AOE-GENERAL';
}

export interface PartnershipProgramDefinition {
  programCode: string;
  name: string;
  description: string;
  sponsorName: string;
  programType: string;
  paymentType: string;
  isActive: boolean;
  startDate: string | null;
  endDate: string | null;
  /** Tests covered: by category of the test. */
  categories: readonly string[];
}

export const partnershipPrograms: readonly PartnershipProgramDefinition[] = [
  {
    programCode: 'CARDIO-DETECT',
    name: 'Cardiomyopathy Sponsored Testing Program',
    description:
      'No-charge genetic testing for patients with a clinical or suspected diagnosis of cardiomyopathy, sponsored by a biopharma partner.',
    sponsorName: 'Northwind Therapeutics',
    programType: 'Sponsored',
    paymentType: 'Sponsored',
    isActive: true,
    startDate: '2024-01-01',
    endDate: null,
    categories: ['cardiomyopathy'],
  },
  {
    programCode: 'SEIZURE-ID',
    name: 'Pediatric Epilepsy Sponsored Testing Program',
    description:
      'No-charge epilepsy panel testing for children with unexplained seizures, sponsored by a biopharma partner.',
    sponsorName: 'Meridian Neuroscience',
    programType: 'Sponsored',
    paymentType: 'Sponsored',
    isActive: true,
    startDate: '2023-06-01',
    endDate: null,
    categories: ['epilepsy'],
  },
  {
    programCode: 'LSD-FIND',
    name: 'Lysosomal Disease Diagnosis Program',
    description:
      'Sponsored testing for patients with signs of a lysosomal storage disorder, with follow-up enzyme testing.',
    sponsorName: 'Harbor Rare Disease',
    programType: 'Sponsored',
    paymentType: 'Sponsored',
    isActive: true,
    startDate: '2022-03-01',
    endDate: '2030-12-31',
    categories: ['lysosomal'],
  },
  {
    programCode: 'UNINSURED-CANCER',
    name: 'Hereditary Cancer Access Program',
    description:
      'Reduced-price hereditary cancer testing for patients without insurance coverage who live in the United States.',
    sponsorName: 'Loci Genetics Foundation',
    programType: 'Uninsured',
    paymentType: 'PartnershipUninsured',
    isActive: true,
    startDate: '2021-01-01',
    endDate: null,
    categories: ['hereditary-cancer'],
  },
  {
    programCode: 'ATTR-2020',
    name: 'Hereditary Amyloidosis Program (closed)',
    description: 'Sponsored TTR testing; the program ended and no longer accepts orders.',
    sponsorName: 'Northwind Therapeutics',
    programType: 'Sponsored',
    paymentType: 'Sponsored',
    isActive: false,
    startDate: '2020-01-01',
    endDate: '2022-12-31',
    categories: ['biopharma'],
  },
];

export interface ResourceDefinition {
  id: string;
  title: string;
  description: string;
  resourceType: string;
  categories: readonly string[];
}

export const resourceCategories = [
  { id: 'requisition-forms', name: 'Requisition forms', parent: null },
  { id: 'consent-forms', name: 'Consent forms', parent: null },
  { id: 'clinical-resources', name: 'Clinical resources', parent: null },
  { id: 'clinical-guides', name: 'Test guides', parent: 'clinical-resources' },
  { id: 'billing', name: 'Billing and insurance', parent: null },
  { id: 'specimen', name: 'Specimen collection and shipping', parent: null },
] as const;

export const resources: readonly ResourceDefinition[] = [
  {
    id: 'general-requisition',
    title: 'General Test Requisition Form',
    description:
      'Requisition for all panels and single-gene tests, with ordering provider, patient, billing and specimen sections.',
    resourceType: 'Form',
    categories: ['requisition-forms'],
  },
  {
    id: 'exome-requisition',
    title: 'Exome and Genome Requisition Form',
    description:
      'Requisition for exome and genome sequencing, proband, duo and trio, with family member specimens.',
    resourceType: 'Form',
    categories: ['requisition-forms'],
  },
  {
    id: 'prenatal-requisition',
    title: 'Prenatal Test Requisition Form',
    description:
      'Requisition for prenatal diagnosis and carrier screening, with pregnancy details and maternal cell contamination study.',
    resourceType: 'Form',
    categories: ['requisition-forms'],
  },
  {
    id: 'cancer-requisition',
    title: 'Hereditary Cancer Requisition Form',
    description:
      'Requisition for hereditary cancer panels with personal and family cancer history.',
    resourceType: 'Form',
    categories: ['requisition-forms'],
  },
  {
    id: 'cardio-requisition',
    title: 'Cardiology Requisition Form',
    description:
      'Requisition for cardiomyopathy, arrhythmia and aortopathy panels, with cardiac findings.',
    resourceType: 'Form',
    categories: ['requisition-forms'],
  },
  {
    id: 'slice-requisition',
    title: 'Slice Requisition Form',
    description: 'Requisition for custom gene slices built with the slice tool.',
    resourceType: 'Form',
    categories: ['requisition-forms'],
  },
  {
    id: 'informed-consent',
    title: 'Informed Consent for Genetic Testing',
    description:
      'Patient consent covering the purpose, benefits, limitations and possible results of genetic testing.',
    resourceType: 'Consent',
    categories: ['consent-forms'],
  },
  {
    id: 'exome-consent',
    title: 'Exome and Genome Sequencing Consent',
    description: 'Consent for exome and genome sequencing, including secondary findings choices.',
    resourceType: 'Consent',
    categories: ['consent-forms'],
  },
  {
    id: 'ny-consent',
    title: 'New York State Consent Form',
    description: 'Consent required for testing of New York residents.',
    resourceType: 'Consent',
    categories: ['consent-forms'],
  },
  {
    id: 'prenatal-consent',
    title: 'Prenatal Testing Consent',
    description:
      'Consent for prenatal diagnosis, including the maternal blood sample for contamination studies.',
    resourceType: 'Consent',
    categories: ['consent-forms'],
  },
  {
    id: 'cardiomyopathy-guide',
    title: 'Cardiomyopathy Testing Guide',
    description:
      'Which cardiomyopathy panel to order for hypertrophic, dilated and arrhythmogenic cardiomyopathy.',
    resourceType: 'Guide',
    categories: ['clinical-resources', 'clinical-guides'],
  },
  {
    id: 'epilepsy-guide',
    title: 'Epilepsy Genetic Testing Guide',
    description:
      'Choosing between the epilepsy panel, exome and genome for children with seizures.',
    resourceType: 'Guide',
    categories: ['clinical-resources', 'clinical-guides'],
  },
  {
    id: 'hereditary-cancer-guide',
    title: 'Hereditary Cancer Risk Assessment Guide',
    description: 'NCCN-based criteria for BRCA1, BRCA2 and Lynch syndrome testing.',
    resourceType: 'Guide',
    categories: ['clinical-resources', 'clinical-guides'],
  },
  {
    id: 'carrier-screening-guide',
    title: 'Carrier Screening Guide',
    description:
      'Expanded carrier screening for couples planning a pregnancy, with residual risk tables.',
    resourceType: 'Guide',
    categories: ['clinical-resources', 'clinical-guides'],
  },
  {
    id: 'exome-guide',
    title: 'Exome Sequencing Clinician Guide',
    description:
      'When to order exome or genome sequencing and how trio testing raises the diagnostic yield.',
    resourceType: 'Guide',
    categories: ['clinical-resources', 'clinical-guides'],
  },
  {
    id: 'slice-guide',
    title: 'Slice Tool User Guide',
    description: 'Building a custom slice of genes by gene, phenotype or predefined slice.',
    resourceType: 'Guide',
    categories: ['clinical-resources'],
  },
  {
    id: 'variant-classification',
    title: 'Variant Classification Policy',
    description:
      'How the laboratory classifies variants following ACMG/AMP guidelines and re-evaluates them.',
    resourceType: 'Policy',
    categories: ['clinical-resources'],
  },
  {
    id: 'insurance-billing',
    title: 'Insurance Billing Guide',
    description:
      'Insurance, Medicare and Medicaid billing, prior authorization and benefit investigation.',
    resourceType: 'Guide',
    categories: ['billing'],
  },
  {
    id: 'financial-assistance',
    title: 'Financial Assistance Application',
    description: 'Application for reduced-price testing for patients with financial need.',
    resourceType: 'Form',
    categories: ['billing'],
  },
  {
    id: 'abn-form',
    title: 'Advance Beneficiary Notice (ABN)',
    description: 'Medicare advance beneficiary notice of noncoverage for genetic tests.',
    resourceType: 'Form',
    categories: ['billing'],
  },
  {
    id: 'letter-medical-necessity',
    title: 'Letter of Medical Necessity Template',
    description:
      'Template letter explaining the medical necessity of genetic testing to an insurer.',
    resourceType: 'Template',
    categories: ['billing'],
  },
  {
    id: 'blood-collection',
    title: 'Blood Specimen Collection Instructions',
    description: 'Collecting whole blood in EDTA tubes, labelling and storing the specimen.',
    resourceType: 'Instructions',
    categories: ['specimen'],
  },
  {
    id: 'saliva-collection',
    title: 'Saliva Kit Collection Instructions',
    description: 'Collecting saliva with the home kit for adults and children.',
    resourceType: 'Instructions',
    categories: ['specimen'],
  },
  {
    id: 'shipping-instructions',
    title: 'Specimen Shipping Instructions',
    description:
      'Packing and shipping specimens to the laboratory, with the prepaid label and cut-off times.',
    resourceType: 'Instructions',
    categories: ['specimen'],
  },
  {
    id: 'prenatal-specimens',
    title: 'Prenatal Specimen Requirements',
    description:
      'Amniotic fluid, chorionic villus and cultured cell requirements for prenatal testing.',
    resourceType: 'Instructions',
    categories: ['specimen', 'clinical-resources'],
  },
];

// The lab's publications and news for the demo: papers the lab's scientists wrote or co-wrote
// and lab news. Illustrative example data written for Loci: the titles, teasers and PubMed
// numbers are invented (DOIs use the 10.5555 test prefix). Deterministic and idempotent.
import type { Insertable } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import { insertMissing } from '../db/insert-missing.js';
import type { PublicationTable } from './publication-schema.js';

type Entry = [id: number, date: string, title: string, teaser: string, journal: string];
type NewsEntry = [id: number, date: string, title: string, teaser: string, slug: string];

const papers: Entry[] = [
  [
    1,
    '2024-01-18',
    'Diagnostic yield of a 147-gene cardiomyopathy panel in 3,200 referrals',
    'Pathogenic or likely pathogenic variants were found in 21% of probands, most often in MYH7, MYBPC3 and TTN; yield was highest in childhood-onset disease.',
    'Journal of Clinical Genomics',
  ],
  [
    3,
    '2024-02-27',
    'Copy-number variants detected from panel sequencing data: a validation study',
    'Exon-level deletions and duplications called from targeted sequencing agreed with MLPA in 412 of 414 samples.',
    'Molecular Diagnostics Reports',
  ],
  [
    5,
    '2024-04-09',
    'Reclassification of variants of uncertain significance over five years',
    'One in nine VUS reported between 2018 and 2023 was reclassified; 91% of those were downgraded to benign or likely benign.',
    'Genetic Testing Practice',
  ],
  [
    6,
    '2024-05-14',
    'Hereditary cancer testing after a negative BRCA1/BRCA2 result',
    'Multigene panels found actionable variants in PALB2, CHEK2 and ATM in 6.8% of patients who had tested negative for BRCA1 and BRCA2 alone.',
    'Cancer Genetics Review',
  ],
  [
    8,
    '2024-06-20',
    'Rapid exome sequencing in critically ill infants: turnaround and clinical impact',
    'Median report time was 4.5 days; results changed management for 31% of infants with a diagnosis.',
    'Pediatric Genomic Medicine',
  ],
  [
    9,
    '2024-07-31',
    'Expanded carrier screening across ancestries: what a 500-gene panel adds',
    'Compared with ancestry-based screening, the expanded panel identified three times as many at-risk couples.',
    'Reproductive Genetics Journal',
  ],
  [
    11,
    '2024-09-05',
    'Long-read sequencing resolves pseudogene interference in CYP21A2',
    'Long reads distinguished CYP21A2 from CYP21A1P in every tested sample, removing the need for a second assay.',
    'Molecular Diagnostics Reports',
  ],
  [
    12,
    '2024-10-16',
    'Familial hypercholesterolaemia: cascade testing uptake after proband diagnosis',
    'Offering relatives a no-cost test within 90 days doubled cascade testing uptake.',
    'Preventive Cardiology Genetics',
  ],
  [
    14,
    '2024-11-21',
    'Mosaic variants in epilepsy genes detected at low allele fractions',
    'Deep panel sequencing found mosaic SCN1A and CDKL5 variants below 10% allele fraction in 2.1% of patients.',
    'Neurogenetics Letters',
  ],
  [
    15,
    '2024-12-12',
    'Polygenic risk in breast cancer: calibration across self-reported ancestry',
    'A 313-variant score was well calibrated in European ancestry and needed recalibration in African and East Asian ancestry.',
    'Cancer Genetics Review',
  ],
  [
    17,
    '2025-01-23',
    'Splice-site variants: RNA evidence changes classification in one of four cases',
    'Targeted RNA sequencing of blood confirmed or excluded aberrant splicing for 58 variants near exon boundaries.',
    'Genetic Testing Practice',
  ],
  [
    18,
    '2025-02-25',
    'Hereditary transthyretin amyloidosis: the V142I variant in cardiology referrals',
    'TTR V142I was found in 3.4% of patients of African ancestry referred for heart failure testing.',
    'Preventive Cardiology Genetics',
  ],
  [
    20,
    '2025-03-27',
    'Sequencing-based spinal muscular atrophy carrier screening',
    'SMN1 copy number called from sequencing agreed with qPCR, and a silent-carrier marker refined residual risk.',
    'Reproductive Genetics Journal',
  ],
  [
    21,
    '2025-04-29',
    'Lynch syndrome in colorectal cancer patients under 50',
    'Germline testing of all early-onset colorectal cancer patients found Lynch syndrome in 8% and other cancer genes in 7%.',
    'Cancer Genetics Review',
  ],
  [
    23,
    '2025-06-03',
    'A trio exome study of 1,000 children with developmental delay',
    'Trio analysis raised diagnostic yield from 28% to 36% compared with proband-only exomes.',
    'Pediatric Genomic Medicine',
  ],
  [
    24,
    '2025-06-03',
    'Secondary findings in exome sequencing: rates and patient preferences',
    'Actionable secondary findings were reported in 2.6% of exomes; 89% of patients chose to receive them.',
    'Genetic Testing Practice',
  ],
  [
    26,
    '2025-07-22',
    'Pharmacogenomic variants in routinely sequenced panels',
    'Panels ordered for other reasons also covered CYP2C19 and DPYD variants that affect common prescriptions.',
    'Clinical Pharmacogenomics',
  ],
  [
    27,
    '2025-08-28',
    'Aortopathy genes beyond FBN1: yield in thoracic aortic aneurysm',
    'Variants in TGFBR1, TGFBR2, SMAD3 and ACTA2 explained a third of positive results in aneurysm referrals.',
    'Preventive Cardiology Genetics',
  ],
  [
    29,
    '2025-10-07',
    'Hearing loss genetics: GJB2 and beyond in 900 children',
    'GJB2 explained half of the diagnoses; STRC deletions were the second most common cause.',
    'Pediatric Genomic Medicine',
  ],
  [
    30,
    '2025-11-13',
    'Prenatal exome sequencing for fetal structural anomalies',
    'Exome sequencing after a normal microarray gave a diagnosis for 24% of pregnancies with multiple anomalies.',
    'Reproductive Genetics Journal',
  ],
  [
    32,
    '2026-01-15',
    'Hereditary kidney disease: panel testing in adults with chronic kidney disease',
    'A genetic cause was found in 11% of adults, most often PKD1, COL4A3 to COL4A5 and APOL1 risk genotypes.',
    'Journal of Clinical Genomics',
  ],
  [
    33,
    '2026-02-19',
    'Variant interpretation with structure models: a benchmark on missense variants',
    'Protein structure features improved the separation of pathogenic from benign missense variants in 40 genes.',
    'Molecular Diagnostics Reports',
  ],
  [
    35,
    '2026-04-02',
    'Retinal dystrophy panels: diagnostic yield and eligibility for gene therapy',
    'A diagnosis was found for 58% of patients; 4% carried biallelic RPE65 variants eligible for approved therapy.',
    'Neurogenetics Letters',
  ],
  [
    36,
    '2026-05-21',
    'Cell-free DNA screening followed by diagnostic testing: outcomes in 2,000 pregnancies',
    'High-risk screening results were confirmed by diagnostic testing in 87% for trisomy 21 and 41% for sex chromosome aneuploidy.',
    'Reproductive Genetics Journal',
  ],
  [
    38,
    '2026-08-11',
    'Germline findings in tumour-normal sequencing of solid tumours',
    'Paired germline analysis found a pathogenic variant in 9% of patients, a third of them not suspected from history.',
    'Cancer Genetics Review',
  ],
  [
    39,
    '2026-09-24',
    'Return of results to relatives: a family letter study',
    'A lab-written family letter increased the share of relatives who sought testing from 35% to 52%.',
    'Genetic Testing Practice',
  ],
];

const news: NewsEntry[] = [
  [
    2,
    '2024-02-06',
    'Loci opens a second sequencing laboratory',
    'The new laboratory doubles capacity and shortens the typical turnaround for panels to 14 days.',
    'second-laboratory',
  ],
  [
    4,
    '2024-03-19',
    'New York State approval for the hereditary cancer panels',
    'Clinicians can now order the hereditary cancer panels for patients in New York.',
    'new-york-approval-cancer',
  ],
  [
    7,
    '2024-06-04',
    'Rapid exome now available for neonatal intensive care units',
    'Rapid exome sequencing with a preliminary result in five days can be ordered from the portal.',
    'rapid-exome-nicu',
  ],
  [
    10,
    '2024-08-27',
    'Sample collection kits: new saliva kit for home collection',
    'Patients can now give a saliva sample at home; kits can be ordered from the supplies page.',
    'saliva-kit',
  ],
  [
    13,
    '2024-11-05',
    'Webinar: interpreting variants of uncertain significance',
    'A one-hour session for clinicians on what a VUS means, how reclassification works and how we notify you.',
    'webinar-vus',
  ],
  [
    16,
    '2025-01-09',
    'Expanded carrier screening panel updated to 520 genes',
    'The panel adds 20 genes for severe childhood-onset conditions following updated professional guidance.',
    'carrier-screening-520',
  ],
  [
    19,
    '2025-03-11',
    'Prior authorization checks now in the ordering form',
    'The order form now checks whether a patient’s insurance needs prior authorization before you submit.',
    'prior-authorization-check',
  ],
  [
    22,
    '2025-05-15',
    'Loci joins a national variant-sharing consortium',
    'Our classifications are now shared with the public variant databases to speed up reclassification.',
    'variant-sharing-consortium',
  ],
  [
    25,
    '2025-07-08',
    'Cardiology panels reorganised by condition',
    'Cardiomyopathy, arrhythmia and aortopathy panels are now grouped by condition in the catalogue.',
    'cardiology-panels',
  ],
  [
    28,
    '2025-09-16',
    'Holiday shipping schedule for specimens',
    'Ship specimens by Tuesday of holiday weeks so that they reach the laboratory before the break.',
    'holiday-shipping',
  ],
  [
    31,
    '2025-12-02',
    'Genetic counselling appointments for your patients',
    'Patients with a positive result can book a session with a board-certified genetic counsellor at no cost.',
    'genetic-counselling',
  ],
  [
    34,
    '2026-03-10',
    'Pharmacogenomics panel launched',
    'A 25-gene pharmacogenomics panel covers CYP2C19, CYP2D6, DPYD, TPMT and other genes with prescribing guidance.',
    'pharmacogenomics-panel',
  ],
  [
    37,
    '2026-06-30',
    'Faster reports for hereditary cancer panels',
    'The median turnaround for hereditary cancer panels is now 10 days.',
    'faster-cancer-reports',
  ],
  [
    40,
    '2026-10-27',
    'The provider portal has a new home page',
    'Publications and news, the test catalogue and your orders, all from one place.',
    'new-portal-home',
  ],
];

/** Every publication and news item of the demo (40). */
export const demoPublications: readonly Insertable<PublicationTable>[] = [
  ...papers.map(([id, date, title, teaser, journal]): Insertable<PublicationTable> => ({
    id,
    publication_type: 'Publication',
    publication_date: date,
    display_title: title,
    teaser,
    article_link: `https://pubmed.ncbi.nlm.nih.gov/${String(39_000_000 + id * 7_919)}/`,
    source_link: `https://doi.org/10.5555/loci.${date.slice(0, 4)}.${String(id).padStart(3, '0')}`,
    source_text: journal,
  })),
  ...news.map(([id, date, title, teaser, slug]): Insertable<PublicationTable> => ({
    id,
    publication_type: 'News',
    publication_date: date,
    display_title: title,
    teaser,
    article_link: `https://loci.example/news/${slug}`,
    source_link: id % 3 === 0 ? null : 'https://loci.example/news',
    source_text: id % 3 === 0 ? null : 'Loci Genetics newsroom',
  })),
];

/** Writes the demo publications; idempotent (existing ids are left as they are). */
export async function seedPublications(db: LabKysely): Promise<number> {
  await insertMissing(db, 'publication', demoPublications, { key: ['id'] });
  return demoPublications.length;
}

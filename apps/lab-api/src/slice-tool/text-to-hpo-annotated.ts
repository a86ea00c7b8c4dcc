// An annotated set of clinical sentences, written for this project (not copied from any corpus):
// for each, the HPO classes a reader would list as present and those the sentence negates. The
// unit tests and the benchmark (bench/text-to-hpo-bench.ts) score text-to-HPO against it.

export interface AnnotatedSentence {
  text: string;
  /** Classes the sentence states as present. */
  present: readonly string[];
  /** Classes it mentions only to exclude them. */
  negated: readonly string[];
}

const GDD = 'HP:0001263';
const SEIZURE = 'HP:0001250';
const HEARING = 'HP:0000365';
const SNHL = 'HP:0000407';
const HYPOTONIA = 'HP:0001252';
const ATAXIA = 'HP:0001251';
const MICROCEPHALY = 'HP:0000252';
const MACROCEPHALY = 'HP:0000256';
const SHORT_STATURE = 'HP:0004322';
const TALL_STATURE = 'HP:0000098';
const HEPATOMEGALY = 'HP:0002240';
const SPLENOMEGALY = 'HP:0001744';
const ID = 'HP:0001249';
const AUTISM = 'HP:0000717';
const HCM = 'HP:0001639';
const DCM = 'HP:0001644';
const SCOLIOSIS = 'HP:0002650';
const CLEFT_PALATE = 'HP:0000175';
const PTOSIS = 'HP:0000508';
const NYSTAGMUS = 'HP:0000639';
const CATARACT = 'HP:0000518';
const FTT = 'HP:0001508';
const SPASTICITY = 'HP:0001257';
const OBESITY = 'HP:0001513';
const ABSENT_SPEECH = 'HP:0001344';
const SPEECH_DELAY = 'HP:0000750';
const RECURRENT_INFECTIONS = 'HP:0002719';
const WEAKNESS = 'HP:0001324';
const SYNCOPE = 'HP:0001279';
const ARRHYTHMIA = 'HP:0011675';
const POLYDACTYLY = 'HP:0010442';
const HYDRONEPHROSIS = 'HP:0000126';
const RENAL_CYST = 'HP:0000107';
const REGRESSION = 'HP:0002376';
const INFANTILE_SPASMS = 'HP:0012469';
const STRABISMUS = 'HP:0000486';
const HYPOGLYCEMIA = 'HP:0001943';
const LACTIC_ACIDOSIS = 'HP:0003128';
const DYSTONIA = 'HP:0001332';
const CHOREA = 'HP:0002072';
const TREMOR = 'HP:0001337';
const MYOPATHY = 'HP:0003198';
const VSD = 'HP:0001629';
const ASD = 'HP:0001631';
const HYPERTELORISM = 'HP:0000316';
const VISUAL = 'HP:0000505';
const MOTOR_DELAY = 'HP:0001270';
const CEREBELLAR_ATROPHY = 'HP:0001272';
const MACROGLOSSIA = 'HP:0000158';
const HYPERMOBILITY = 'HP:0001382';
const AORTIC_ROOT = 'HP:0002616';
const BILATERAL_PTOSIS = 'HP:0001488';
const DEVELOPMENTAL_CATARACT = 'HP:0000519';
const LOWER_LIMB_SPASTICITY = 'HP:0002061';
const PROGRESSIVE_WEAKNESS = 'HP:0003323';

export const annotatedSentences: readonly AnnotatedSentence[] = [
  {
    text: 'Global developmental delay and seizures since infancy; no hearing loss.',
    present: [GDD, SEIZURE],
    negated: [HEARING],
  },
  { text: 'The patient has hypotonia and ataxia.', present: [HYPOTONIA, ATAXIA], negated: [] },
  { text: 'No seizures.', present: [], negated: [SEIZURE] },
  {
    text: 'Denies seizures or hearing loss but has marked hypotonia.',
    present: [HYPOTONIA],
    negated: [SEIZURE, HEARING],
  },
  {
    text: 'Negative for microcephaly; macrocephaly noted at birth.',
    present: [MACROCEPHALY],
    negated: [MICROCEPHALY],
  },
  { text: 'Short stature without scoliosis.', present: [SHORT_STATURE], negated: [SCOLIOSIS] },
  { text: 'Absent speech at age four.', present: [ABSENT_SPEECH], negated: [] },
  { text: 'No speech development by 3 years.', present: [ABSENT_SPEECH], negated: [] },
  {
    text: 'Enlarged liver and splenomegaly on exam.',
    present: [HEPATOMEGALY, SPLENOMEGALY],
    negated: [],
  },
  { text: 'Intellectual disability with autism.', present: [ID, AUTISM], negated: [] },
  {
    text: 'Mother reports developmental delay; father denies any history of epilepsy.',
    present: [GDD],
    negated: [SEIZURE],
  },
  { text: 'Hypertrophic cardiomyopathy diagnosed at 12.', present: [HCM], negated: [] },
  { text: 'Echo showed dilated cardiomyopathy, no VSD.', present: [DCM], negated: [VSD] },
  { text: 'Cleft palate repaired at 9 months.', present: [CLEFT_PALATE], negated: [] },
  { text: 'Bilateral ptosis and nystagmus.', present: [BILATERAL_PTOSIS, NYSTAGMUS], negated: [] },
  { text: 'Congenital cataracts were removed.', present: [DEVELOPMENTAL_CATARACT], negated: [] },
  {
    text: 'Ptosis of the right eye, cataract on the left.',
    present: [PTOSIS, CATARACT],
    negated: [],
  },
  { text: 'Failure to thrive in the first year.', present: [FTT], negated: [] },
  {
    text: 'Lower limb spasticity, obesity.',
    present: [LOWER_LIMB_SPASTICITY, OBESITY],
    negated: [],
  },
  { text: 'Spasticity of all limbs.', present: [SPASTICITY], negated: [] },
  {
    text: 'Delayed speech and language development, hypotonia.',
    present: [SPEECH_DELAY, HYPOTONIA],
    negated: [],
  },
  { text: 'Recurrent infections since childhood.', present: [RECURRENT_INFECTIONS], negated: [] },
  {
    text: 'Progressive muscle weakness; creatine kinase not measured.',
    present: [PROGRESSIVE_WEAKNESS],
    negated: [],
  },
  {
    text: 'Episodes of syncope and an irregular heartbeat.',
    present: [SYNCOPE, ARRHYTHMIA],
    negated: [],
  },
  { text: 'Polydactyly of both hands.', present: [POLYDACTYLY], negated: [] },
  {
    text: 'Renal ultrasound: hydronephrosis, no renal cysts.',
    present: [HYDRONEPHROSIS],
    negated: [RENAL_CYST],
  },
  {
    text: 'Developmental regression after 18 months with infantile spasms.',
    present: [REGRESSION, INFANTILE_SPASMS],
    negated: [],
  },
  { text: 'Strabismus, otherwise normal eyes.', present: [STRABISMUS], negated: [] },
  {
    text: 'Hypoglycaemia and lactic acidosis during illness.',
    present: [HYPOGLYCEMIA, LACTIC_ACIDOSIS],
    negated: [],
  },
  { text: 'Dystonia, chorea and tremors.', present: [DYSTONIA, CHOREA, TREMOR], negated: [] },
  { text: 'Muscle biopsy consistent with myopathy.', present: [MYOPATHY], negated: [] },
  {
    text: 'Atrial septal defect; ventricular septal defect was ruled out.',
    present: [ASD],
    negated: [VSD],
  },
  {
    text: 'Wide-set eyes and a large tongue.',
    present: [HYPERTELORISM, MACROGLOSSIA],
    negated: [],
  },
  { text: 'Poor vision since birth.', present: [VISUAL], negated: [] },
  {
    text: 'Delayed motor milestones; walked at 2 years.',
    present: [MOTOR_DELAY],
    negated: [],
  },
  { text: 'MRI: cerebellar atrophy.', present: [CEREBELLAR_ATROPHY], negated: [] },
  {
    text: 'Joint hypermobility and aortic root dilatation.',
    present: [HYPERMOBILITY, AORTIC_ROOT],
    negated: [],
  },
  { text: 'Sensorineural hearing loss, bilateral.', present: [SNHL], negated: [] },
  { text: 'Tall stature; no lens opacities.', present: [TALL_STATURE], negated: [CATARACT] },
  {
    text: 'He is negative for ataxia, however he has tremor.',
    present: [TREMOR],
    negated: [ATAXIA],
  },
  {
    text: 'No history of seizures, ataxia or dystonia.',
    present: [],
    negated: [SEIZURE, ATAXIA, DYSTONIA],
  },
  {
    text: 'Without hypotonia and has microcephaly.',
    present: [MICROCEPHALY],
    negated: [HYPOTONIA],
  },
  { text: 'Low muscle tone and small head.', present: [HYPOTONIA, MICROCEPHALY], negated: [] },
  {
    text: 'Psychomotor delay, frequent infections.',
    present: [GDD, RECURRENT_INFECTIONS],
    negated: [],
  },
  {
    text: 'Nonverbal child with epileptic seizures.',
    present: [ABSENT_SPEECH, SEIZURE],
    negated: [],
  },
  {
    text: 'The proband is not deaf but has hearing loss on the left.',
    present: [HEARING],
    negated: [],
  },
  { text: 'Family history unremarkable.', present: [], negated: [] },
  {
    text: 'Muscle weakness in both legs, no myopathy on biopsy.',
    present: [WEAKNESS],
    negated: [MYOPATHY],
  },
  // Written after the recogniser was tuned, and left as scored (not tuned against).
  {
    text: 'She has had fits since age two and walks unsteadily.',
    present: [SEIZURE, ATAXIA],
    negated: [],
  },
  { text: 'Head circumference is below the first centile.', present: [MICROCEPHALY], negated: [] },
  {
    text: 'Parents deny developmental concerns; hypotonic at birth.',
    present: [HYPOTONIA],
    negated: [GDD],
  },
  { text: 'Seizure-free for a year, previously had epilepsy.', present: [SEIZURE], negated: [] },
  {
    text: 'Liver enlargement and a big spleen on ultrasound.',
    present: [HEPATOMEGALY, SPLENOMEGALY],
    negated: [],
  },
  { text: 'No evidence of cardiomyopathy or arrhythmias.', present: [], negated: [ARRHYTHMIA] },
  { text: 'Autistic features and intellectual disability.', present: [AUTISM, ID], negated: [] },
  { text: 'Hearing was normal; short stature persists.', present: [SHORT_STATURE], negated: [] },
];

export interface AnnotatedScore {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  /** Sentences whose found terms differ from the annotation, for reading. */
  misses: { text: string; found: string[]; expected: readonly string[] }[];
}

/** Scores a recogniser's present terms against the annotation (micro-averaged). */
export function scoreAnnotated(
  recognise: (text: string) => readonly string[],
  sentences: readonly AnnotatedSentence[] = annotatedSentences,
): AnnotatedScore {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const misses: AnnotatedScore['misses'] = [];
  for (const sentence of sentences) {
    const found = [...new Set(recognise(sentence.text))];
    const expected = new Set(sentence.present);
    const hits = found.filter((id) => expected.has(id)).length;
    truePositives += hits;
    falsePositives += found.length - hits;
    falseNegatives += expected.size - hits;
    if (hits !== found.length || hits !== expected.size) {
      misses.push({ text: sentence.text, found, expected: sentence.present });
    }
  }
  return {
    truePositives,
    falsePositives,
    falseNegatives,
    precision: truePositives / Math.max(1, truePositives + falsePositives),
    recall: truePositives / Math.max(1, truePositives + falseNegatives),
    misses,
  };
}

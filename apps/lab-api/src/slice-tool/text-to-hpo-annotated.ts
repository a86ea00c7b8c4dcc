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

/** A sentence with the classes it states, then those it negates (none unless given). */
const sentence = (
  text: string,
  present: readonly string[],
  negated: readonly string[] = [],
): AnnotatedSentence => ({ text, present, negated });

export const annotatedSentences: readonly AnnotatedSentence[] = [
  sentence(
    'Global developmental delay and seizures since infancy; no hearing loss.',
    [GDD, SEIZURE],
    [HEARING],
  ),
  sentence('The patient has hypotonia and ataxia.', [HYPOTONIA, ATAXIA]),
  sentence('No seizures.', [], [SEIZURE]),
  sentence(
    'Denies seizures or hearing loss but has marked hypotonia.',
    [HYPOTONIA],
    [SEIZURE, HEARING],
  ),
  sentence(
    'Negative for microcephaly; macrocephaly noted at birth.',
    [MACROCEPHALY],
    [MICROCEPHALY],
  ),
  sentence('Short stature without scoliosis.', [SHORT_STATURE], [SCOLIOSIS]),
  sentence('Absent speech at age four.', [ABSENT_SPEECH]),
  sentence('No speech development by 3 years.', [ABSENT_SPEECH]),
  sentence('Enlarged liver and splenomegaly on exam.', [HEPATOMEGALY, SPLENOMEGALY]),
  sentence('Intellectual disability with autism.', [ID, AUTISM]),
  sentence(
    'Mother reports developmental delay; father denies any history of epilepsy.',
    [GDD],
    [SEIZURE],
  ),
  sentence('Hypertrophic cardiomyopathy diagnosed at 12.', [HCM]),
  sentence('Echo showed dilated cardiomyopathy, no VSD.', [DCM], [VSD]),
  sentence('Cleft palate repaired at 9 months.', [CLEFT_PALATE]),
  sentence('Bilateral ptosis and nystagmus.', [BILATERAL_PTOSIS, NYSTAGMUS]),
  sentence('Congenital cataracts were removed.', [DEVELOPMENTAL_CATARACT]),
  sentence('Ptosis of the right eye, cataract on the left.', [PTOSIS, CATARACT]),
  sentence('Failure to thrive in the first year.', [FTT]),
  sentence('Lower limb spasticity, obesity.', [LOWER_LIMB_SPASTICITY, OBESITY]),
  sentence('Spasticity of all limbs.', [SPASTICITY]),
  sentence('Delayed speech and language development, hypotonia.', [SPEECH_DELAY, HYPOTONIA]),
  sentence('Recurrent infections since childhood.', [RECURRENT_INFECTIONS]),
  sentence('Progressive muscle weakness; creatine kinase not measured.', [PROGRESSIVE_WEAKNESS]),
  sentence('Episodes of syncope and an irregular heartbeat.', [SYNCOPE, ARRHYTHMIA]),
  sentence('Polydactyly of both hands.', [POLYDACTYLY]),
  sentence('Renal ultrasound: hydronephrosis, no renal cysts.', [HYDRONEPHROSIS], [RENAL_CYST]),
  sentence('Developmental regression after 18 months with infantile spasms.', [
    REGRESSION,
    INFANTILE_SPASMS,
  ]),
  sentence('Strabismus, otherwise normal eyes.', [STRABISMUS]),
  sentence('Hypoglycaemia and lactic acidosis during illness.', [HYPOGLYCEMIA, LACTIC_ACIDOSIS]),
  sentence('Dystonia, chorea and tremors.', [DYSTONIA, CHOREA, TREMOR]),
  sentence('Muscle biopsy consistent with myopathy.', [MYOPATHY]),
  sentence('Atrial septal defect; ventricular septal defect was ruled out.', [ASD], [VSD]),
  sentence('Wide-set eyes and a large tongue.', [HYPERTELORISM, MACROGLOSSIA]),
  sentence('Poor vision since birth.', [VISUAL]),
  sentence('Delayed motor milestones; walked at 2 years.', [MOTOR_DELAY]),
  sentence('MRI: cerebellar atrophy.', [CEREBELLAR_ATROPHY]),
  sentence('Joint hypermobility and aortic root dilatation.', [HYPERMOBILITY, AORTIC_ROOT]),
  sentence('Sensorineural hearing loss, bilateral.', [SNHL]),
  sentence('Tall stature; no lens opacities.', [TALL_STATURE], [CATARACT]),
  sentence('He is negative for ataxia, however he has tremor.', [TREMOR], [ATAXIA]),
  sentence('No history of seizures, ataxia or dystonia.', [], [SEIZURE, ATAXIA, DYSTONIA]),
  sentence('Without hypotonia and has microcephaly.', [MICROCEPHALY], [HYPOTONIA]),
  sentence('Low muscle tone and small head.', [HYPOTONIA, MICROCEPHALY]),
  sentence('Psychomotor delay, frequent infections.', [GDD, RECURRENT_INFECTIONS]),
  sentence('Nonverbal child with epileptic seizures.', [ABSENT_SPEECH, SEIZURE]),
  sentence('The proband is not deaf but has hearing loss on the left.', [HEARING]),
  sentence('Family history unremarkable.', []),
  sentence('Muscle weakness in both legs, no myopathy on biopsy.', [WEAKNESS], [MYOPATHY]),
  // Written after the recogniser was tuned, and left as scored (not tuned against).
  sentence('She has had fits since age two and walks unsteadily.', [SEIZURE, ATAXIA]),
  sentence('Head circumference is below the first centile.', [MICROCEPHALY]),
  sentence('Parents deny developmental concerns; hypotonic at birth.', [HYPOTONIA], [GDD]),
  sentence('Seizure-free for a year, previously had epilepsy.', [SEIZURE]),
  sentence('Liver enlargement and a big spleen on ultrasound.', [HEPATOMEGALY, SPLENOMEGALY]),
  sentence('No evidence of cardiomyopathy or arrhythmias.', [], [ARRHYTHMIA]),
  sentence('Autistic features and intellectual disability.', [AUTISM, ID]),
  sentence('Hearing was normal; short stature persists.', [SHORT_STATURE]),
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

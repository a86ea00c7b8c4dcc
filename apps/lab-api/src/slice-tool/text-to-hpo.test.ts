// Text-to-HPO on the shipped HPO release: normalisation, longest match, clause-scoped negation,
// terms whose name starts with a negation word, limits, and its score on the annotated set.
import { describe, expect, it } from 'vitest';
import { hpoData } from './hpo-data.js';
import { annotatedSentences, scoreAnnotated } from './text-to-hpo-annotated.js';
import { maxTextToHpoLength, stem, textToHpo, textTooLongMessage } from './text-to-hpo.js';

const { index } = hpoData();
const found = (text: string) => textToHpo(index, text);
const negatedIds = (text: string) =>
  found(text)
    .matches.filter((match) => match.negated)
    .map((match) => match.hpoId);

describe('text to HPO', () => {
  it('finds the issue’s example: developmental delay and seizure, not hearing loss', () => {
    const result = found('Global developmental delay and seizures since infancy; no hearing loss.');
    expect(result.hpoIds).toEqual(['HP:0001263', 'HP:0001250']);
    expect(result.hpoNames).toEqual(['Global developmental delay', 'Seizure']);
    expect(
      negatedIds('Global developmental delay and seizures since infancy; no hearing loss.'),
    ).toEqual(['HP:0000365']);
  });

  it('normalises case, punctuation, plurals and simple inflections', () => {
    expect(found('HYPOTONIA!!!').hpoIds).toEqual(['HP:0001252']);
    expect(found('cataracts').hpoIds).toEqual(['HP:0000518']);
    expect(found('Tremors, hypoglycaemia').hpoIds).toEqual(['HP:0001337', 'HP:0001943']);
    expect(found('delayed motor milestones').hpoIds).toEqual(['HP:0001270']);
    expect(stem('anomalies')).toBe(stem('anomaly'));
    expect(stem('enlarged')).toBe(stem('enlarge'));
  });

  it('lets the longest match win and drops overlapping shorter terms', () => {
    // "Sensorineural hearing loss" and not "Hearing impairment" inside it.
    expect(found('Sensorineural hearing loss').hpoIds).toEqual(['HP:0000407']);
    expect(found('Hypertrophic cardiomyopathy').hpoIds).toEqual(['HP:0001639']);
  });

  it('scopes negation to its clause, lists included', () => {
    expect(found('Denies seizures or ataxia but has hypotonia.').hpoIds).toEqual(['HP:0001252']);
    expect(negatedIds('No history of seizures, ataxia or dystonia.')).toEqual([
      'HP:0001250',
      'HP:0001251',
      'HP:0001332',
    ]);
    expect(found('Negative for microcephaly; macrocephaly noted.').hpoIds).toEqual(['HP:0000256']);
    expect(found('Short stature without scoliosis.').hpoIds).toEqual(['HP:0004322']);
    expect(found('Atrial septal defect; ventricular septal defect was ruled out.').hpoIds).toEqual([
      'HP:0001631',
    ]);
  });

  it('still finds terms whose own name starts with a negation word', () => {
    expect(found('Absent speech at four.').hpoIds).toEqual(['HP:0001344']);
    expect(found('No speech development by 3 years.').hpoIds).toEqual(['HP:0001344']);
  });

  it('answers empty lists for empty text and refuses text over 20,000 characters', () => {
    expect(found('')).toEqual({ hpoIds: [], hpoNames: [], matches: [] });
    expect(found('a'.repeat(maxTextToHpoLength)).hpoIds).toEqual([]);
    expect(() => found('a'.repeat(maxTextToHpoLength + 1))).toThrow(textTooLongMessage);
  });

  it('reads injection strings as words', () => {
    expect(
      found("'; drop table offline_slice; -- <script>alert(1)</script> seizures").hpoIds,
    ).toEqual(['HP:0001250']);
  });

  it('scores well on the annotated set of at least 40 sentences', () => {
    expect(annotatedSentences.length).toBeGreaterThanOrEqual(40);
    const score = scoreAnnotated((text) => found(text).hpoIds);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.85);
    // Every annotated negation is read as one.
    for (const sentence of annotatedSentences) {
      for (const hpoId of sentence.negated) {
        expect(found(sentence.text).hpoIds, sentence.text).not.toContain(hpoId);
      }
    }
  });
});

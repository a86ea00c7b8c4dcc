// Concept recognition of HPO terms in a clinical note (document 2 "POST /convertTextToHpo"),
// pure: an index built once from the HPO release's names and synonyms, then a dictionary match
// over normalised tokens. Design and its limits: docs/decisions/slice-tool.md.

/** One HPO class with its names (the release's name first, then its synonyms). */
export interface HpoTerm {
  hpoId: string;
  name: string;
  synonyms: readonly string[];
}

/** A term found in the text: where, and whether a negation cue of its clause excludes it. */
export interface HpoMatch {
  hpoId: string;
  name: string;
  /** The words of the note that matched, as written. */
  matchedText: string;
  start: number;
  end: number;
  negated: boolean;
}

export interface TextToHpoResult {
  /** Terms present in the note, once each, in the order of their first mention. */
  hpoIds: string[];
  hpoNames: string[];
  /** Every match, negated ones included, in text order. */
  matches: HpoMatch[];
}

/** The most characters a note may have. */
export const maxTextToHpoLength = 20_000;

export const textTooLongMessage = `The text is too long: at most ${maxTextToHpoLength.toLocaleString('en-US')} characters can be converted to HPO terms`;

interface TrieNode {
  next: Map<string, TrieNode>;
  term?: HpoTerm;
}

export interface HpoIndex {
  root: TrieNode;
  terms: ReadonlyMap<string, HpoTerm>;
  /** Phrases indexed (names and synonyms). */
  phraseCount: number;
}

/**
 * Classes that are not phenotypes a note describes (the root, modes of inheritance, clinical
 * modifiers, frequencies and onsets): their words ("All", "Inheritance", "Onset") are everyday
 * words, so matching them would only add noise.
 */
const notPhenotypes = new Set([
  'HP:0000001',
  'HP:0000005',
  'HP:0000118',
  'HP:0012823',
  'HP:0031797',
  'HP:0040279',
  'HP:0003674',
  'HP:0040006',
]);

/**
 * Clinical modifiers and history classes named by one everyday word ("bilateral", "left",
 * "severe", "family history"): they qualify a finding, they are not one. Matched by name.
 */
const modifierNames = new Set([
  'bilateral',
  'unilateral',
  'left',
  'right',
  'mild',
  'moderate',
  'severe',
  'profound',
  'borderline',
  'progressive',
  'nonprogressive',
  'episodic',
  'chronic',
  'acute',
  'recurrent',
  'refractory',
  'generalized',
  'localized',
  'distal',
  'proximal',
  'symmetrical',
  'asymmetric',
  'sporadic',
  'family history',
  'death',
  'triggered by',
  'prolonged',
  'frequent',
  'variable expressivity',
]);

/** Words dropped on both sides, so "abnormality of ear" meets "Abnormality of the ear". */
const skippedWords = new Set(['the', 'a', 'an']);

/**
 * A light suffix stemmer applied to the index and to the note alike: plurals ("seizures",
 * "anomalies"), simple inflections ("delayed", "hearing") and a final "e" ("enlarge",
 * "enlarged"). Short words stay as written so that "gas" or "ring" keep their meaning.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length >= 7) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length >= 6) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length >= 5) w = w.slice(0, -1);
  return w;
}

interface Token {
  /** The normalised, stemmed word; '' for a clause boundary. */
  key: string;
  /** The lower-cased word as written (negation cues are read on it). */
  word: string;
  start: number;
  end: number;
}

/** Words and clause boundaries ('.', ';', ':', '!', '?', brackets and new lines). */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:'[\p{L}]+)?|[.;:!?()[\]\n]/gu)) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    if (!/[\p{L}\p{N}]/u.test(raw)) {
      tokens.push({ key: '', word: '', start, end });
      continue;
    }
    const word = raw.toLowerCase().replace(/'s$/, '');
    if (skippedWords.has(word)) continue;
    tokens.push({ key: stem(word), word, start, end });
  }
  return tokens;
}

function phraseKeys(phrase: string): string[] {
  return tokenize(phrase)
    .map((token) => token.key)
    .filter((key) => key !== '');
}

/** Builds the index once (names before synonyms: a phrase shared by two classes keeps the name). */
export function buildHpoIndex(terms: readonly HpoTerm[]): HpoIndex {
  const root: TrieNode = { next: new Map() };
  const byId = new Map<string, HpoTerm>();
  let phraseCount = 0;
  const insert = (phrase: string, term: HpoTerm): void => {
    const keys = phraseKeys(phrase);
    // One-letter or two-letter single words ("Ra", "MR") are too ambiguous in prose.
    if (keys.length === 0 || (keys.length === 1 && keys[0]!.length < 3)) return;
    let node = root;
    for (const key of keys) {
      let child = node.next.get(key);
      if (!child) {
        child = { next: new Map() };
        node.next.set(key, child);
      }
      node = child;
    }
    if (!node.term) {
      node.term = term;
      phraseCount += 1;
    }
  };
  const kept = terms.filter(
    (term) => !notPhenotypes.has(term.hpoId) && !modifierNames.has(term.name.toLowerCase()),
  );
  for (const term of kept) {
    byId.set(term.hpoId, term);
    insert(term.name, term);
  }
  for (const term of kept) for (const synonym of term.synonyms) insert(synonym, term);
  return { root, terms: byId, phraseCount };
}

/** Cues that exclude the terms after them, up to the end of their clause. */
const negationCues: readonly (readonly string[])[] = [
  ['no'],
  ['not'],
  ['denies'],
  ['denied'],
  ['deny'],
  ['without'],
  ['negative', 'for'],
  ['absence', 'of'],
  ['free', 'of'],
  ['never'],
  ['ruled', 'out'],
  ['rules', 'out'],
  ['nor'],
];

/** Cues after the terms they exclude, back to the start of their clause ("VSD was ruled out"). */
const postNegationCues: readonly (readonly string[])[] = [
  ['ruled', 'out'],
  ['was', 'excluded'],
  ['were', 'excluded'],
  ['not', 'seen'],
  ['not', 'found'],
  ['not', 'present'],
  ['was', 'absent'],
  ['were', 'absent'],
  ['is', 'absent'],
  ['are', 'absent'],
];

/** Words that start a new clause inside a sentence: a negation before them does not reach past. */
const clauseBreakWords = new Set([
  'but',
  'however',
  'although',
  'though',
  'whereas',
  'while',
  'except',
  'yet',
  'which',
  'who',
]);

interface Candidate {
  term: HpoTerm;
  first: number;
  last: number;
}

/** The longest phrase of the index starting at each token. */
function candidates(index: HpoIndex, tokens: readonly Token[]): Candidate[] {
  const found: Candidate[] = [];
  for (let first = 0; first < tokens.length; first += 1) {
    let node: TrieNode | undefined = index.root;
    let best: Candidate | undefined;
    for (let at = first; at < tokens.length; at += 1) {
      const key = tokens[at]!.key;
      if (key === '') break;
      node = node.next.get(key);
      if (!node) break;
      if (node.term) best = { term: node.term, first, last: at };
    }
    if (best) found.push(best);
  }
  return found;
}

/** Longest match wins; a shorter match overlapping a kept one is dropped. */
function longestNonOverlapping(found: readonly Candidate[]): Candidate[] {
  const bySize = [...found].sort(
    (left, right) =>
      right.last - right.first - (left.last - left.first) || left.first - right.first,
  );
  const taken: boolean[] = [];
  const kept: Candidate[] = [];
  for (const candidate of bySize) {
    let free = true;
    for (let at = candidate.first; at <= candidate.last; at += 1) if (taken[at]) free = false;
    if (!free) continue;
    for (let at = candidate.first; at <= candidate.last; at += 1) taken[at] = true;
    kept.push(candidate);
  }
  return kept.sort((left, right) => left.first - right.first);
}

function cueAt(
  tokens: readonly Token[],
  at: number,
  cues: readonly (readonly string[])[] = negationCues,
): number {
  for (const cue of cues) {
    if (cue.every((word, offset) => tokens[at + offset]?.word === word)) return cue.length;
  }
  return 0;
}

/**
 * Whether each token lies in the scope of a negation cue. A cue inside a matched term ("No
 * speech development", "Absent speech") is part of the term, not a negation. Lists stay negated
 * ("no seizures or hearing loss", "denies seizures, ataxia and hearing loss"); "but", "however"
 * and the like end the scope, and so does "and" before a new verb ("no fever and has seizures").
 */
function negationScope(tokens: readonly Token[], inTerm: readonly boolean[]): boolean[] {
  const negated: boolean[] = [];
  let active = false;
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at]!;
    if (token.key === '') active = false;
    else if (!inTerm[at] && clauseBreakWords.has(token.word)) active = false;
    else if (!inTerm[at]) {
      const cue = cueAt(tokens, at);
      if (cue > 0 && !inTerm.slice(at, at + cue).some(Boolean)) {
        active = true;
        for (let offset = 0; offset < cue; offset += 1) negated[at + offset] = true;
        at += cue - 1;
        continue;
      }
      // "and has", "and shows": a new predicate after "and" opens a new clause.
      if (token.word === 'and' && affirmingVerbs.has(tokens[at + 1]?.word ?? '')) active = false;
    }
    negated[at] = active;
  }
  // Cues after their terms: back to the clause's start or the last break word.
  for (let at = 0; at < tokens.length; at += 1) {
    const cue = inTerm[at] ? 0 : cueAt(tokens, at, postNegationCues);
    if (cue === 0 || inTerm.slice(at, at + cue).some(Boolean)) continue;
    for (let back = at - 1; back >= 0; back -= 1) {
      const token = tokens[back]!;
      if (token.key === '' || (!inTerm[back] && clauseBreakWords.has(token.word))) break;
      negated[back] = true;
    }
  }
  return negated;
}

const affirmingVerbs = new Set([
  'has',
  'had',
  'have',
  'shows',
  'showed',
  'show',
  'presents',
  'presented',
  'reports',
  'reported',
  'is',
  'was',
  'developed',
  'develops',
  'exhibits',
  'exhibited',
]);

/** Finds the HPO terms a note mentions, and which of them it negates. */
export function textToHpo(index: HpoIndex, text: string): TextToHpoResult {
  if (text.length > maxTextToHpoLength) throw new RangeError(textTooLongMessage);
  const tokens = tokenize(text);
  const kept = longestNonOverlapping(candidates(index, tokens));
  const inTerm: boolean[] = [];
  for (const match of kept) for (let at = match.first; at <= match.last; at += 1) inTerm[at] = true;
  const negated = negationScope(tokens, inTerm);
  const matches = kept.map((match): HpoMatch => {
    const start = tokens[match.first]!.start;
    const end = tokens[match.last]!.end;
    return {
      hpoId: match.term.hpoId,
      name: match.term.name,
      matchedText: text.slice(start, end),
      start,
      end,
      negated: negated[match.first] === true,
    };
  });
  const hpoIds: string[] = [];
  const hpoNames: string[] = [];
  for (const match of matches) {
    if (match.negated || hpoIds.includes(match.hpoId)) continue;
    hpoIds.push(match.hpoId);
    hpoNames.push(match.name);
  }
  return { hpoIds, hpoNames, matches };
}

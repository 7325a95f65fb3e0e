/**
 * Edit distance against the catalog's vocabulary (docs/decisions/0048-typo-tolerant-search.md): pure functions, no
 * database. The bounds here keep a long or hostile query cheap: only letter words of a sane length are compared,
 * candidates are filtered by length and letter counts before any distance is worked out, and each distance stops
 * as soon as it exceeds the allowance.
 */

/** Words shorter than this are never corrected: 'cat' → 'car' changes the meaning more often than it fixes one. */
export const TYPO_MIN_LENGTH = 4;
/** From this length on, two edits are forgiven (Algolia, Typesense and Meilisearch: 8 or 9). */
export const TWO_TYPOS_LENGTH = 8;
/** Longer words are not corrected (nothing in a catalog vocabulary is that long, and the work grows with it). */
export const TYPO_MAX_LENGTH = 30;

/** Edits forgiven in a word of this many letters. */
export function allowedEdits(length: number): number {
  if (length < TYPO_MIN_LENGTH || length > TYPO_MAX_LENGTH) return 0;
  return length >= TWO_TYPOS_LENGTH ? 2 : 1;
}

/** Letters NFD leaves whole that lantern_unaccent (the database's unaccent) folds. */
const FOLDED: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ı: 'i', þ: 'th' };

/** Lower-cased and unaccented like the vocabulary (lantern_unaccent(lower(…)) in migration 0069). */
export function normalizeWord(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[øæœßłđıþ]/g, (letter) => FOLDED[letter] ?? letter);
}

/** Only words of plain letters are corrected: other scripts, digits and codes are matched as typed. */
export const CORRECTABLE = /^[a-z]+$/;

const letterIndex = (code: number) => (code >= 97 && code <= 122 ? code - 97 : 26);

/**
 * A lower bound of the edit distance from letter counts (the bag distance): one edit changes at most one letter's
 * count up and one down. Cheap, and it rules out most of a vocabulary before any distance is computed.
 */
export function letterCounts(word: string): Int8Array {
  const counts = new Int8Array(27);
  for (let i = 0; i < word.length; i++) counts[letterIndex(word.charCodeAt(i))]!++;
  return counts;
}

function letterSet(word: string): number {
  let set = 0;
  for (let i = 0; i < word.length; i++) set |= 1 << letterIndex(word.charCodeAt(i));
  return set;
}

function bitCount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Each letter one word holds and the other does not needs an edit: a lower bound of the bag distance. */
const setDistance = (a: number, b: number) => Math.max(bitCount(a & ~b), bitCount(b & ~a));

function bagDistance(a: Int8Array, b: Int8Array): number {
  let more = 0;
  let fewer = 0;
  for (let i = 0; i < 27; i++) {
    const d = a[i]! - b[i]!;
    if (d > 0) more += d;
    else fewer -= d;
  }
  return Math.max(more, fewer);
}

/** Rows of the distance table, reused: a search compares thousands of words, and allocating each row cost more. */
const ROW_SIZE = TYPO_MAX_LENGTH + 1;
let prev2 = new Int32Array(ROW_SIZE);
let prev = new Int32Array(ROW_SIZE);
let row = new Int32Array(ROW_SIZE);

/**
 * The edit distance (insertions, deletions, substitutions, and a swap of neighbouring letters as one edit) from
 * typed (at most TYPO_MAX_LENGTH letters) to word, or to the closest prefix of word when asPrefix; max + 1 as soon
 * as it must exceed max.
 */
export function boundedDistance(typed: string, word: string, max: number, asPrefix = false): number {
  const m = typed.length;
  if (m > TYPO_MAX_LENGTH) return max + 1;
  const n = asPrefix ? Math.min(word.length, m + max) : word.length;
  if (!asPrefix && Math.abs(m - n) > max) return max + 1;
  if (asPrefix && n < m - max) return max + 1;
  // Rows over word's letters; columns over typed's. prev2 for the swap.
  for (let i = 0; i <= m; i++) prev[i] = i;
  let best = asPrefix ? m : max + 1;
  for (let j = 1; j <= n; j++) {
    row[0] = j;
    let rowMin = j;
    const w = word.charCodeAt(j - 1);
    const wBefore = j > 1 ? word.charCodeAt(j - 2) : -1;
    for (let i = 1; i <= m; i++) {
      const t = typed.charCodeAt(i - 1);
      let d = Math.min(prev[i]! + 1, row[i - 1]! + 1, prev[i - 1]! + (t === w ? 0 : 1));
      if (i > 1 && t === wBefore && typed.charCodeAt(i - 2) === w && prev2[i - 2]! + 1 < d)
        d = prev2[i - 2]! + 1;
      row[i] = d;
      if (d < rowMin) rowMin = d;
    }
    if (asPrefix && row[m]! < best) best = row[m]!;
    if (rowMin > max) return asPrefix ? Math.min(best, max + 1) : max + 1;
    const oldest = prev2;
    prev2 = prev;
    prev = row;
    row = oldest;
  }
  return asPrefix ? Math.min(best, max + 1) : Math.min(prev[m]!, max + 1);
}

/**
 * Letters typed has more of than word: each needs an edit even against a prefix of word (a prefix holds no more of
 * a letter than the word), so more than max rules word out as a prefix before any distance is computed.
 */
function deficit(typed: Int8Array, word: Int8Array): number {
  let missing = 0;
  for (let i = 0; i < 27; i++) if (typed[i]! > word[i]!) missing += typed[i]! - word[i]!;
  return missing;
}

/** A vocabulary word within reach of a typed word. */
export interface TypoCandidate {
  word: string;
  distance: number;
  /** Reached as the start of a longer word (the last word of a query, still being typed). */
  prefix: boolean;
  documents: number;
}

/** A vocabulary indexed for the search below: words by length, with their counts and letter counts. */
export interface VocabularyIndex {
  words: string[];
  documents: Int32Array;
  letters: Int8Array[];
  /** Which letters each word holds (bit i: letter i of a to z): a cheaper first bound than the letter counts. */
  letterSets: Int32Array;
  /** lengthStart[n]: the index of the first word of n letters or more (n up to the longest word's length + 1). */
  lengthStart: Int32Array;
}

/**
 * The index of words held by documents (word → count; words held by none are left out), shortest first: a typed word
 * is only compared with the words whose length is within its allowed edits, a quarter of a vocabulary or less.
 */
export function vocabularyIndex(counts: Iterable<[word: string, documents: number]>): VocabularyIndex {
  const held = [...counts].filter(([, n]) => n > 0).sort((a, b) => a[0].length - b[0].length);
  const words = held.map(([word]) => word);
  const lengthStart = new Int32Array((words.at(-1)?.length ?? 0) + 2);
  for (let n = 0, k = 0; n < lengthStart.length; n++) {
    while (k < words.length && words[k]!.length < n) k++;
    lengthStart[n] = k;
  }
  return {
    words,
    documents: Int32Array.from(held, ([, n]) => n),
    letters: words.map(letterCounts),
    letterSets: Int32Array.from(words, letterSet),
    lengthStart,
  };
}

/** The index range of the words of lengths from to to (inclusive). */
function lengthRange({ lengthStart, words }: VocabularyIndex, from: number, to: number): [number, number] {
  const at = (n: number) => (n >= lengthStart.length ? words.length : lengthStart[Math.max(0, n)]!);
  return [at(from), at(to + 1)];
}

/** How many candidates are kept per word: the best is the correction, the rest only break ties. */
export const CANDIDATES_PER_WORD = 3;

/**
 * The vocabulary words within the allowed edits of typed (a normalized word), best first: fewest edits, whole words
 * before prefixes, the same first letter, then the most documents. Prefixes (with typed's first letter) only when
 * asPrefix and no whole word is within reach.
 */
export function typoCandidates(index: VocabularyIndex, typed: string, asPrefix: boolean): TypoCandidate[] {
  const max = allowedEdits(typed.length);
  if (max === 0 || !CORRECTABLE.test(typed)) return [];
  const typedLetters = letterCounts(typed);
  const typedSet = letterSet(typed);
  const whole: TypoCandidate[] = [];
  const [wholeStart, wholeEnd] = lengthRange(index, typed.length - max, typed.length + max);
  for (let k = wholeStart; k < wholeEnd; k++) {
    const word = index.words[k]!;
    if (word === typed || setDistance(typedSet, index.letterSets[k]!) > max) continue;
    if (bagDistance(typedLetters, index.letters[k]!) > max) continue;
    const distance = boundedDistance(typed, word, max);
    if (distance <= max) whole.push({ word, distance, prefix: false, documents: index.documents[k]! });
  }
  // A word still being typed: its first letter is taken as typed (typos there are rare), the rest may differ.
  const prefixes: TypoCandidate[] = [];
  if (asPrefix && whole.length === 0) {
    const [longerStart, longerEnd] = lengthRange(index, typed.length + max + 1, Number.POSITIVE_INFINITY);
    for (let k = longerStart; k < longerEnd; k++) {
      const word = index.words[k]!;
      if (word.charCodeAt(0) !== typed.charCodeAt(0) || deficit(typedLetters, index.letters[k]!) > max)
        continue;
      const distance = boundedDistance(typed, word, max, true);
      if (distance <= max) prefixes.push({ word, distance, prefix: true, documents: index.documents[k]! });
    }
  }
  const found = whole.length ? whole : prefixes;
  const first = typed[0];
  found.sort(
    (a, b) =>
      a.distance - b.distance ||
      Number(b.word[0] === first) - Number(a.word[0] === first) ||
      b.documents - a.documents ||
      (a.word < b.word ? -1 : 1),
  );
  return found.slice(0, CANDIDATES_PER_WORD);
}

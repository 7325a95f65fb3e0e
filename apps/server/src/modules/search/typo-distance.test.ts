import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  boundedDistance,
  letterCounts,
  normalizeWord,
  typoCandidates,
  type VocabularyIndex,
} from './typo-distance.ts';

/** No database: the distance and candidate rules on their own. */

function index(entries: [string, number][]): VocabularyIndex {
  return {
    words: entries.map(([word]) => word),
    documents: Int32Array.from(entries.map(([, n]) => n)),
    letters: entries.map(([word]) => letterCounts(word)),
  };
}

describe('typo distance', () => {
  it('forgives one edit from 4 letters and two from 8, none in short or overlong words', () => {
    expect([3, 4, 7, 8, 30, 31].map(allowedEdits)).toEqual([0, 1, 1, 2, 2, 0]);
  });

  it('counts insertions, deletions, substitutions and a swap of neighbours as one edit each', () => {
    expect(boundedDistance('oystr', 'oyster', 1)).toBe(1);
    expect(boundedDistance('fractons', 'fractions', 2)).toBe(1);
    expect(boundedDistance('eqiuvalent', 'equivalent', 2)).toBe(1);
    expect(boundedDistance('ecosistim', 'ecosystem', 2)).toBe(2);
    // Past the allowance it stops early and answers max + 1.
    expect(boundedDistance('ecosistim', 'economics', 2)).toBe(3);
    expect(boundedDistance('abcd', 'abcdefgh', 1)).toBe(2);
  });

  it('measures a prefix against the closest start of a longer word', () => {
    expect(boundedDistance('photosynthe', 'photosynthesis', 2, true)).toBe(0);
    expect(boundedDistance('photosinthe', 'photosynthesis', 2, true)).toBe(1);
    expect(boundedDistance('fotosinthe', 'photosynthesis', 2, true)).toBe(3);
  });

  it('normalizes like the vocabulary: lower case, no accents, folded letters', () => {
    expect(normalizeWord('FotoSíntesis')).toBe('fotosintesis');
    expect(normalizeWord('Ærøskøbing')).toBe('aeroskobing');
    expect(normalizeWord('Straße')).toBe('strasse');
  });

  it('ranks candidates by edits, first letter, then documents; prefixes only when no whole word is near', () => {
    const vocabulary = index([
      ['fractions', 5],
      ['fraction', 50],
      ['factions', 9],
      ['tractions', 90],
      ['photosynthesis', 3],
    ]);
    expect(typoCandidates(vocabulary, 'fractons', false).map((c) => c.word)).toEqual([
      'fractions',
      'fraction',
      'factions',
    ]);
    expect(typoCandidates(vocabulary, 'photosynth', false)).toEqual([]);
    expect(typoCandidates(vocabulary, 'photosynth', true)).toEqual([
      { word: 'photosynthesis', distance: 0, prefix: true, documents: 3 },
    ]);
    // Other scripts, digits and short words are left as typed.
    for (const typed of ['фракции', '5nf', 'oys', 'a'.repeat(31)]) {
      expect(typoCandidates(vocabulary, typed, true)).toEqual([]);
    }
  });
});

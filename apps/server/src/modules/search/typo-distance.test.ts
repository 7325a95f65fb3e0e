import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  boundedDistance,
  normalizeWord,
  typoCandidates,
  vocabularyIndex,
} from './typo-distance.ts';

/** No database: the distance and candidate rules on their own. */

const index = (entries: [string, number][]) => vocabularyIndex(entries);

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
    // A prefix is a word longer than typed by more than the allowed edits, at the longest typed length too.
    const long = `b${'a'.repeat(29)}`;
    const withinTwo = index([[`b${'a'.repeat(27)}xxyy`, 1]]);
    expect(typoCandidates(withinTwo, long, true)).toEqual([]);
    // Other scripts, digits and short words are left as typed.
    for (const typed of ['фракции', '5nf', 'oys', 'a'.repeat(31)]) {
      expect(typoCandidates(vocabulary, typed, true)).toEqual([]);
    }
  });

  it('drops no word within reach: the length, letter-set and letter-count bounds only skip words out of it', () => {
    // A vocabulary of near neighbours (few letters, many shared) against every word's typos, checked by brute force.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const word = () => Array.from({ length: 3 + next(9) }, () => 'aeinrst'[next(7)]).join('');
    const entries = [
      ...new Map(Array.from({ length: 400 }, () => [word(), 1 + next(50)] as [string, number])),
    ];
    const vocabulary = index(entries);
    for (let i = 0; i < 60; i++) {
      const typed = word();
      const max = allowedEdits(typed.length);
      const within = entries
        .filter(([w]) => w !== typed && boundedDistance(typed, w, max) <= max)
        .map(([w]) => w);
      const found = typoCandidates(vocabulary, typed, false).map((c) => c.word);
      // The three best are reported: all of them when fewer are within reach, else three of those.
      expect(found.length, typed).toBe(Math.min(3, within.length));
      for (const w of found) expect(within, typed).toContain(w);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { standardCodeKeys as candidates, codeKey } from './standard-codes.ts';

const standardCodeKeys = (q: string) => {
  const { keys, parentKeys } = candidates(q);
  return { keys: keys.map((candidate) => candidate.key), parentKeys };
};

/** The parser alone (no database): which keys a query proposes. Whether they are codes is the database's call. */
describe('standard code keys', () => {
  it('makes one key of every spelling of a code', () => {
    for (const typed of ['5.NF.B.4a', '5nf b 4a', '5-NF-B-4A', '5_nf_b_4a', ' 5.nf.b.4A ']) {
      expect(standardCodeKeys(typed).keys).toContain('5NFB4A');
    }
    expect(codeKey('HSN-RN.A.1')).toBe('HSNRNA1');
    expect(codeKey('ms-ls2-1')).toBe('MSLS21');
  });

  it('drops the corestandards.org prefixes, keeping the whole key too', () => {
    expect(standardCodeKeys('CCSS.MATH.CONTENT.5.NF.B.4').keys).toEqual(
      expect.arrayContaining(['CCSSMATHCONTENT5NFB4', '5NFB4']),
    );
    expect(standardCodeKeys('ccss.ela-literacy.rl.3.1').keys).toContain('RL31');
    expect(standardCodeKeys('CCSS.Math.Practice.MP1').keys).toContain('MP1');
    expect(standardCodeKeys('ccss math content 5 nf b 4').keys).toContain('5NFB4');
  });

  it('says which words each key was made of', () => {
    expect(candidates('for 5 nf b 4').keys).toEqual(
      expect.arrayContaining([
        { key: '5NFB4', first: 1, last: 4 },
        { key: '5NF', first: 1, last: 2 },
      ]),
    );
  });

  it('finds a code inside a longer query', () => {
    const { keys } = standardCodeKeys('fraction videos for 5.NF.B.4 please');
    expect(keys).toContain('5NFB4');
    expect(standardCodeKeys('ecosystems (MS-LS2-1),').keys).toContain('MSLS21');
  });

  it('proposes a sub-standard’s parent, only as a fallback key', () => {
    expect(standardCodeKeys('5.NF.B.3a').parentKeys).toEqual(['5NFB3']);
    expect(standardCodeKeys('W.3.1a').parentKeys).toContain('W31');
    expect(standardCodeKeys('5.NF.B').parentKeys).toEqual([]);
  });

  it('never takes a plain word for a code', () => {
    expect(standardCodeKeys('water').keys).toEqual([]);
    expect(standardCodeKeys('rl').keys).toEqual([]);
    expect(standardCodeKeys('photosynthesis in plants').keys).not.toContain('PHOTOSYNTHESIS');
    // Two ordinary words are not a code spread over words; abbreviations and words with a digit are.
    expect(standardCodeKeys('rocks wetlands').keys).toEqual([]);
    expect(standardCodeKeys('k cc').keys).toContain('KCC');
    expect(standardCodeKeys('hs ess').keys).toContain('HSESS');
  });

  it('stays bounded on a huge query', () => {
    const { keys } = standardCodeKeys(Array.from({ length: 5000 }, (_, i) => `w${i}`).join(' '));
    expect(keys.length).toBeLessThanOrEqual(32 * 8 * 2);
    expect(standardCodeKeys('x'.repeat(10_000)).keys).toEqual([]);
    expect(standardCodeKeys('%_\\ \' " ; -- .*+?^$ ()[]{}|').keys).toEqual([]);
  });
});

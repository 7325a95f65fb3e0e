/**
 * Standard codes as teachers type them (docs/decisions/0049-standard-codes.md). A code is compared by its key:
 * upper case, letters and digits only ('5.NF.B.4a', '5nf b 4a', '5-NF-B-4A' → 5NFB4A), the same key migration
 * 0070 stores for every item's code (code_key) and legacy label (alternative_key). Which keys are real codes is
 * for the database to say: the parser only proposes the parts of a query that could be one, boundedly.
 */

/**
 * Prefixes of the corestandards.org dot notation (CCSS.Math.Content.5.NF.B.4, CCSS.ELA-Literacy.RL.3.1,
 * CCSS.Math.Practice.MP1) and the bare framework names, as keys. Longest first: the first that fits is cut.
 */
const PREFIX_KEYS = [
  'CCSSMATHCONTENT',
  'CCSSMATHPRACTICE',
  'CCSSELALITERACY',
  'CCSSMATH',
  'CCSSELA',
  'CCSS',
  'NGSS',
];

/** One word of a code: letters and digits joined by dots, dashes or underscores ('5.NF.B.4a', 'MS-LS2-1'). */
const CODE_WORD = /^[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)*$/u;

/** Words a query may spread a code over ('ccss math content 5 nf b 4a'), and the words looked at. */
const MAX_SPAN_WORDS = 8;
const MAX_WORDS = 32;
/** In a code spread over several words, each word is short; a long word is prose, not part of a code. */
const MAX_SPAN_WORD_LENGTH = 8;
/**
 * A code spread over several words without a digit is abbreviations ('k cc', 'hs ess'): words this short. Two
 * ordinary words ('rocks wetlands') are not looked up as a code: the lookup is the heaviest statement a search
 * plans.
 */
const MAX_ABBREVIATION_LENGTH = 3;
/** The longest code key of the shipped frameworks is 15 characters ('HSSCPB9', 'WHST9103A'); prefixes add 15. */
const MAX_KEY_LENGTH = 40;

/** The key of a code or of typed text: upper case, letters and digits only, accents dropped. */
export function codeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

function withoutPrefix(key: string): string | null {
  for (const prefix of PREFIX_KEYS) {
    if (key.startsWith(prefix) && key.length > prefix.length + 1) return key.slice(prefix.length);
  }
  return null;
}

/** A key and the words it was made of (first and last index), so that a longer code beats the codes inside it. */
export interface CodeCandidate {
  key: string;
  first: number;
  last: number;
}

export interface StandardCodeKeys {
  /** Keys that may be a standard's code or legacy label. */
  keys: CodeCandidate[];
  /**
   * A sub-standard's parent ('5.NF.B.3a' → 5NFB3): looked up only when no key is a code, so that a lettered
   * sub-standard the framework does not list still reaches its standard's resources.
   */
  parentKeys: string[];
}

/** Strips the punctuation around a word ('(5.NF.B.4)', '"MS-LS2-1",'). */
const trimWord = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * The keys a query could hold a standard code under: every run of up to MAX_SPAN_WORDS code-shaped words. A
 * single word counts when it has a digit or a separator inside ('HSN-RN', '5.NF'), so that plain words ('water',
 * 'rl') are never taken for codes; several short words count together ('5 nf b 4', 'ms ls2'). Of codes found in
 * overlapping words, the longest wins (the query lookup's job: '5 nf b 4' is 5.NF.B.4, not the domain 5.NF).
 * Bounded: at most MAX_WORDS × MAX_SPAN_WORDS candidates (twice, with a prefix cut), whatever the query's length.
 */
export function standardCodeKeys(q: string): StandardCodeKeys {
  const words = q.split(/\s+/).slice(0, MAX_WORDS).map(trimWord);
  const keys = new Map<string, CodeCandidate>();
  const add = (key: string, first: number, last: number) => {
    const known = keys.get(key);
    if (!known || known.last - known.first < last - first) keys.set(key, { key, first, last });
  };
  for (let start = 0; start < words.length; start++) {
    for (let end = start; end < Math.min(words.length, start + MAX_SPAN_WORDS); end++) {
      const word = words[end] as string;
      if (!CODE_WORD.test(word)) break;
      const several = end > start;
      if (
        several &&
        (word.length > MAX_SPAN_WORD_LENGTH || (words[start] as string).length > MAX_SPAN_WORD_LENGTH)
      ) {
        break;
      }
      const spanWords = words.slice(start, end + 1);
      const span = spanWords.join(' ');
      const withDigit = /\p{N}/u.test(span);
      if (!several && !withDigit && !/[._-]/.test(span)) continue;
      if (several && !withDigit && spanWords.some((w) => w.length > MAX_ABBREVIATION_LENGTH)) continue;
      const key = codeKey(span);
      if (key.length < 2 || key.length > MAX_KEY_LENGTH) continue;
      add(key, start, end);
      const bare = withoutPrefix(key);
      if (bare) add(bare, start, end);
    }
  }
  const parentKeys = new Set<string>();
  for (const key of keys.keys()) {
    // A lettered sub-standard: a digit then one letter at the end (5NFB4A, W31A, RF K 1 A).
    if (/[0-9][A-Z]$/.test(key)) parentKeys.add(key.slice(0, -1));
  }
  return { keys: [...keys.values()], parentKeys: [...parentKeys].filter((key) => !keys.has(key)) };
}

/**
 * The key of text typed into the search box as the start of a code ('5.nf', 'CCSS.Math.Content.5.NF.B'), or null
 * when it does not look like one: one to MAX_SPAN_WORDS short code-shaped words with a digit or a separator.
 */
export function typedCodeKey(q: string): string | null {
  const words = q.trim().split(/\s+/).map(trimWord);
  if (words.length > MAX_SPAN_WORDS || !words.every((word) => CODE_WORD.test(word))) return null;
  if (words.length > 1 && words.some((word) => word.length > MAX_SPAN_WORD_LENGTH)) return null;
  if (!/\p{N}/u.test(q) && !/[._-]/.test(q)) return null;
  const key = codeKey(q);
  const bare = withoutPrefix(key) ?? key;
  return bare.length >= 2 && bare.length <= MAX_KEY_LENGTH ? bare : null;
}

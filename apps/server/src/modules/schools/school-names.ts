/**
 * How district and school names are searched (docs/decisions/0032): folded to lower case without accents or
 * marks, apostrophes dropped ("St. Mary's" → "st marys"), and every other run of characters that is not a letter
 * or a digit one space. The loader stores the folded name (search_name, with a leading space so
 * `LIKE '% word%'` finds a word start) and each folded word; a search is folded the same way, so its text can
 * never carry a LIKE wildcard (%, _, \ are not letters) and every Unicode class is handled alike.
 */

/** At most this many words of a search are used (each must start a word of the name). */
export const MAX_SEARCH_WORDS = 8;

export function foldWords(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/['’ʼ`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return folded === '' ? [] : folded.split(' ');
}

/** The stored search_name: ' ' + the folded words, so every word start follows a space. */
export function searchNameOf(name: string): string {
  return ` ${foldWords(name).join(' ')}`;
}

/** A search folded for the repository: its words (deduplicated, longest prefix kept), at most MAX_SEARCH_WORDS. */
export function searchWordsOf(search: string): string[] {
  const words = [...new Set(foldWords(search))].slice(0, MAX_SEARCH_WORDS);
  // A word that is a prefix of another adds nothing ('san sandy'): keep the longer one.
  return words.filter((word) => !words.some((other) => other !== word && other.startsWith(word)));
}

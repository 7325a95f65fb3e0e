/** Which words the sign-up dialog may ask the username preview about (GET /api/v2/student/username/). */

export interface UsernameWords {
  custom_word: string;
  first_word: string;
  second_word: string;
}

export function usernameWordsKey(words: UsernameWords): string {
  return JSON.stringify([words.custom_word, words.first_word, words.second_word]);
}

/**
 * The words to ask about, or null to ask nothing: only the words chosen now, only once the student
 * has paused on them (`settledKey` is the key of the words that stayed unchanged for a moment), and
 * only when they are a complete, valid set. Asking with the words of a moment ago would answer for
 * words no longer chosen (and, before the last word is picked, with a 400).
 */
export function usernamePreviewRequest(
  chosen: UsernameWords,
  settledKey: string,
  complete: boolean,
): UsernameWords | null {
  if (!complete) return null;
  return usernameWordsKey(chosen) === settledKey ? chosen : null;
}

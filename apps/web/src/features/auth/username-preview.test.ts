import { describe, expect, it } from 'vitest';
import { usernamePreviewRequest, usernameWordsKey } from './username-preview.ts';

const partial = { custom_word: 'Sam', first_word: 'happy', second_word: '' };
const chosen = { custom_word: 'Sam', first_word: 'happy', second_word: 'fox' };

describe('usernamePreviewRequest', () => {
  it('asks with the chosen words once the student has paused on them', () => {
    expect(usernamePreviewRequest(chosen, usernameWordsKey(chosen), true)).toEqual(chosen);
  });

  it('never asks with the words of a moment ago (the last word was just picked)', () => {
    expect(usernamePreviewRequest(chosen, usernameWordsKey(partial), true)).toBeNull();
  });

  it('never asks with an incomplete or invalid set', () => {
    expect(usernamePreviewRequest(partial, usernameWordsKey(partial), false)).toBeNull();
  });

  it('tells word sets apart even when their joined text is the same', () => {
    const shifted = { custom_word: 'Sa', first_word: 'mhappy', second_word: 'fox' };
    expect(usernamePreviewRequest(chosen, usernameWordsKey(shifted), true)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  autocompleteApiQuery,
  nextActiveIndex,
  suggestionQuery,
  suggestionSearchText,
  wantsSuggestions,
} from './autocomplete.ts';

describe('autocomplete', () => {
  it('asks only for texts of two characters or more', () => {
    expect(wantsSuggestions('a')).toBe(false);
    expect(wantsSuggestions(' a ')).toBe(false);
    expect(wantsSuggestions('vo')).toBe(true);
  });
  it('sends the mode flags and no facets of its own: the server applies the student and add-on rules', () => {
    expect(autocompleteApiQuery('volc', { student: false, addOn: false })).toBe('q=volc');
    expect(autocompleteApiQuery('volc', { student: true, addOn: false })).toBe('q=volc&student=true');
    expect(autocompleteApiQuery('volc', { student: false, addOn: true })).toBe('q=volc&add_on=true');
  });
  it('searches a suggestion as its exact title', () => {
    expect(suggestionSearchText('Volcanoes of Hawai‘i')).toBe('"Volcanoes of Hawai‘i"');
    expect(suggestionSearchText('The "Big" Idea')).toBe('"The Big Idea"');
    // A standard searches its code (issue 23), which reaches everything aligned to it.
    expect(
      suggestionQuery({
        title: '5.NF.B.4 — Apply…',
        object_type: 'standard',
        url: '/search?q=5.NF.B.4',
        code: '5.NF.B.4',
      }),
    ).toBe('5.NF.B.4');
    expect(suggestionQuery({ title: 'Tide pools', object_type: 'resource', url: '/resource/x/' })).toBe(
      '"Tide pools"',
    );
  });
  it('moves through the options with the arrow keys, wrapping around', () => {
    expect(nextActiveIndex(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(2, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveIndex(0, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveIndex(1, 'ArrowUp', 3)).toBe(0);
    expect(nextActiveIndex(0, 'ArrowDown', 0)).toBe(-1);
  });
});

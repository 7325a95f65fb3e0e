import { describe, expect, it } from 'vitest';
import {
  autocompleteApiQuery,
  nextActiveIndex,
  suggestionSearchText,
  wantsSuggestions,
} from './autocomplete.ts';

describe('autocomplete', () => {
  it('asks only for texts of two characters or more', () => {
    expect(wantsSuggestions('a')).toBe(false);
    expect(wantsSuggestions(' a ')).toBe(false);
    expect(wantsSuggestions('vo')).toBe(true);
  });
  it('applies the student and add-on rules of the search', () => {
    expect(autocompleteApiQuery('volc', { student: false, addOn: false })).toBe('q=volc');
    const student = new URLSearchParams(autocompleteApiQuery('volc', { student: true, addOn: false }));
    expect(student.get('student')).toBe('true');
    expect(student.getAll('selected_facet')).toEqual(['student_content:true']);
    expect(student.getAll('excluded_facet')).toEqual(['media_type:Lesson Plan']);
    const addOn = new URLSearchParams(autocompleteApiQuery('volc', { student: false, addOn: true }));
    expect(addOn.getAll('excluded_facet')).toEqual(['media_type:Lesson Plan,Collection']);
  });
  it('searches a suggestion as its exact title', () => {
    expect(suggestionSearchText('Volcanoes of Hawai‘i')).toBe('"Volcanoes of Hawai‘i"');
    expect(suggestionSearchText('The "Big" Idea')).toBe('"The Big Idea"');
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

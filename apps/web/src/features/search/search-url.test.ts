import { describe, expect, it } from 'vitest';
import { facetEntryText, facetValueLabel, offeredEntries } from './facet-labels.ts';
import {
  clearFacets,
  excludeFacet,
  LAST_REACHABLE_PAGE,
  pageCount,
  pageWindow,
  readSearchState,
  removeFacet,
  resultHref,
  searchApiQuery,
  searchStart,
  toggleSelected,
  withPage,
  withRankBy,
} from './search-url.ts';

const params = (query: string) => new URLSearchParams(query);
const teacher = { student: false, addOn: false };

describe('readSearchState', () => {
  it('reads q, facets, order and page from the address', () => {
    const state = readSearchState(
      params('q=+volcano+&selected_facet=media_type:Video&excluded_facet=grades:6-8&rank_by=newest&page=3'),
    );
    expect(state).toEqual({
      q: 'volcano',
      selected: ['media_type:Video'],
      excluded: ['grades:6-8'],
      rankBy: 'newest',
      page: 3,
    });
  });
  it('ignores what it cannot use instead of failing', () => {
    const state = readSearchState(params('selected_facet=nonsense&rank_by=loudest&page=-2'));
    expect(state).toEqual({ q: '', selected: [], excluded: [], rankBy: null, page: 1 });
    expect(readSearchState(params('page=2.5')).page).toBe(1);
    expect(readSearchState(params('page=99999999')).page).toBe(LAST_REACHABLE_PAGE);
  });
});

describe('searchApiQuery', () => {
  it('always sends q, pages by ten and asks for every facet', () => {
    const query = params(
      searchApiQuery(readSearchState(params('page=3')), teacher, { start: searchStart(3), count: 10 }),
    );
    expect(query.get('q')).toBe('');
    expect(query.get('start')).toBe('20');
    expect(query.get('count')).toBe('10');
    expect(query.get('facet_by')).toBe(
      'accessibility,additional_features,cp,cs,ct,grades,subject,language,media_type,duration',
    );
    expect(query.has('student')).toBe(false);
  });
  it('encodes the search text and facet values', () => {
    const state = readSearchState(params('q=r%C3%ADo+%26+lake&selected_facet=media_type%3ALesson+Plan'));
    const text = searchApiQuery(state, teacher, { start: 0, count: 10 });
    expect(text).toContain('q=r%C3%ADo+%26+lake');
    expect(text).toContain('selected_facet=media_type%3ALesson+Plan');
  });
  it('adds student content and drops Lesson Plans for students', () => {
    const query = params(
      searchApiQuery(
        readSearchState(params('selected_facet=grades:3-5')),
        { student: true, addOn: false },
        {
          start: 0,
          count: 10,
        },
      ),
    );
    // The server applies the student rule (student content, no Lesson Plans): the web adds no facet for it.
    expect(query.getAll('selected_facet')).toEqual(['grades:3-5']);
    expect(query.getAll('excluded_facet')).toEqual([]);
    expect(query.get('student')).toBe('true');
  });
  it('flags the add-on view; the server leaves out its Lesson Plans and Collections', () => {
    const query = params(
      searchApiQuery(readSearchState(params('')), { student: false, addOn: true }, { start: 0, count: 10 }),
    );
    expect(query.getAll('excluded_facet')).toEqual([]);
    expect(query.get('add_on')).toBe('true');
  });
});

describe('address edits', () => {
  it('toggles a selected facet and returns to page 1', () => {
    const on = toggleSelected(params('q=a&page=4'), 'media_type:Video');
    expect(on.getAll('selected_facet')).toEqual(['media_type:Video']);
    expect(on.has('page')).toBe(false);
    expect(on.get('q')).toBe('a');
    expect(toggleSelected(on, 'media_type:Video').getAll('selected_facet')).toEqual([]);
  });
  it('moves a value between selected and excluded', () => {
    const excluded = excludeFacet(params('selected_facet=media_type:Video'), 'media_type:Video');
    expect(excluded.getAll('selected_facet')).toEqual([]);
    expect(excluded.getAll('excluded_facet')).toEqual(['media_type:Video']);
    const selected = toggleSelected(excluded, 'media_type:Video');
    expect(selected.getAll('excluded_facet')).toEqual([]);
    expect(selected.getAll('selected_facet')).toEqual(['media_type:Video']);
  });
  it('removes one facet and clears all but those kept', () => {
    const start = params(
      'selected_facet=grades:3-5&selected_facet=media_type:Audio&excluded_facet=language:es',
    );
    expect(removeFacet(start, 'selected', 'media_type:Audio').getAll('selected_facet')).toEqual([
      'grades:3-5',
    ]);
    expect(removeFacet(start, 'excluded', 'language:es').getAll('excluded_facet')).toEqual([]);
    const cleared = clearFacets(start, (facet) => facet.startsWith('grades:'));
    expect(cleared.getAll('selected_facet')).toEqual(['grades:3-5']);
    expect(cleared.getAll('excluded_facet')).toEqual([]);
  });
  it('sets the order and the page', () => {
    expect(withRankBy(params('page=2'), 'title').toString()).toBe('rank_by=title');
    expect(withRankBy(params('rank_by=title'), null).toString()).toBe('');
    expect(withPage(params('q=x'), 2).toString()).toBe('q=x&page=2');
    expect(withPage(params('q=x&page=2'), 1).toString()).toBe('q=x');
  });
});

describe('paging', () => {
  it('counts pages of ten', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(421)).toBe(43);
    expect(pageCount(10_000_000)).toBe(LAST_REACHABLE_PAGE);
  });
  it('offers first, last and neighbours with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageWindow(10, 43)).toEqual([1, null, 8, 9, 10, 11, 12, null, 43]);
    expect(pageWindow(43, 43)).toEqual([1, null, 41, 42, 43]);
  });
});

describe('facet labels', () => {
  it("reads 'type (count)' and 'Resources in {language} (count)'", () => {
    expect(facetEntryText('media_type', { label: 'Video', count: 12 })).toBe('Video (12)');
    expect(facetEntryText('language', { label: 'Spanish', count: 4 })).toBe('Resources in Spanish (4)');
  });
  it('never offers Lesson Plan to students, nor Collection in the add-on', () => {
    const entries = ['Video', 'Lesson Plan', 'Collection'].map((value) => ({
      value,
      label: value,
      count: 1,
    }));
    expect(offeredEntries('media_type', entries, teacher).map((e) => e.value)).toHaveLength(3);
    expect(
      offeredEntries('media_type', entries, { student: true, addOn: false }).map((e) => e.value),
    ).toEqual(['Video', 'Collection']);
    expect(
      offeredEntries('media_type', entries, { student: false, addOn: true }).map((e) => e.value),
    ).toEqual(['Video']);
  });
  it('names chosen values from the facet counts', () => {
    const facets = { subject: [{ value: '8337', label: 'Science', count: 3 }] };
    expect(facetValueLabel(facets, 'subject', '8337')).toBe('Science');
    expect(facetValueLabel(facets, 'subject', '1')).toBe('1');
    expect(facetValueLabel(undefined, 'media_type', 'Lesson Plan,Collection')).toBe(
      'Lesson Plan, Collection',
    );
  });
});

describe('resultHref', () => {
  it('keeps the mode on result links', () => {
    expect(resultHref('/resource/abc/', teacher)).toBe('/resource/abc/');
    expect(resultHref('/resource/abc/', { student: true, addOn: false })).toBe('/resource/abc/?student=true');
    expect(resultHref('/resource/abc/', { student: false, addOn: true })).toBe('/add-on/resource/abc/');
  });
});

import { describe, expect, it } from 'vitest';
import {
  COLLECTION_FACET,
  collectionSearchQuery,
  collectionView,
  resourceSearchState,
  withCollectionType,
} from './collection-search.ts';
import { readSearchState } from './search-url.ts';

const state = (query: string) => readSearchState(new URLSearchParams(query));
const teacher = { student: false, addOn: false };
const student = { student: true, addOn: false };
const addOn = { student: false, addOn: true };
const asked = (query: string | null) => (query === null ? null : new URLSearchParams(query));

describe('collectionView', () => {
  it('previews collections when no type is chosen, or Collection among others', () => {
    expect(collectionView(state('q=water'), teacher)).toBe('preview');
    expect(collectionView(state('selected_facet=grades:3-5'), student)).toBe('preview');
    expect(
      collectionView(state(`selected_facet=${COLLECTION_FACET}&selected_facet=media_type:Video`), teacher),
    ).toBe('preview');
  });

  it('lists only collections when Collection is the one type chosen', () => {
    expect(collectionView(state(`q=&selected_facet=${COLLECTION_FACET}`), teacher)).toBe('only');
  });

  it('shows none for other types, when Collection is left out, and in the add-on', () => {
    expect(collectionView(state('selected_facet=media_type:Video'), teacher)).toBe('none');
    expect(collectionView(state(`excluded_facet=${COLLECTION_FACET}`), teacher)).toBe('none');
    expect(collectionView(state('excluded_facet=media_type:Lesson Plan,Collection'), teacher)).toBe('none');
    expect(collectionView(state(`selected_facet=${COLLECTION_FACET}`), addOn)).toBe('none');
  });
});

describe('collectionSearchQuery', () => {
  it('sends the text and the non-type filters, and asks for a preview of four', () => {
    const query = asked(
      collectionSearchQuery(
        state(
          'q=water cycle&selected_facet=grades:3-5&selected_facet=media_type:Video&excluded_facet=subject:1&rank_by=popularity',
        ),
        teacher,
      ),
    );
    expect(query?.get('q')).toBe('water cycle');
    expect(query?.getAll('selected_facet')).toEqual(['grades:3-5']);
    expect(query?.getAll('excluded_facet')).toEqual(['subject:1']);
    expect(query?.get('start')).toBe('0');
    expect(query?.get('count')).toBe('4');
    expect(query?.has('rank_by')).toBe(false);
  });

  it('always sends q, even empty', () => {
    expect(asked(collectionSearchQuery(state(''), teacher))?.get('q')).toBe('');
  });

  it('pages ten at a time in the collections-only view, with the orders collections know', () => {
    const query = asked(
      collectionSearchQuery(state(`q=&selected_facet=${COLLECTION_FACET}&page=3&rank_by=title`), teacher),
    );
    expect(query?.get('start')).toBe('20');
    expect(query?.get('count')).toBe('10');
    expect(query?.get('rank_by')).toBe('title');
    expect(query?.getAll('selected_facet')).toEqual([]);
    const popular = collectionSearchQuery(
      state(`selected_facet=${COLLECTION_FACET}&rank_by=popularity`),
      teacher,
    );
    expect(asked(popular)?.has('rank_by')).toBe(false);
  });

  it('flags student mode (student=true); the server applies the student rules', () => {
    const query = asked(collectionSearchQuery(state('q=frogs&selected_facet=grades:6-8'), student));
    expect(query?.getAll('selected_facet')).toEqual(['grades:6-8']);
    expect(query?.getAll('excluded_facet')).toEqual([]);
    expect(query?.get('student')).toBe('true');
  });

  it('is not asked in the add-on', () => {
    expect(collectionSearchQuery(state('q=frogs'), addOn)).toBeNull();
  });
});

describe('resourceSearchState', () => {
  it('drops the Collection type in the collections-only view, keeping the other filters', () => {
    const only = state(`q=&selected_facet=${COLLECTION_FACET}&selected_facet=grades:K-2&page=2`);
    expect(resourceSearchState(only, 'only')).toMatchObject({ selected: ['grades:K-2'], page: 1 });
    expect(resourceSearchState(only, 'preview')).toBe(only);
  });
});

describe('withCollectionType', () => {
  const facets = {
    media_type: [
      { value: 'Video', label: 'Video', count: 30 },
      { value: 'Audio', label: 'Audio', count: 5 },
    ],
    grades: [{ value: '3-5', label: 'Upper Elementary', count: 12 }],
  };

  it('adds Collection among the types in count order', () => {
    expect(withCollectionType(facets, 12)?.media_type?.map((entry) => entry.value)).toEqual([
      'Video',
      'Collection',
      'Audio',
    ]);
    expect(withCollectionType(facets, 1)?.media_type?.at(-1)).toEqual({
      value: 'Collection',
      label: 'Collection',
      count: 1,
    });
    expect(withCollectionType(facets, 12)?.grades).toBe(facets.grades);
  });

  it('leaves it out when none match, unless it is chosen', () => {
    expect(withCollectionType(facets, 0)).toBe(facets);
    expect(withCollectionType(facets, undefined)).toBe(facets);
    expect(withCollectionType(facets, 0, true)?.media_type).toHaveLength(3);
    expect(withCollectionType(undefined, 4)).toBeUndefined();
  });
});

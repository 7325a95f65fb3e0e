import { describe, expect, it } from 'vitest';
import { favoritesViewSearch, readFavoritesView, searchFavoritesParams } from './favorites-query.ts';

describe('favorites page address', () => {
  it('reads search, filters, sort and page, ignoring values it does not offer', () => {
    const view = readFavoritesView(
      '?q=%20frogs%20&media_type=Video&grades=6-8&subject=8337&sort=title&page=3',
    );
    expect(view).toEqual({
      q: 'frogs',
      filters: { media_type: 'Video', grades: '6-8', subject: '8337' },
      sort: 'title',
      page: 3,
    });
    expect(readFavoritesView('?media_type=Spaceship&sort=size&page=-2')).toEqual({
      q: '',
      filters: {},
      sort: 'recent',
      page: 1,
    });
  });

  it('writes a view back, keeping student=true and leaving defaults out', () => {
    const view = readFavoritesView('?grades=K-2&page=2');
    expect(favoritesViewSearch('?student=true&page=2', { ...view, page: 1 })).toBe(
      '?student=true&grades=K-2',
    );
    expect(favoritesViewSearch('', { q: '', filters: {}, sort: 'recent', page: 1 })).toBe('');
  });

  it('asks search-favorites for one page with the facets of the main search', () => {
    const view = readFavoritesView('?q=cells&subject=8337&media_type=Video&page=2&sort=title');
    const params = searchFavoritesParams(view);
    expect(params.get('q')).toBe('cells');
    expect(params.get('object_type')).toBe('resource');
    expect(params.get('limit')).toBe('24');
    expect(params.get('offset')).toBe('24');
    expect(params.get('sort')).toBe('title');
    expect(params.get('student')).toBeNull();
    expect(params.get('facet_by')).toBe('');
    expect(searchFavoritesParams(view, { limit: 4, student: true }).get('student')).toBe('true');
    expect(params.getAll('selected_facet')).toEqual(['media_type:Video', 'subject:8337']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  collectionDetailPath,
  collectionResourcesPath,
  linkInMode,
  parseCollectionPath,
  readCollectionGrade,
  withCollectionGrade,
} from './collection-url.ts';

describe('collection addresses', () => {
  it('reads the slug and preview flag from the path', () => {
    expect(parseCollectionPath('ocean-life/')).toEqual({ slug: 'ocean-life', preview: false });
    expect(parseCollectionPath('preview/ocean-life')).toEqual({ slug: 'ocean-life', preview: true });
    expect(parseCollectionPath('')).toBeNull();
    expect(parseCollectionPath('preview/')).toBeNull();
    expect(parseCollectionPath('a/b')).toBeNull();
    expect(parseCollectionPath('Not A Slug')).toBeNull();
  });

  it('keeps the grade filter in the address, N/A (all grades) by default', () => {
    expect(readCollectionGrade(new URLSearchParams(''))).toBe('N/A');
    expect(readCollectionGrade(new URLSearchParams('grade=middle-school'))).toBe('middle-school');
    expect(readCollectionGrade(new URLSearchParams('grade=grade-99'))).toBe('N/A');
    expect(withCollectionGrade('?student=true', 'high-school')).toBe('?student=true&grade=high-school');
    expect(withCollectionGrade('?grade=high-school', 'N/A')).toBe('');
  });

  it('calls the detail, preview and paging addresses', () => {
    expect(collectionDetailPath({ slug: 'ocean-life', preview: false }, false)).toBe(
      '/api/v2/collection/ocean-life/',
    );
    expect(collectionDetailPath({ slug: 'ocean-life', preview: true }, true)).toBe(
      '/api/v2/collection_preview/ocean-life/?is_preview=true&student=true',
    );
    const paging = new URL(
      collectionResourcesPath({ slug: 'ocean-life', preview: true }, 'prek', false),
      'http://x',
    );
    expect(paging.pathname).toBe('/api/v2/collection/resources/');
    expect(Object.fromEntries(paging.searchParams)).toEqual({
      slug: 'ocean-life',
      grade: 'prek',
      start: '0',
      count: '24',
      is_preview: 'true',
    });
  });

  it('keeps student=true on card links in the student experience', () => {
    expect(linkInMode('/resource/a/', false)).toBe('/resource/a/');
    expect(linkInMode('/resource/a/', true)).toBe('/resource/a/?student=true');
    expect(linkInMode('/collection/a/?x=1', true)).toBe('/collection/a/?x=1&student=true');
  });
});

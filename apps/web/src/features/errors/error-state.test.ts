import { describe, expect, it } from 'vitest';
import { readErrorState } from './error-state.ts';

describe('readErrorState', () => {
  it('reads every field a page may pass', () => {
    const state = readErrorState({
      relatedResources: [
        { title: 'Cells', url: '/resource/cells-video/' },
        { title: 'Atoms', id: 42 },
        { title: 'Stars', slug: 'stars' },
      ],
      expirationDate: '2024-03-07',
      errorStatus: 404,
      resourceType: 'collection',
      adminLink: 'https://cms.example.org/admin/collection/7/change/',
    });
    expect(state.relatedResources).toEqual([
      { title: 'Cells', href: '/resource/cells-video/' },
      { title: 'Atoms', href: '/resource/42/' },
      { title: 'Stars', href: '/resource/stars/' },
    ]);
    expect(state.expirationDate).toBe('2024-03-07');
    expect(state.errorStatus).toBe(404);
    expect(state.resourceType).toBe('collection');
    expect(state.adminLink).toBe('https://cms.example.org/admin/collection/7/change/');
  });
  it('drops malformed fields and unsafe links, keeping the rest', () => {
    const state = readErrorState({
      relatedResources: [
        { title: 'Evil', url: 'https://evil.example/' },
        { nope: true },
        { title: 'Ok', id: 'a b' },
      ],
      expirationDate: 5,
      resourceType: 'video',
      adminLink: 'javascript:alert(1)',
      errorStatus: 'expired',
    });
    expect(state.relatedResources).toEqual([{ title: 'Ok', href: '/resource/a%20b/' }]);
    expect(state.expirationDate).toBeNull();
    expect(state.resourceType).toBeNull();
    expect(state.adminLink).toBeNull();
    expect(state.errorStatus).toBe('expired');
  });
  it('copes with no state at all', () => {
    expect(readErrorState(null)).toEqual({
      relatedResources: [],
      expirationDate: null,
      errorStatus: null,
      resourceType: null,
      adminLink: null,
    });
    expect(readErrorState('junk').relatedResources).toEqual([]);
  });
});

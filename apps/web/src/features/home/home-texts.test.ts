import { describe, expect, it } from 'vitest';
import { heroSubtitle, pickHeroImage, SEE_ALL_COLLECTIONS_HREF, sortAdsBySpot } from './home-texts.ts';

describe('heroSubtitle', () => {
  it('names no station on the national site', () => {
    expect(heroSubtitle('Lantern', null)).toBe(
      'Your local public media stations and Lantern have curated FREE, curriculum-aligned videos, ' +
        'interactives, lesson plans and more for teachers like you.',
    );
  });

  it('names the station and its state when both are known', () => {
    expect(heroSubtitle('Lantern', { name: 'Cedar Valley Public Media', stateName: 'Iowa' })).toBe(
      'Cedar Valley Public Media and Lantern have curated FREE, curriculum-aligned videos, ' +
        'interactives, lesson plans and more just for Iowa teachers like you.',
    );
  });

  it('names the station without a state when the state is unknown', () => {
    const text = heroSubtitle('Lantern', { name: 'WXYZ', stateName: null });
    expect(text.startsWith('WXYZ and Lantern have curated FREE')).toBe(true);
    expect(text.endsWith('and more for teachers like you.')).toBe(true);
  });
});

describe('pickHeroImage', () => {
  const day = (n: number) => new Date(n * 86_400_000 + 3_600_000);

  it('gives null without images', () => {
    expect(pickHeroImage([], day(5))).toBeNull();
  });

  it('keeps one image through a day and moves on the next day', () => {
    const images = ['a', 'b', 'c'];
    expect(pickHeroImage(images, day(3))).toBe('a');
    expect(pickHeroImage(images, new Date(day(3).getTime() + 20 * 3_600_000))).toBe('a');
    expect(pickHeroImage(images, day(4))).toBe('b');
    expect(pickHeroImage(images, day(5))).toBe('c');
  });
});

describe('sortAdsBySpot', () => {
  it('orders ascending by spot without changing the input', () => {
    const ads = [
      { spot: 3, id: 'c' },
      { spot: 1, id: 'a' },
      { spot: 2, id: 'b' },
    ];
    expect(sortAdsBySpot(ads).map((ad) => ad.id)).toEqual(['a', 'b', 'c']);
    expect(ads.map((ad) => ad.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('SEE_ALL_COLLECTIONS_HREF', () => {
  it('searches with an empty q and the Collection media type selected', () => {
    const url = new URL(SEE_ALL_COLLECTIONS_HREF, 'http://localhost');
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('');
    expect(url.searchParams.getAll('selected_facet')).toEqual(['media_type:Collection']);
  });
});

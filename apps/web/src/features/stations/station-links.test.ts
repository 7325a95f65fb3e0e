import { describe, expect, it } from 'vitest';
import { canSearchByZip, changeStationHref, currentPageAddress, keepZipCharacters } from './station-links.ts';

describe('ZIP input', () => {
  it.each([
    ['02139', '02139'],
    ['0213a9', '02139'],
    ['ZIP: 02139-4307', '02139-4307'],
    [' 0 2 1 3 9 ', '02139'],
    ['02139-43071234', '02139-4307'],
    ['abc', ''],
  ])('keeps only digits and hyphens of %j', (typed, kept) => {
    expect(keepZipCharacters(typed)).toBe(kept);
  });

  it('enables the ZIP search from five characters (the format is checked on search)', () => {
    expect(canSearchByZip('0213')).toBe(false);
    expect(canSearchByZip('02139')).toBe(true);
    expect(canSearchByZip('0213-')).toBe(true);
  });
});

describe('change-station address', () => {
  const guid = '0f8d6a52-9c1e-4d7a-8e7b-1a2b3c4d5e6f';

  it('carries the ZIP code and the encoded next address', () => {
    expect(
      changeStationHref({ guid, next: '/search/?q=bees&page=2#top', zipCode: '02139', csrfToken: 'a+b/c' }),
    ).toBe(
      `/api/v2/change_station/${guid}/?zip_code=02139&next=%2Fsearch%2F%3Fq%3Dbees%26page%3D2%23top&csrf_token=a%2Bb%2Fc`,
    );
  });

  it('leaves out an absent ZIP code and asks for the standards tab when requested', () => {
    expect(
      changeStationHref({ guid, next: '/resource/abc/', selectedTab: 'standards', csrfToken: 'tok' }),
    ).toBe(`/api/v2/change_station/${guid}/?next=%2Fresource%2Fabc%2F&selected_tab=standards&csrf_token=tok`);
  });

  it('takes the current page as path, query and fragment', () => {
    expect(currentPageAddress({ pathname: '/subjects/science/', search: '?x=1', hash: '#a' })).toBe(
      '/subjects/science/?x=1#a',
    );
  });
});

import type { Attribution } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import { brandOf, creditedEntities, fundersText, redirectedCode, safeExternalUrl } from './credits.ts';

const credit = (entity_id: number, name: string, role: Attribution['role'], order: number): Attribution => ({
  entity_id,
  name,
  role,
  order,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  logo_color: null,
  url: null,
});

describe('credits', () => {
  const attributions = [
    credit(3, 'River Fund', 'funder', 3),
    credit(1, 'Lantern Studio', 'brand', 0),
    credit(2, 'Hill Foundation', 'funder', 2),
    credit(1, 'Lantern Studio', 'producer', 1),
  ];

  it('finds the brand and joins the funders by comma in their order', () => {
    expect(brandOf(attributions)?.name).toBe('Lantern Studio');
    expect(brandOf([])).toBeNull();
    expect(fundersText(attributions)).toBe('Hill Foundation, River Fund');
    expect(fundersText([])).toBe('');
  });

  it('merges the roles of one organization into one entry', () => {
    expect(creditedEntities(attributions).map((entity) => [entity.name, entity.roles])).toEqual([
      ['Lantern Studio', ['Brand', 'Producer']],
      ['Hill Foundation', ['Funder']],
      ['River Fund', ['Funder']],
    ]);
  });

  it('links only to http(s) addresses', () => {
    expect(safeExternalUrl('https://example.org/about')).toBe('https://example.org/about');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });

  it('reads the new code from a resource redirect', () => {
    expect(redirectedCode('/resource/new-code/?student=true')).toBe('new-code');
    expect(redirectedCode('/resource/preview/a.b/')).toBe('a.b');
    expect(redirectedCode('/search')).toBeNull();
  });
});

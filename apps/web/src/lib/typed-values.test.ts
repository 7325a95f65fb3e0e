import { describe, expect, it } from 'vitest';
import { fieldKeys, isSaved } from './typed-values.ts';

describe('fieldKeys', () => {
  it('tells apart fields that look alike by their place among them', () => {
    expect(fieldKeys(['input|search|q|Search', 'textarea|||Note', 'input|search|q|Search'])).toEqual([
      'input|search|q|Search#0',
      'textarea|||Note#0',
      'input|search|q|Search#1',
    ]);
  });
});

describe('isSaved', () => {
  it('takes only a record of the shape it writes (session storage may hold anything)', () => {
    expect(isSaved({ path: '/about/', at: 1, fields: [{ key: 'k#0', value: 'volcano' }] })).toBe(true);
    expect(isSaved({ path: '/about/', at: 1, fields: [] })).toBe(true);
    expect(isSaved({ path: '/about/', at: '1', fields: [] })).toBe(false);
    expect(isSaved({ path: '/about/', at: 1, fields: [{ key: 'k#0', value: 3 }] })).toBe(false);
    expect(isSaved({ path: '/about/', at: 1, fields: [null] })).toBe(false);
    expect(isSaved(null)).toBe(false);
  });
});

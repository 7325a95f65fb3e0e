import { describe, expect, it } from 'vitest';
import { withQuery } from './did-you-mean.tsx';

describe('withQuery', () => {
  it('replaces q, keeps the filters and order, and goes back to the first page', () => {
    const params = new URLSearchParams('q=fractons&selected_facet=grades%3A3-5&rank_by=newest&page=3');
    expect(withQuery(params, 'fractions').toString()).toBe(
      'q=fractions&selected_facet=grades%3A3-5&rank_by=newest',
    );
    expect(params.get('q')).toBe('fractons');
  });
});

import { describe, expect, it } from 'vitest';
import { ALL_GRADES_LABEL, gradeChoices } from './grade-filter.tsx';

describe('collection grade filter', () => {
  it("offers 'All grades' (N/A) first, then the grades the collection has, with their counts", () => {
    const choices = gradeChoices([
      { slug: 'N/A', label: 'All grades', count: 40 },
      { slug: 'early-elementary', label: 'Early Elementary', count: 12 },
      { slug: 'high-school', label: 'High School', count: 1234 },
      { slug: 'prek', label: 'PreK', count: 0 },
    ]);
    expect(choices).toEqual([
      { value: 'N/A', label: ALL_GRADES_LABEL },
      { value: 'early-elementary', label: 'Early Elementary (12)' },
      { value: 'high-school', label: 'High School (1,234)' },
    ]);
  });

  it('still offers all grades when the collection has none', () => {
    expect(gradeChoices([])).toEqual([{ value: 'N/A', label: 'All grades' }]);
  });
});

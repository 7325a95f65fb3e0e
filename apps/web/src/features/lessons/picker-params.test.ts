import { expect, it } from 'vitest';
import { type PickerSearch, pickerParams } from './api.ts';

const base: PickerSearch = {
  source: 'all',
  text: ' lava ',
  resourceType: 'Video',
  gradeType: '3-5',
  showUnavailableResources: false,
  page: 2,
};

it('searches resources in lesson scope, four at a time, students’ resources unless asked', () => {
  const params = pickerParams(base);
  expect(params.get('q')).toBe('lava');
  expect(params.getAll('selected_facet')).toEqual([
    'scope:lesson',
    'media_type:Video',
    'grades:3-5',
    'student_content:true',
  ]);
  expect(params.get('count')).toBe('4');
  expect(params.get('start')).toBe('4');
  expect(pickerParams({ ...base, showUnavailableResources: true }).getAll('selected_facet')).not.toContain(
    'student_content:true',
  );
});

it('pages the favorites search by limit and offset', () => {
  const params = pickerParams({ ...base, source: 'favorites', page: 3 });
  expect(params.get('limit')).toBe('4');
  expect(params.get('offset')).toBe('8');
  expect(params.has('count')).toBe(false);
});

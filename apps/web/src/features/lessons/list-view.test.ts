import { expect, it } from 'vitest';
import { lessonListParams, lessonListSearch, readLessonListView } from './list-view.ts';

it('reads the list view from the address, ignoring what it does not know', () => {
  expect(readLessonListView('?q=%20rocks%20&ordering=name&page=3')).toEqual({
    q: 'rocks',
    ordering: 'name',
    page: 3,
  });
  expect(readLessonListView('?ordering=drop&page=-2')).toEqual({
    q: '',
    ordering: '-date_modified',
    page: 1,
  });
});

it('writes only what differs from the default, keeping other parameters', () => {
  expect(lessonListSearch('?student=false&page=4', { q: '', ordering: '-date_modified', page: 1 })).toBe(
    '?student=false',
  );
  expect(lessonListSearch('', { q: 'a b', ordering: '-name', page: 2 })).toBe('?q=a+b&ordering=-name&page=2');
});

it('turns a page into limit and offset', () => {
  expect(lessonListParams({ q: '', ordering: 'name', page: 3 }, 10).toString()).toBe(
    'limit=10&offset=20&ordering=name',
  );
});

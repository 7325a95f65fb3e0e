import { describe, expect, it } from 'vitest';
import {
  duplicateItem,
  focusAfterRemoval,
  moveAnnouncement,
  moveItem,
  removeItem,
  stepTarget,
} from './slide-order.ts';

const list: readonly string[] = ['a', 'b', 'c', 'd'];

describe('moveItem', () => {
  it('moves down and up', () => {
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });
  it('clamps the target and keeps the same list for a no-op', () => {
    expect(moveItem(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(list, 2, -5)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(list, 2, 2)).toBe(list);
    expect(moveItem(list, 7, 0)).toBe(list);
  });
});

describe('stepTarget', () => {
  it('is null at the edges', () => {
    expect(stepTarget(4, 0, -1)).toBeNull();
    expect(stepTarget(4, 3, 1)).toBeNull();
    expect(stepTarget(4, 1, -1)).toBe(0);
    expect(stepTarget(4, 1, 1)).toBe(2);
  });
});

describe('duplicateItem and removeItem', () => {
  it('puts the copy right after the original', () => {
    expect(duplicateItem(list, 1, (item) => `${item}2`)).toEqual(['a', 'b', 'b2', 'c', 'd']);
    expect(duplicateItem(list, 9, (item) => item)).toBe(list);
  });
  it('removes one item', () => {
    expect(removeItem(list, 0)).toEqual(['b', 'c', 'd']);
    expect(removeItem(list, 4)).toBe(list);
  });
  it('sends focus to the slide taking the place, else the one before', () => {
    expect(focusAfterRemoval(4, 1)).toBe(1);
    expect(focusAfterRemoval(4, 3)).toBe(2);
    expect(focusAfterRemoval(1, 0)).toBeNull();
  });
});

it('announces a move by position', () => {
  expect(moveAnnouncement('Text slide 1', 1, 5)).toBe('Text slide 1 moved to position 2 of 5.');
});

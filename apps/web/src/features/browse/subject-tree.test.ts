import type { SubjectTreeNode } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import { childrenWithResults, selectSubject, treeForMode } from './subject-tree.ts';

const node = (
  id: number,
  slug: string,
  children: SubjectTreeNode[] = [],
  resultsCount = 1,
): SubjectTreeNode => ({
  id,
  title: slug,
  slug,
  children,
  resultsCount,
  url: `/subjects/${slug}/`,
});

const tree = [
  node(8337, 'science', [
    node(1, 'life-science', [node(11, 'ecosystems')]),
    node(2, 'physical-science', [], 0),
  ]),
  node(6708, 'professional-development'),
];

describe('selectSubject', () => {
  it('selects a node by its slug path', () => {
    expect(selectSubject(tree, 'science')?.node.id).toBe(8337);
    const picked = selectSubject(tree, 'science/life-science/ecosystems/');
    expect(picked?.node.id).toBe(11);
    expect(picked?.ancestors.map((n) => n.id)).toEqual([8337, 1]);
  });
  it('finds a lone discipline slug anywhere in the tree', () => {
    expect(selectSubject(tree, 'life-science')?.ancestors.map((n) => n.id)).toEqual([8337]);
  });
  it('is null for an unknown slug or path', () => {
    expect(selectSubject(tree, 'alchemy')).toBeNull();
    expect(selectSubject(tree, 'science/alchemy')).toBeNull();
    expect(selectSubject(tree, '')).toBeNull();
  });
});

describe('treeForMode', () => {
  it('drops Professional Development for students and the add-on', () => {
    expect(treeForMode(tree, { student: false, addOn: false })).toHaveLength(2);
    expect(treeForMode(tree, { student: true, addOn: false }).map((n) => n.id)).toEqual([8337]);
    expect(treeForMode(tree, { student: false, addOn: true }).map((n) => n.id)).toEqual([8337]);
  });
});

describe('childrenWithResults', () => {
  it('offers only sub-topics with resources', () => {
    expect(childrenWithResults(tree[0] as SubjectTreeNode).map((n) => n.slug)).toEqual(['life-science']);
  });
});

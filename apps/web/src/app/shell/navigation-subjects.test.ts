import type { SubjectTreeNode } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import { navigationSubjects } from './navigation-subjects.ts';

const node = (
  id: number,
  path: string,
  resultsCount: number,
  children: SubjectTreeNode[] = [],
): SubjectTreeNode => ({
  id,
  title: `Title ${path}`,
  slug: path.split('/').at(-1) ?? path,
  children,
  resultsCount,
  url: `/subjects/${path}/`,
});

const teacher = { student: false, addOn: false };

describe('navigationSubjects from the subject tree', () => {
  const tree = [
    node(8337, 'science', 5, [node(1, 'science/life-science', 5), node(2, 'science/physical-science', 0)]),
    // Counted at the top, but none of its children has resources: not offered.
    node(3026, 'social-studies', 3, [node(3, 'social-studies/geography', 0)]),
    node(6708, 'professional-development', 2, [node(4, 'professional-development/media-literacy', 2)]),
    // No children at all: its own count decides.
    node(2949, 'preschool', 4),
    node(6267, 'world-languages', 0),
  ];

  it('keeps parents whose children have results, in tree order, with their colours', () => {
    const subjects = navigationSubjects(tree, teacher);
    expect(subjects.map((subject) => subject.id)).toEqual([8337, 6708, 2949]);
    expect(subjects[0]).toMatchObject({ name: 'Title science', slug: 'science', color: '#486CD8' });
  });

  it('offers only the children with results, by their browse path', () => {
    expect(navigationSubjects(tree, teacher)[0]?.children).toEqual([
      { id: 1, name: 'Title science/life-science', slug: 'science/life-science' },
    ]);
  });

  it('removes Professional Development for students and the add-on', () => {
    for (const mode of [
      { student: true, addOn: false },
      { student: false, addOn: true },
    ]) {
      expect(navigationSubjects(tree, mode).map((subject) => subject.id)).toEqual([8337, 2949]);
    }
  });
});

describe('navigationSubjects before the tree arrives', () => {
  it('lists the ten top subjects for teachers', () => {
    expect(navigationSubjects(undefined, teacher)).toHaveLength(10);
  });

  it('leaves out Professional Development for students and the add-on', () => {
    for (const mode of [
      { student: true, addOn: false },
      { student: false, addOn: true },
    ]) {
      const names = navigationSubjects(undefined, mode).map((subject) => subject.name);
      expect(names).toHaveLength(9);
      expect(names).not.toContain('Professional Development');
    }
  });
});

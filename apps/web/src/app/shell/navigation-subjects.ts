import { PROFESSIONAL_DEVELOPMENT_ID, type SubjectTreeNode, TOP_SUBJECTS } from '@lantern/shared';
import { useSubjectTree } from '../../features/browse/subject-tree-query.ts';

export interface NavigationSubject {
  id: number;
  name: string;
  slug: string;
  color: string;
  /** Disciplines with resources; `slug` is their browse path below /subjects/ ('science/life-science'). */
  children: { id: number; name: string; slug: string }[];
}

const NEUTRAL_COLOR = '#60738A';

const browsePath = (node: SubjectTreeNode) =>
  node.url.replace(/^\/subjects\//, '').replace(/\/$/, '') || node.slug;

/**
 * Parent subjects for the Subjects menus (spec 1 §2.7): those whose children have resultsCount above 0
 * (a subject without children counts its own resources). Professional Development is left out for
 * students and in the add-on (spec 1 §6). Until the tree arrives, or when it cannot be loaded (tree
 * errors are not shown, spec 1 §8), the predefined top subjects stand in, so the menu is never empty.
 */
export function navigationSubjects(
  tree: readonly SubjectTreeNode[] | undefined,
  mode: { student: boolean; addOn: boolean },
): NavigationSubject[] {
  const offered = (id: number) => !((mode.student || mode.addOn) && id === PROFESSIONAL_DEVELOPMENT_ID);
  if (!tree) {
    return TOP_SUBJECTS.filter((subject) => offered(subject.id)).map((subject) => ({
      ...subject,
      children: [],
    }));
  }
  return tree.flatMap((node) => {
    if (!offered(node.id)) return [];
    const children = node.children.filter((child) => child.resultsCount > 0);
    if (node.children.length > 0 ? children.length === 0 : node.resultsCount <= 0) return [];
    const color = TOP_SUBJECTS.find((subject) => subject.id === node.id)?.color ?? NEUTRAL_COLOR;
    return [
      {
        id: node.id,
        name: node.title,
        slug: node.slug,
        color,
        children: children.map((child) => ({ id: child.id, name: child.title, slug: browsePath(child) })),
      },
    ];
  });
}

export function useNavigationSubjects(mode: { student: boolean; addOn: boolean }): NavigationSubject[] {
  const tree = useSubjectTree(mode.student);
  return navigationSubjects(tree.data?.objects, mode);
}

import { PROFESSIONAL_DEVELOPMENT_ID, type SubjectTreeNode } from '@lantern/shared';

/**
 * Tree selection for subject browse pages (spec 1 §4): the address /subjects/{path}/ names a node by
 * its slug path (science/life-science). A path that names no node is an invalid node, and the page
 * then shows the catch-all route.
 */

export interface SelectedSubject {
  node: SubjectTreeNode;
  /** The nodes above it, top subject first. */
  ancestors: SubjectTreeNode[];
}

export function pathSlugs(splat: string): string[] {
  return splat
    .split('/')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
}

/** Follows the slugs down the tree; a single slug may also name a discipline anywhere below. */
export function selectSubject(tree: readonly SubjectTreeNode[], splat: string): SelectedSubject | null {
  const slugs = pathSlugs(splat);
  if (slugs.length === 0) return null;
  const ancestors: SubjectTreeNode[] = [];
  let level: readonly SubjectTreeNode[] = tree;
  let node: SubjectTreeNode | undefined;
  for (const slug of slugs) {
    node = level.find((candidate) => candidate.slug === slug);
    if (!node) break;
    ancestors.push(node);
    level = node.children;
  }
  if (node && ancestors.length === slugs.length) return { node, ancestors: ancestors.slice(0, -1) };
  return slugs.length === 1 ? findBySlug(tree, slugs[0] as string, []) : null;
}

function findBySlug(
  nodes: readonly SubjectTreeNode[],
  slug: string,
  above: SubjectTreeNode[],
): SelectedSubject | null {
  for (const node of nodes) {
    if (node.slug === slug) return { node, ancestors: above };
    const found = findBySlug(node.children, slug, [...above, node]);
    if (found) return found;
  }
  return null;
}

/** Professional Development is not offered to students nor in the add-on (spec 1 §6). */
export function treeForMode(tree: readonly SubjectTreeNode[], mode: { student: boolean; addOn: boolean }) {
  return mode.student || mode.addOn
    ? tree.filter((node) => node.id !== PROFESSIONAL_DEVELOPMENT_ID)
    : [...tree];
}

/** Sub-topics worth offering: those with resources. */
export const childrenWithResults = (node: SubjectTreeNode) =>
  node.children.filter((child) => child.resultsCount > 0);

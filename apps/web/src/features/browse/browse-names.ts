import { GRADE_BROWSE, TOP_SUBJECTS } from '@lantern/shared';

/** 'life-science' → 'Life Science', for a slug not (yet) known by name. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The subject a browse path names: its last segment, by the top subjects' names when known. */
export function subjectNameFromPath(splat: string): string | null {
  const slug = splat.split('/').filter(Boolean).at(-1);
  if (!slug) return null;
  return TOP_SUBJECTS.find((subject) => subject.slug === slug)?.name ?? titleFromSlug(slug);
}

export function gradeLabelFromUri(uri: string): string | null {
  return GRADE_BROWSE.find((grade) => grade.slug === uri)?.label ?? null;
}

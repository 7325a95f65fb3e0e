import type { Asset, ResourceDetail } from '@lantern/shared';

/**
 * Which layout a resource opens in (spec 3 "Resource page"): the lesson-plan layout when lesson_data
 * exists; a media gallery when there are several assets; else the layout of its one asset's kind.
 */
export type ResourceLayoutKind =
  | 'lesson-plan'
  | 'gallery'
  | 'video'
  | 'audio'
  | 'image'
  | 'document'
  | 'interactive'
  | 'none';

const LAYOUT_OF_KIND: Record<Asset['media_type'], ResourceLayoutKind> = {
  video: 'video',
  audio: 'audio',
  image: 'image',
  document: 'document',
  // A text fragment reads like a document.
  htmlfragment: 'document',
  interactive: 'interactive',
  generic_interactive: 'interactive',
  lti: 'interactive',
  pointer: 'interactive',
};

export function resourceLayoutKind(
  resource: Pick<ResourceDetail, 'lesson_data' | 'assets'>,
): ResourceLayoutKind {
  if (resource.lesson_data) return 'lesson-plan';
  if (resource.assets.length > 1) return 'gallery';
  const [only] = resource.assets;
  return only ? LAYOUT_OF_KIND[only.media_type] : 'none';
}

/** Lesson content types as shown: HTMLFragment is labelled Text. */
export function lessonContentLabel(type: string): string {
  return type === 'HTMLFragment' ? 'Text' : type;
}

export const CONTENT_WARNING_TEXTS = {
  sensitive:
    'Sensitive: This resource contains material that may be sensitive for some students. Teachers should exercise discretion in evaluating whether this resource is suitable for their class.',
  commentary:
    'Commentary: This resource contains material that reflects a particular point of view. Teachers may wish to provide students with relevant contrasting perspectives when using this resource in class.',
} as const;

/**
 * The warnings to show: a flag counts when any lesson content or asset carries it with a description
 * (the reply's content_warnings says the same; reading the flags too keeps the rule in one visible place).
 */
export function contentWarnings(
  resource: Pick<ResourceDetail, 'assets' | 'lesson_contents' | 'content_warnings'>,
): Array<keyof typeof CONTENT_WARNING_TEXTS> {
  const flagged = new Set(resource.content_warnings);
  for (const item of [...resource.assets, ...resource.lesson_contents]) {
    for (const flag of item.content_flags) if (flag.description.trim()) flagged.add(flag.flag);
  }
  return (['sensitive', 'commentary'] as const).filter((flag) => flagged.has(flag));
}

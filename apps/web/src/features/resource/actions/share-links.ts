import { lessonPlanHtmlPath, lessonPlanWordPath } from '@lantern/shared';

/** Addresses the resource actions open. Pure, so they are unit-tested. */

export const CLASSROOM_SHARE_POPUP = { width: 640, height: 450 } as const;

/** An absolute address for a resource's canonical URL (a site path or an absolute http(s) address). */
export function absoluteUrl(url: string, origin: string): string {
  try {
    const resolved = new URL(url, origin);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.toString() : origin;
  } catch {
    return origin;
  }
}

/** Google Classroom's share page for an address, with the title as the post's title. */
export function classroomShareUrl(pageUrl: string, title: string): string {
  const params = new URLSearchParams({ url: pageUrl, title });
  return `https://classroom.google.com/share?${params.toString()}`;
}

/** The window features of the 640x450 share pop-up, centred over the current window when its size is known. */
export function classroomPopupFeatures(screen?: {
  left: number;
  top: number;
  width: number;
  height: number;
}) {
  const { width, height } = CLASSROOM_SHARE_POPUP;
  const parts = ['popup', `width=${width}`, `height=${height}`];
  if (screen) {
    parts.push(`left=${Math.max(0, Math.round(screen.left + (screen.width - width) / 2))}`);
    parts.push(`top=${Math.max(0, Math.round(screen.top + (screen.height - height) / 2))}`);
  }
  return parts.join(',');
}

/** The lesson plan's print (HTML) and Word addresses; a preview exports the unpublished version. */
export function lessonPlanLinks(code: string, preview: boolean): { html: string; word: string } {
  const query = preview ? '?is_preview=true' : '';
  return { html: `${lessonPlanHtmlPath(code)}${query}`, word: `${lessonPlanWordPath(code)}${query}` };
}

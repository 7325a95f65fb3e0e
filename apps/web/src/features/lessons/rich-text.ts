/**
 * Rich-text helpers that need no editor (pure, unit-tested): what counts as empty, and the plain text
 * of stored HTML for lengths, list labels and live validation.
 */

/** An editor with nothing typed gives '<p></p>'; the lesson keeps ''. */
export function emptyRichText(html: string): string {
  return richTextToPlain(html).trim() === '' ? '' : html;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of a rich-text value, tags dropped and block ends as spaces. */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6])>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

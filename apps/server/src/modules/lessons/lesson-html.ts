import { RICH_TEXT_ALLOWED_SCHEMES, RICH_TEXT_ALLOWED_TAGS } from '@lantern/shared';
import sanitizeHtml from 'sanitize-html';

/**
 * Teacher-written rich text (Text and Question slide descriptions, question text) is sanitized before it is
 * stored, and what is stored is what every reader gets: students' browsers only ever see this output. Only the
 * contract's RICH_TEXT_ALLOWED_TAGS survive; no attribute but a link's href (http, https, mailto), so no event
 * handlers, styles or classes; script, style, iframe and the like go with their content; every link opens in a
 * new tab without access to the opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: [...RICH_TEXT_ALLOWED_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
    'xmp',
    'noembed',
    'noframes',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

export function sanitizeLessonHtml(html: string): string {
  return html ? sanitizeHtml(html, OPTIONS).trim() : '';
}

/** Whether sanitized rich text (only well-formed allowed tags left) says anything: a question must. */
export function hasText(sanitized: string): boolean {
  return sanitized.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}

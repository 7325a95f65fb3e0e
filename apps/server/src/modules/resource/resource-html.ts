import sanitizeHtml from 'sanitize-html';

/**
 * Editor-written HTML of the catalog (lesson overview and procedure, more about this resource, HTML
 * fragments) is sanitized on the way out, whatever the importer let in: no scripts, no event handlers,
 * no javascript: links, no inline styles; links to other sites open safely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeCatalogHtml(html: string): string {
  return html ? sanitizeHtml(html, OPTIONS) : '';
}

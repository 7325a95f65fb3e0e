/** Without zod: the error page, part of every route's first load, shows them (docs/decisions/0027). */

/** The error page's sentences (spec 3 §8). */
export const COLLECTION_ERROR_DETAILS = {
  NOT_FOUND:
    "We can't seem to find the page you're looking for. Check to see if that address is correct or try search again.",
  UNPUBLISHED:
    "It looks like the resource/collection you're trying to access is not available. Try a keyword search, or browse more resources below.",
  PREVIEW_SIGN_IN: 'You must be signed in to preview this collection.',
  PREVIEW_FORBIDDEN:
    'Only administrators and members of the organization that owns this collection can preview it.',
} as const;

/** Without zod: the error page, part of every route's first load, shows them (docs/decisions/0027). */

/** The `detail` sentences (spec 3 §8); EXPIRED's date is MM/dd/yyyy in UTC. */
export const RESOURCE_ERROR_DETAILS = {
  NOT_FOUND:
    "We can't seem to find the page you're looking for. Check to see if that address is correct or try search again.",
  UNPUBLISHED:
    "It looks like the resource/collection you're trying to access is not available. Try a keyword search, or browse more resources below.",
  NOT_FOR_STUDENTS: 'This resource is not available in the student view. Ask your teacher for another one.',
  PREVIEW_FORBIDDEN:
    'Only administrators and members of the organization that owns this resource can preview it.',
  /** Kept for callers that answer visitors themselves; the resource preview call is signed-in, so the platform's 401 answers first. */
  PREVIEW_SIGN_IN: 'You must be signed in to preview this resource.',
} as const;

import { type ErrorMap, flattenErrorMap } from '@lantern/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api-client.ts';

/**
 * The server's refusals, put where the person can act on them (docs/decisions/0016-forms.md):
 * messages for a field the form shows go under that field; everything else becomes the spec's
 * flattened 'Label - message' list (spec 1 §5) in the form's alert.
 */

export const GENERIC_FAILURE = 'Something went wrong, please try again later.';

/** Where the form's general messages live in react-hook-form's errors (cleared on each submit). */
export const GENERAL_ERRORS = 'root.server' as const;

export interface ServerFormErrors {
  /** Messages per shown field, from the reply's `errors` map. */
  fields: Record<string, string[]>;
  /** Messages that belong to no shown field: non_field_errors, unknown fields, rate limits… */
  general: string[];
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(messagesOf);
  return [];
}

/** The reply's map reduced to what flattenErrorMap reads: strings, lists of strings, nested maps. */
function asErrorMap(map: Record<string, unknown>): ErrorMap {
  const clean: ErrorMap = {};
  for (const [field, value] of Object.entries(map)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      clean[field] = asErrorMap(value as Record<string, unknown>);
    } else {
      const messages = messagesOf(value);
      if (messages.length > 0) clean[field] = messages;
    }
  }
  return clean;
}

/** Splits a failed request into messages for the fields the form shows and general ones. */
export function serverFormErrors(error: unknown, shownFields: readonly string[]): ServerFormErrors {
  if (!(error instanceof ApiRequestError)) return { fields: {}, general: [GENERIC_FAILURE] };
  const fields: Record<string, string[]> = {};
  const rest: Record<string, unknown> = {};
  const map = error.body.errors;
  if (map && typeof map === 'object') {
    for (const [field, value] of Object.entries(map)) {
      const messages = messagesOf(value);
      if (shownFields.includes(field) && messages.length > 0) fields[field] = messages;
      else rest[field] = value;
    }
  }
  const general = flattenErrorMap(asErrorMap(rest));
  if (general.length === 0 && Object.keys(fields).length === 0) {
    const message = error.body.message;
    general.push(typeof message === 'string' && message ? message : GENERIC_FAILURE);
  }
  return { fields, general };
}

/**
 * Puts a failed request's messages into the form: each shown field gets its messages (focus goes
 * to the first such field, in the order of `shownFields`), the rest goes to GENERAL_ERRORS.
 * Returns what it found, for forms that react to a particular field (a refused reset link).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  shownFields: readonly Path<T>[],
): ServerFormErrors {
  const found = serverFormErrors(error, shownFields);
  let focus = true;
  for (const field of shownFields) {
    const messages = found.fields[field];
    if (!messages) continue;
    setError(
      field,
      { type: 'server', message: messages[0], types: { server: messages } },
      { shouldFocus: focus },
    );
    focus = false;
  }
  if (found.general.length > 0) {
    setError(GENERAL_ERRORS, {
      type: 'server',
      message: found.general[0],
      types: { server: found.general },
    });
  }
  return found;
}

/** The messages of one entry of react-hook-form's errors: all the server's, else the schema's one. */
export function fieldMessages(error: { message?: unknown; types?: object } | undefined): string[] {
  if (!error) return [];
  const listed = error.types ? Object.values(error.types).flatMap(messagesOf) : [];
  if (listed.length > 0) return [...new Set(listed)];
  return typeof error.message === 'string' && error.message ? [error.message] : [];
}

import { z } from 'zod';

/** Machine-readable error codes. The client switches on these, never on message text. */
export const ERROR_CODES = [
  'validation_error',
  'bad_request',
  'unauthorized',
  'invalid_api_key',
  'csrf_failed',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Body of every error reply. `errors` carries the field map of validation errors. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  detail: z.string(),
  errors: z.record(z.string(), z.unknown()).optional(),
  messages: z.array(z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Field map as sent by the server: field → messages, or a nested map for nested fields. */
export type ErrorMap = { [field: string]: string | string[] | ErrorMap };

function labelFor(field: string): string {
  if (field === 'non_field_errors') return 'Error';
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Flattens a server error map as spec 1 §5 says: the field name becomes a capitalised label,
 * nested fields are joined with ' - ', `non_field_errors` is labelled 'Error', and every message
 * reads 'label - message'.
 */
export function flattenErrorMap(map: ErrorMap, parentLabel?: string): string[] {
  const lines: string[] = [];
  for (const [field, value] of Object.entries(map)) {
    const label = parentLabel ? `${parentLabel} - ${labelFor(field)}` : labelFor(field);
    if (typeof value === 'string') lines.push(`${label} - ${value}`);
    else if (Array.isArray(value)) for (const message of value) lines.push(`${label} - ${message}`);
    else lines.push(...flattenErrorMap(value, label));
  }
  return lines;
}

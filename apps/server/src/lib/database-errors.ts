/** PostgreSQL's SQLSTATE for a unique index that refused a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether `error` (or an error it wraps: drizzle puts the driver's error in `cause`) is a unique violation,
 * of the named constraint when one is given. Both drivers set `constraint`; the message names it too.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: string; message?: string };
    const named = (current as { constraint?: string }).constraint ?? message ?? '';
    if (code === UNIQUE_VIOLATION && (constraint === undefined || named.includes(constraint))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

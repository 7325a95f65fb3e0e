import { randomBytes } from 'node:crypto';

let sequence = 0;

/** A name no other test (in any worker, on any run) will use. */
export function uniqueSuffix(): string {
  sequence += 1;
  return `${process.pid.toString(36)}${sequence.toString(36)}${randomBytes(4).toString('hex')}`;
}

/** A unique slug starting with `prefix`: lower case letters, digits and hyphens only. */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${uniqueSuffix()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;
}

/** The one row an INSERT … RETURNING gave back; a factory never continues without it. */
export function inserted<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} not inserted`);
  return row;
}

import { stringify } from 'csv-stringify/sync';
import { zipSync } from 'fflate';

/**
 * Writes OneRoster 1.2 CSV files and their zip from rows by column name, with the 1.2 CSV binding's headers
 * (every column in the spec's order; Lantern needs only the required ones). Used by the import tests
 * (import-test-kit.ts) and the roster benchmark (bench/roster-import-data.ts).
 */

export const HEADERS = {
  'manifest.csv': ['propertyName', 'value'],
  'orgs.csv': ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
  'academicSessions.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'type',
    'startDate',
    'endDate',
    'parentSourcedId',
    'schoolYear',
  ],
  'classes.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'grades',
    'courseSourcedId',
    'classCode',
    'classType',
    'location',
    'schoolSourcedId',
    'termSourcedIds',
    'subjects',
    'subjectCodes',
    'periods',
  ],
  'users.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
    'userMasterIdentifier',
    'resourceSourcedIds',
    'preferredGivenName',
    'preferredMiddleName',
    'preferredFamilyName',
    'primaryOrgSourcedId',
    'pronouns',
  ],
  'enrollments.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'classSourcedId',
    'schoolSourcedId',
    'userSourcedId',
    'role',
    'primary',
    'beginDate',
    'endDate',
  ],
} as const;
export type FileName = keyof typeof HEADERS;
export type Rows = Record<FileName, Record<string, string>[]>;

/** One file's CSV (RFC 4180: CRLF line ends, quoted as needed by csv-stringify), its header first. */
export function toCsv(
  file: FileName,
  rows: Record<string, string>[],
  header: readonly string[] = HEADERS[file],
): string {
  const records = rows.map((row) => header.map((name) => row[name] ?? ''));
  return stringify([[...header], ...records], { record_delimiter: 'windows' });
}

export function zipRows(
  rows: Rows,
  replace: Partial<Record<FileName, string | Uint8Array | null>> = {},
): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const file of Object.keys(HEADERS) as FileName[]) {
    const override = replace[file];
    if (override === null) continue;
    const content = override ?? toCsv(file, rows[file]);
    entries[file] = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  }
  return zipSync(entries);
}

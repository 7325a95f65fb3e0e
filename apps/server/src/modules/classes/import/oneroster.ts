import { ONEROSTER_REQUIRED_COLUMNS, type OneRosterFile } from '@lantern/shared';
import { type CsvTable, readCsv } from './csv-table.ts';
import { ImportProblem } from './import-problem.ts';
import { badId, gradeOf, type InputStudent, NAME_MAX, type RosterInput, refuse } from './roster-input.ts';

/**
 * A OneRoster 1.2 CSV bulk export (the six files Lantern reads, each checked for the 1.2 CSV spec's required
 * columns) read into classes, students and enrollments. Students are the users with a 'student' enrollment;
 * teachers' and other roles' enrollments are skipped: the importing teacher owns every class
 * (docs/decisions/0039-rostering-imports.md). Rows marked 'tobedeleted' are skipped.
 */

const FILES = Object.keys(ONEROSTER_REQUIRED_COLUMNS) as OneRosterFile[];
export const ONEROSTER_FILES: readonly string[] = FILES;

function tables(files: Map<string, Uint8Array>): Record<OneRosterFile, CsvTable> {
  const missing = FILES.filter((name) => !files.has(name));
  if (missing.length > 0) {
    throw new ImportProblem(
      `The zip has no ${missing.join(', ')}: a OneRoster 1.2 CSV export needs ${FILES.join(', ')}.`,
      { file: missing[0] as string },
    );
  }
  return Object.fromEntries(
    FILES.map((name) => [
      name,
      readCsv(name, files.get(name) as Uint8Array, ONEROSTER_REQUIRED_COLUMNS[name]),
    ]),
  ) as Record<OneRosterFile, CsvTable>;
}

function checkManifest(manifest: CsvTable): void {
  const version = manifest.rows.find((row) => row.values.propertyName === 'oneroster.version');
  if (!version) {
    throw new ImportProblem(
      "manifest.csv has no 'oneroster.version' line: this is not a OneRoster 1.2 export.",
      {
        file: 'manifest.csv',
        column: 'propertyName',
      },
    );
  }
  if (version.values.value !== '1.2') {
    throw new ImportProblem(
      `manifest.csv says OneRoster version '${version.values.value?.slice(0, 20)}'; Lantern reads version 1.2 CSV exports.`,
      { file: 'manifest.csv', line: version.line, column: 'value' },
    );
  }
}

const active = (row: { values: Record<string, string> }) =>
  row.values.status?.toLowerCase() !== 'tobedeleted';

/** The rows with a good, first-seen sourcedId; the others become refused report lines. */
function uniqueRows(
  table: CsvTable,
  kind: 'class' | 'student' | 'enrollment' | 'row',
  out: RosterInput['refused'],
) {
  const seen = new Map<string, number>();
  const kept: CsvTable['rows'] = [];
  for (const row of table.rows.filter(active)) {
    const where = { file: table.file, line: row.line };
    const id = row.values.sourcedId ?? '';
    const bad = badId(id);
    if (bad) {
      out.push(refuse(where, 'sourcedId', kind, `The sourcedId ${bad}.`));
      continue;
    }
    const first = seen.get(id);
    if (first !== undefined) {
      out.push(refuse(where, 'sourcedId', kind, `The sourcedId '${id}' is also on line ${first}.`));
      continue;
    }
    seen.set(id, row.line);
    kept.push(row);
  }
  return kept;
}

/** OneRoster's schoolYear is the year the school year ends ('2026' → '2025-2026'). */
const schoolYear = (value: string) => (/^\d{4}$/.test(value) ? `${Number(value) - 1}-${value}` : null);

export function readOneRoster(files: Map<string, Uint8Array>): RosterInput {
  const t = tables(files);
  checkManifest(t['manifest.csv']);
  const refused: RosterInput['refused'] = [];
  const orgs = new Set(uniqueRows(t['orgs.csv'], 'row', refused).map((row) => row.values.sourcedId));
  const years = new Map<string, string>();
  for (const row of uniqueRows(t['academicSessions.csv'], 'row', refused)) {
    const year = schoolYear(row.values.schoolYear ?? '');
    if (year) years.set(row.values.sourcedId as string, year);
    else
      refused.push(
        refuse(
          { file: 'academicSessions.csv', line: row.line },
          'schoolYear',
          'row',
          'The schoolYear must be a year such as 2026.',
        ),
      );
  }

  const result: RosterInput = { format: 'oneroster', classes: [], students: [], enrollments: [], refused };
  for (const row of uniqueRows(t['classes.csv'], 'class', refused)) {
    const where = { file: 'classes.csv', line: row.line };
    const v = row.values;
    const terms = (v.termSourcedIds ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    const term = terms.find((id) => years.has(id));
    if (!orgs.has(v.schoolSourcedId ?? '')) {
      refused.push(refuse(where, 'schoolSourcedId', 'class', `No org '${v.schoolSourcedId}' in orgs.csv.`));
    } else if (!term) {
      refused.push(
        refuse(
          where,
          'termSourcedIds',
          'class',
          `No academic session '${terms.join(',')}' in academicSessions.csv.`,
        ),
      );
    } else if (!v.title || v.title.length > NAME_MAX) {
      refused.push(refuse(where, 'title', 'class', `The title must be 1 to ${NAME_MAX} characters.`));
    } else {
      result.classes.push({
        ...where,
        sourcedId: v.sourcedId as string,
        name: v.title,
        schoolYear: years.get(term) as string,
      });
    }
  }

  const users = new Map<string, InputStudent>();
  for (const row of uniqueRows(t['users.csv'], 'student', refused)) {
    const where = { file: 'users.csv', line: row.line };
    const v = row.values;
    const grade = gradeOf((v.grades ?? '').split(',')[0] ?? '');
    const firstName = v.preferredGivenName || v.givenName || '';
    if (!firstName || firstName.length > NAME_MAX) {
      refused.push(
        refuse(where, 'givenName', 'student', `The givenName must be 1 to ${NAME_MAX} characters.`),
      );
    } else if ((v.familyName ?? '').length > NAME_MAX) {
      refused.push(
        refuse(where, 'familyName', 'student', `The familyName must be at most ${NAME_MAX} characters.`),
      );
    } else {
      const lastName = v.preferredFamilyName || v.familyName || '';
      users.set(v.sourcedId as string, {
        ...where,
        sourcedId: v.sourcedId as string,
        firstName,
        lastName,
        grade: grade ?? null,
      });
    }
  }

  const classIds = new Set(result.classes.map((item) => item.sourcedId));
  const students = new Set<string>();
  for (const row of uniqueRows(t['enrollments.csv'], 'enrollment', refused)) {
    const where = { file: 'enrollments.csv', line: row.line };
    const v = row.values;
    if (v.role?.toLowerCase() !== 'student') continue;
    if (!classIds.has(v.classSourcedId ?? '')) {
      refused.push(
        refuse(
          where,
          'classSourcedId',
          'enrollment',
          `No class '${v.classSourcedId}' in classes.csv (or it was refused).`,
        ),
      );
    } else if (!users.has(v.userSourcedId ?? '')) {
      refused.push(
        refuse(
          where,
          'userSourcedId',
          'enrollment',
          `No user '${v.userSourcedId}' in users.csv (or it was refused).`,
        ),
      );
    } else {
      students.add(v.userSourcedId as string);
      result.enrollments.push({
        ...where,
        classSourcedId: v.classSourcedId as string,
        studentSourcedId: v.userSourcedId as string,
      });
    }
  }
  result.students = [...users.values()].filter((user) => students.has(user.sourcedId));
  return result;
}

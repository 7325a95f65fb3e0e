import { PLAIN_CSV_COLUMNS, STUDENT_GRADES, schoolYearOf } from '@lantern/shared';
import { readCsv } from './csv-table.ts';
import { ImportProblem } from './import-problem.ts';
import { gradeOf, NAME_MAX, type RosterInput, refuse } from './roster-input.ts';

/**
 * A plain CSV: class name, first name, optional last initial, optional grade — one student per line, classes
 * made from their names. There are no ids in such a file, so the class's name (any case, spaces collapsed) and
 * the student's name within it stand in for them: re-importing the file finds what it made. Two lines with one
 * class, first name and initial are one child listed twice (refused); a child in two classes is two lines and,
 * with no id to join them, two accounts (docs/decisions/0039-rostering-imports.md).
 */

const key = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');
const headerKey = (value: string) => key(value.replace(/[-_]+/g, ' '));

export function readPlainCsv(file: string, bytes: Uint8Array): RosterInput {
  const table = readCsv(file, bytes, []);
  const columns = new Map(table.header.map((name) => [headerKey(name), name]));
  for (const required of ['class name', 'first name']) {
    if (!columns.has(required)) {
      throw new ImportProblem(
        `${file} has no '${required}' column: the header line must name ${PLAIN_CSV_COLUMNS.join(', ')} (last initial and grade may be left out).`,
        { file, line: 1, column: required },
      );
    }
  }
  const get = (values: Record<string, string>, name: string) => values[columns.get(name) ?? ''] ?? '';
  const result: RosterInput = { format: 'csv', classes: [], students: [], enrollments: [], refused: [] };
  const classes = new Map<string, string>();
  const seen = new Map<string, number>();
  const year = schoolYearOf(new Date());
  for (const row of table.rows) {
    const where = { file, line: row.line };
    const className = get(row.values, 'class name');
    const firstName = get(row.values, 'first name');
    const initial = get(row.values, 'last initial').replace(/\.$/, '');
    const grade = gradeOf(get(row.values, 'grade'));
    if (!className || className.length > NAME_MAX) {
      result.refused.push(
        refuse(where, 'class name', 'row', `The class name must be 1 to ${NAME_MAX} characters.`),
      );
      continue;
    }
    if (!firstName || firstName.length > NAME_MAX) {
      result.refused.push(
        refuse(where, 'first name', 'row', `The first name must be 1 to ${NAME_MAX} characters.`),
      );
      continue;
    }
    if (initial.length > 1) {
      result.refused.push(
        refuse(where, 'last initial', 'row', 'The last initial is one letter (or left empty).'),
      );
      continue;
    }
    if (grade === undefined) {
      result.refused.push(
        refuse(where, 'grade', 'row', `Choose a grade: ${STUDENT_GRADES.join(', ')} (or leave it empty).`),
      );
      continue;
    }
    const classId = key(className);
    if (!classes.has(classId)) {
      classes.set(classId, className);
      result.classes.push({ ...where, sourcedId: classId, name: className.trim(), schoolYear: year });
    }
    const studentId = `${classId}/${key(firstName)}/${initial.toLowerCase()}`;
    const first = seen.get(studentId);
    if (first !== undefined) {
      result.refused.push(
        refuse(where, 'first name', 'student', `This student is also on line ${first} of this class.`),
      );
      continue;
    }
    seen.set(studentId, row.line);
    result.students.push({
      ...where,
      sourcedId: studentId,
      firstName: firstName.trim(),
      lastName: initial.toUpperCase(),
      grade,
    });
    result.enrollments.push({ ...where, classSourcedId: classId, studentSourcedId: studentId });
  }
  return result;
}

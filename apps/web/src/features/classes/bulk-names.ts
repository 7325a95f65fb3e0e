/**
 * The teacher's typed list of students (one per line: first name, optional last initial, optional
 * grade), read into the rows the bulk-create call takes. Commas or spaces separate the parts:
 * 'Maria', 'Maria G', 'Maria G 3', 'Maria, G, K', 'Maria, , 4'. A line that cannot be read is
 * reported with its line number, so the teacher can fix exactly that line.
 */

export interface BulkNameRow {
  first_name: string;
  last_initial?: string;
  grade?: string;
}

export interface BulkNamesResult {
  rows: BulkNameRow[];
  errors: string[];
}

const GRADES = new Set(['PK', 'K', ...Array.from({ length: 12 }, (_, index) => String(index + 1))]);
const FIRST_NAME = /^\p{L}[\p{L}'\- ]*$/u;
const INITIAL = /^\p{L}\.?$/u;

function readGrade(token: string): string | null {
  const grade = token.toUpperCase().replace(/^GRADE\s*/, '');
  return GRADES.has(grade) ? grade : null;
}

function readLine(line: string): BulkNameRow | string {
  const parts = line.includes(',')
    ? line.split(',').map((part) => part.trim())
    : line.split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = parts;
  if (!first) return 'a first name is missing.';
  if (!FIRST_NAME.test(first)) return `'${first}' is not a first name (letters only).`;
  if (rest.length > 2) return 'write a first name, then at most a last initial and a grade.';
  const row: BulkNameRow = { first_name: first };
  const [second = '', third = ''] = rest;
  // Two parts and the second is a grade number: 'Maria 3' is Maria in grade 3 (a letter stays an initial).
  const gradeOnly = rest.length === 1 && /^\d+$/.test(second);
  if (second && !gradeOnly) {
    if (!INITIAL.test(second)) return `'${second}' is not a last initial (one letter).`;
    row.last_initial = second.replace('.', '').toUpperCase();
  }
  const gradeText = gradeOnly ? second : third;
  if (gradeText) {
    const grade = readGrade(gradeText);
    if (!grade) return `'${gradeText}' is not a grade (PK, K or 1 to 12).`;
    row.grade = grade;
  }
  return row;
}

export function parseBulkNames(text: string, limit: number): BulkNamesResult {
  const rows: BulkNameRow[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return; // blank lines are spacing, not students
    const read = readLine(line.trim());
    if (typeof read === 'string') errors.push(`Line ${index + 1}: ${read}`);
    else rows.push(read);
  });
  if (rows.length === 0 && errors.length === 0) errors.push('Type at least one first name, one per line.');
  if (rows.length > limit) errors.push(`At most ${limit} students at a time: this list has ${rows.length}.`);
  return { rows, errors };
}

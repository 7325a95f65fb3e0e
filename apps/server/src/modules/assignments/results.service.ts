import {
  ASSIGNMENT_CODE_PATTERN,
  type AssignmentResult,
  type ClassResult,
  QUICK_ASSIGN_CLASS_NAME,
  type ResultRow,
  workStatusOf,
} from '@lantern/shared';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { Orm } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { studentDisplayName } from '../classes/index.ts';
import { assignmentOfTeacher } from './assignments.policy.ts';
import { assignmentUrl } from './assignments.presenter.ts';
import * as assignmentsRepo from './assignments.repo.ts';
import type { Teacher } from './assignments.service.ts';
import * as repo from './results.repo.ts';

/**
 * The teacher's results of an assignment (spec 3 "Student assignments and results", §3; decision 0041): per
 * class and 'No class (Quick Assign)', from one statement that the JSON and the CSV both use.
 */

export const QUICK_ASSIGN_ROSTER = 'quick-assign';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** {id}: the assignment's id or its code (the results page knows the code). */
async function ownAssignment(orm: Orm, teacher: Teacher, idOrCode: string) {
  const by = /^[1-9][0-9]{0,15}$/.test(idOrCode)
    ? { id: Number(idOrCode) }
    : ASSIGNMENT_CODE_PATTERN.test(idOrCode)
      ? { code: idOrCode }
      : null;
  if (!by) throw badRequest('The assignment is named by its id (a number) or its code.');
  return assignmentOfTeacher(orm, teacher.id, by, idOrCode);
}

function checkRoster(roster: string | undefined): string | undefined {
  if (roster === undefined || roster === QUICK_ASSIGN_ROSTER || UUID.test(roster))
    return roster?.toLowerCase();
  throw badRequest(`roster is a class id or '${QUICK_ASSIGN_ROSTER}'.`);
}

const downloads = (code: string, roster: string) => ({
  download_csv: `/api/v2/assignments-results/${code}/download_csv/?roster=${roster}`,
  download_google_sheet: `/api/v2/assignments-results/${code}/download_google_sheet/?roster=${roster}`,
});

function presentRow(row: repo.ResultsRow): ResultRow {
  const name =
    row.first_name !== null
      ? studentDisplayName(row.first_name, row.last_name ?? '')
      : (row.result_name ?? '');
  return {
    result_id: row.result_id,
    student_id: row.student_id,
    student_name: name,
    // Lantern has no Google Classroom classes (decision 0036): every assignment is Lantern's own.
    assigned_via: 'LM',
    status: workStatusOf(row.status),
    submission_date: row.completed_at?.toISOString() ?? null,
    score:
      row.result_id === null || row.questions === 0 ? null : Math.round((100 * row.correct) / row.questions),
    open_ilp_work_url: null,
  };
}

function group(code: string, rows: repo.ResultsRow[], stats: repo.QuestionStatsRow[]): ClassResult[] {
  const classes = new Map<string, ClassResult>();
  for (const row of rows) {
    const id = row.class_id ?? QUICK_ASSIGN_ROSTER;
    let found = classes.get(id);
    if (!found) {
      const name = row.class_name ?? QUICK_ASSIGN_CLASS_NAME;
      found = { id, name, ...downloads(code, id), results: [], questions: [] };
      classes.set(id, found);
    }
    found.results.push(presentRow(row));
  }
  for (const stat of stats)
    classes.get(stat.class_id)?.questions.push({
      id: stat.question_id,
      text: stat.text,
      answered: stat.answered,
      correct: stat.correct,
      ungraded: stat.ungraded,
    });
  return [...classes.values()];
}

export async function assignmentResults(
  orm: Orm,
  teacher: Teacher,
  idOrCode: string,
  rosterParam?: string,
): Promise<AssignmentResult> {
  const roster = checkRoster(rosterParam);
  const assignment = await ownAssignment(orm, teacher, idOrCode);
  const [title, hasQuestions, rows, stats] = await Promise.all([
    assignmentsRepo.listAssigned(
      orm,
      teacher.id,
      { limit: 1, offset: 0, ordering: '-date_assigned' },
      { id: assignment.id },
    ),
    repo.versionHasQuestions(orm, assignment.versionId),
    repo.assignmentResults(orm, assignment.id, roster),
    repo.questionStats(orm, assignment.id, roster),
  ]);
  return {
    title: title[0]?.title ?? '',
    code: assignment.code,
    has_questions: hasQuestions,
    is_ilp: false,
    assignment_url: assignmentUrl(assignment.code),
    classes: group(assignment.code, rows, stats),
  };
}

/** Resets results (after the page's confirmation): a class's or the quick-assign group's, or one result of it. */
export async function deleteResults(
  orm: Orm,
  teacher: Teacher,
  idOrCode: string,
  rosterParam: string | undefined,
  resultId: number | undefined,
): Promise<number> {
  const roster = checkRoster(rosterParam);
  if (roster === undefined) throw badRequest(`roster is required: a class id or '${QUICK_ASSIGN_ROSTER}'.`);
  const assignment = await ownAssignment(orm, teacher, idOrCode);
  return repo.deleteResults(orm, assignment.id, roster, resultId);
}

/**
 * A spreadsheet app runs a cell starting with = + - @ (or tab, CR) as a formula (OWASP CSV injection): such cells
 * get a leading apostrophe.
 */
function inert(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export const CSV_COLUMNS = ['class', 'student_name', 'assigned_via', 'status', 'submission_date', 'score'];

/** RFC 4180 CSV with a UTF-8 BOM (so spreadsheet apps read accents), the same rows as the JSON. */
export async function resultsCsv(orm: Orm, teacher: Teacher, idOrCode: string, roster?: string) {
  const results = await assignmentResults(orm, teacher, idOrCode, roster);
  return { filename: `${results.code}-results.csv`, content: csvOf(results.classes) };
}

/** The CSV text of presented classes (exported for the benchmark's baseline, which must write the same file). */
export function csvOf(classes: readonly ClassResult[]): string {
  const lines = classes.flatMap((entry) =>
    entry.results.map((row) => [
      inert(entry.name),
      inert(row.student_name),
      row.assigned_via,
      row.status,
      row.submission_date ?? '',
      row.score === null ? '' : String(row.score),
    ]),
  );
  const body = stringify(lines, { header: true, columns: CSV_COLUMNS, record_delimiter: 'windows' });
  return `\uFEFF${body}`;
}

/**
 * The same rows as an .xlsx workbook (exceljs), one sheet per class, for Google Sheets and Excel. Text cells are
 * stored as strings, never formulas; the formula prefix is neutralized as in the CSV for apps that re-parse.
 */
export async function resultsWorkbook(orm: Orm, teacher: Teacher, idOrCode: string, roster?: string) {
  const results = await assignmentResults(orm, teacher, idOrCode, roster);
  const book = new ExcelJS.Workbook();
  const used = new Set<string>();
  for (const entry of results.classes) {
    const sheet = book.addWorksheet(sheetName(entry.name, used));
    sheet.addRow(CSV_COLUMNS.slice(1));
    for (const row of entry.results)
      sheet.addRow([
        inert(row.student_name),
        row.assigned_via,
        row.status,
        row.submission_date ?? '',
        row.score === null ? '' : row.score,
      ]);
  }
  if (results.classes.length === 0) book.addWorksheet('Results').addRow(CSV_COLUMNS.slice(1));
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return { filename: `${results.code}-results.xlsx`, content: buffer };
}

/** Excel's sheet-name rules: at most 31 characters, none of : \ / ? * [ ], unique in the workbook. */
function sheetName(name: string, used: Set<string>): string {
  const base =
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 28) || 'Class';
  let candidate = base;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${base} ${n}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

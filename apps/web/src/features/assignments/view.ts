import {
  ASSIGNMENT_LIST_PAGE_SIZE,
  type AssignmentOrdering,
  type AssignmentStatus,
  type ClassResult,
  type QuestionStats,
  type ResultRow,
  WORK_STATUSES,
  type WorkStatus,
} from '@lantern/shared';
import { ApiRequestError } from '../../lib/api-client.ts';

/** The assignments pages' addresses (spec 3 §2). */
export const ASSIGNMENT_PAGES = {
  assigned: '/tools/assignments/',
  awaiting: '/tools/assignments/tab/awaiting',
  results: (code: string) => `/tools/assignments/${code}`,
} as const;

/** The list's order and page live in the address (?ordering=oldest&page=2), so Back and links keep them. */
export type ListOrder = 'recent' | 'oldest';
export interface ListView {
  status: AssignmentStatus;
  order: ListOrder;
  page: number;
}

export function readListView(status: AssignmentStatus, search: string): ListView {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status,
    order: params.get('ordering') === 'oldest' ? 'oldest' : 'recent',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** 'recent'/'oldest' by the date the tab shows: assigned rows by date assigned, awaiting lessons by creation. */
export function listOrdering(view: Pick<ListView, 'status' | 'order'>): AssignmentOrdering {
  const field = view.status === 'assigned' ? 'date_assigned' : 'date_created';
  return view.order === 'recent' ? `-${field}` : field;
}

export function listParams(view: ListView, limit = ASSIGNMENT_LIST_PAGE_SIZE): URLSearchParams {
  return new URLSearchParams({
    status: view.status,
    limit: String(limit),
    offset: String((view.page - 1) * limit),
    ordering: listOrdering(view),
  });
}

export function listSearch(current: string, view: Pick<ListView, 'order' | 'page'>): string {
  const params = new URLSearchParams(current);
  params.delete('ordering');
  params.delete('page');
  if (view.order === 'oldest') params.set('ordering', 'oldest');
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Spec 3 §8 page-loading errors: 403, 500, and the rest. */
export function pageLoadError(error: unknown): { title: string; message: string } {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 403) return { title: 'Invalid Access', message: 'Please log in and refresh the page.' };
  if (status === 500)
    return { title: 'Internal Error', message: 'Please try again later or create a support ticket.' };
  return { title: 'Something went wrong', message: 'Please try again later or contact us.' };
}

/** Spec 3 §8: validation errors read 'field: message' joined by '. '. */
export function validationText(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return '';
  const errors = error.body.errors;
  if (!errors || typeof errors !== 'object') return '';
  return Object.entries(errors as Record<string, unknown>)
    .map(([field, messages]) => `${field}: ${[messages].flat().join(' ')}`)
    .join('. ');
}

export const STATUS_LABELS: Record<WorkStatus, string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  COMPLETE: 'Complete',
};

/** How many of the group's students are in each state, in the spec's order. */
export function statusCounts(rows: readonly ResultRow[]): { status: WorkStatus; count: number }[] {
  return WORK_STATUSES.map((status) => ({
    status,
    count: rows.filter((row) => row.status === status).length,
  }));
}

export const SCORE_BANDS = [
  { label: '0–19%', min: 0, max: 19 },
  { label: '20–39%', min: 20, max: 39 },
  { label: '40–59%', min: 40, max: 59 },
  { label: '60–79%', min: 60, max: 79 },
  { label: '80–100%', min: 80, max: 100 },
] as const;

/** The score distribution of the students who have a score (started or done). */
export function scoreDistribution(rows: readonly ResultRow[]): { label: string; count: number }[] {
  return SCORE_BANDS.map((band) => ({
    label: band.label,
    count: rows.filter((row) => row.score !== null && row.score >= band.min && row.score <= band.max).length,
  }));
}

/** Answers marked wrong (an ungraded Short/Essay answer is not counted as missed). */
export const missedCount = (question: QuestionStats) =>
  question.answered - question.correct - question.ungraded;

/** The question most students missed (the first of equals), or null when none was missed. */
export function mostMissed(
  questions: readonly QuestionStats[],
): { index: number; question: QuestionStats } | null {
  let best: { index: number; question: QuestionStats } | null = null;
  questions.forEach((question, index) => {
    if (missedCount(question) > 0 && (!best || missedCount(question) > missedCount(best.question)))
      best = { index, question };
  });
  return best;
}

/** Percent correct of the answers graded so far, or null when none is. */
export function correctRate(question: QuestionStats): number | null {
  const graded = question.answered - question.ungraded;
  return graded > 0 ? Math.round((100 * question.correct) / graded) : null;
}

/** The class picked in the address (?roster=), else the first; null when there is none. */
export function pickClass(classes: readonly ClassResult[], roster: string | null): ClassResult | null {
  return classes.find((entry) => entry.id === roster) ?? classes[0] ?? null;
}

/** A date of the lists ('Nov 26, 2026'); the ISO value stays in a <time> element. */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

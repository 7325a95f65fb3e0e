import type { StudentAssignment, WorkStatus } from '@lantern/shared';

/** What a student reads for each work status (spec 3 §3 Student work status). */
export const WORK_STATUS_LABELS: Record<WorkStatus, string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  COMPLETE: 'Complete',
};

/** A score in percent, or a dash before there is one (no result, or nothing to mark). */
export function scoreText(score: number | null): string {
  return score === null ? '—' : `${Math.round(score)}%`;
}

/** The player link: start, or continue the student's result with ?result_id= (spec 3 §7). */
export function playerLink(assignment: Pick<StudentAssignment, 'activity' | 'result_id' | 'status'>): {
  href: string;
  label: string;
} | null {
  if (assignment.status === 'COMPLETE') return null;
  const params = new URLSearchParams();
  if (assignment.status === 'IN_PROGRESS' && assignment.result_id !== null) {
    params.set('result_id', String(assignment.result_id));
  }
  params.set('student', 'true');
  return {
    href: `${assignment.activity.preview_url}?${params.toString()}`,
    label: assignment.status === 'IN_PROGRESS' ? 'Continue' : 'Start',
  };
}

/** The result view's address with the student flag, or null before a result exists. */
export function resultLink(assignment: Pick<StudentAssignment, 'student_result_url'>): string | null {
  return assignment.student_result_url ? `${assignment.student_result_url}?student=true` : null;
}

/** How a marked answer reads: right, not right, or still with the teacher (Short and Essay). */
export function markText(isCorrect: boolean | null, answered: boolean): string {
  if (!answered) return 'Not answered';
  if (isCorrect === null) return 'Waiting for your teacher';
  return isCorrect ? 'Correct' : 'Not correct';
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** 'November 26, 2026' from an ISO date; the raw text when it is not one. */
export function dateText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

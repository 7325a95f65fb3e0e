import type { QuestionStats, ResultRow } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import {
  correctRate,
  listOrdering,
  listParams,
  listSearch,
  mostMissed,
  pageLoadError,
  readListView,
  scoreDistribution,
  statusCounts,
  validationText,
} from './view.ts';

const row = (status: ResultRow['status'], score: number | null): ResultRow => ({
  result_id: score === null ? null : 1,
  student_id: 's',
  student_name: 'Ana L.',
  assigned_via: 'LM',
  status,
  submission_date: null,
  score,
  open_ilp_work_url: null,
});
const question = (answered: number, correct: number, ungraded = 0): QuestionStats => ({
  id: answered * 10 + correct,
  text: 'Q',
  answered,
  correct,
  ungraded,
});

describe('the assignment list view', () => {
  it("orders 'recent'/'oldest' by the tab's date and keeps order and page in the address", () => {
    expect(listOrdering({ status: 'assigned', order: 'recent' })).toBe('-date_assigned');
    expect(listOrdering({ status: 'assigned', order: 'oldest' })).toBe('date_assigned');
    expect(listOrdering({ status: 'awaiting', order: 'recent' })).toBe('-date_created');
    const view = readListView('awaiting', '?ordering=oldest&page=3');
    expect(view).toEqual({ status: 'awaiting', order: 'oldest', page: 3 });
    expect(listParams(view).toString()).toBe('status=awaiting&limit=10&offset=20&ordering=date_created');
    expect(readListView('assigned', '?ordering=nonsense&page=-2')).toEqual({
      status: 'assigned',
      order: 'recent',
      page: 1,
    });
    expect(listSearch('?student=true&page=4', { order: 'recent', page: 1 })).toBe('?student=true');
    expect(listSearch('', { order: 'oldest', page: 2 })).toBe('?ordering=oldest&page=2');
  });

  it("words spec 3 §8's page-loading errors and validation errors", () => {
    expect(pageLoadError(new ApiRequestError(403, {}))).toEqual({
      title: 'Invalid Access',
      message: 'Please log in and refresh the page.',
    });
    expect(pageLoadError(new ApiRequestError(500, {})).title).toBe('Internal Error');
    expect(pageLoadError(new TypeError('offline'))).toEqual({
      title: 'Something went wrong',
      message: 'Please try again later or contact us.',
    });
    expect(validationText(new ApiRequestError(400, { errors: { code: ['Bad.'], name: 'Long.' } }))).toBe(
      'code: Bad.. name: Long.',
    );
  });
});

describe('progress at a glance', () => {
  it('counts statuses and bands the scores of students who have one', () => {
    const rows = [row('COMPLETE', 100), row('COMPLETE', 80), row('IN_PROGRESS', 0), row('NOT_STARTED', null)];
    expect(statusCounts(rows).map((entry) => entry.count)).toEqual([1, 1, 2]);
    expect(scoreDistribution(rows).map((band) => band.count)).toEqual([1, 0, 0, 0, 2]);
  });

  it('finds the question most students missed, not counting answers still to grade', () => {
    expect(mostMissed([question(3, 3), question(3, 1), question(3, 0, 3)])?.index).toBe(1);
    expect(mostMissed([question(2, 2), question(0, 0)])).toBeNull();
    expect(correctRate(question(4, 1, 2))).toBe(50);
    expect(correctRate(question(2, 0, 2))).toBeNull();
  });
});

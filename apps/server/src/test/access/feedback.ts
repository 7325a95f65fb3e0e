import { buildFeedback } from '../factories/index.ts';
import { type AccessContext, type AccessRow, admins, everyone } from './roles.ts';

/** Access rows of feedback (anyone sends it; staff, i.e. admins, read and answer it) and the help articles and pictures. */
export const FEEDBACK_ROWS: AccessRow[] = [
  {
    method: 'POST',
    url: '/api/v2/feedback/',
    sample: {
      url: '/api/v2/feedback/',
      payload: { category: 'idea', message: 'Access sample feedback', page: '/' },
    },
    expect: everyone(201),
  },
  { method: 'GET', url: '/api/v2/staff/feedback/', sample: '/api/v2/staff/feedback/', expect: admins(200) },
  {
    method: 'PATCH',
    url: '/api/v2/staff/feedback/:id/',
    sample: async ({ app }) => ({
      url: `/api/v2/staff/feedback/${await sampleFeedbackId(app)}/`,
      payload: { status: 'read' },
    }),
    expect: admins(200),
  },
  {
    method: 'POST',
    url: '/api/v2/staff/feedback/:id/reply/',
    sample: async ({ app }) => ({
      url: `/api/v2/staff/feedback/${await sampleFeedbackId(app)}/reply/`,
      payload: { body: 'Thank you for writing.' },
    }),
    expect: admins(200),
  },
  {
    method: 'GET',
    url: '/api/v2/help/articles/',
    sample: '/api/v2/help/articles/?q=sign',
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/help/articles/:slug/',
    sample: '/api/v2/help/articles/privacy-policy/',
    expect: everyone(200),
  },
  // The articles' pictures: plain files, no client key (an <img> sends none).
  {
    method: 'GET',
    url: '/help/images/*',
    sample: '/help/images/student-site-home.png',
    expect: everyone(200),
  },
];

async function sampleFeedbackId(app: AccessContext['app']): Promise<number> {
  const row = await buildFeedback(app, {
    category: 'question',
    message: 'Access sample',
    pagePath: '/',
    replyEmail: 'sender@example.org',
  });
  return row.id;
}

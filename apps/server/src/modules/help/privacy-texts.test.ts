import fs from 'node:fs';
import path from 'node:path';
import { helpArticleSchema, PRIVACY_ACKNOWLEDGEMENT_TEXT } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';
import { RETENTION_DEFAULTS, VIEW_CLAIM_DAYS } from '../retention/index.ts';
import { ARTICLES_DIR, fillPlaceholders } from './help-articles.ts';
import { privacyArticleValues } from './privacy-values.ts';

/**
 * The privacy texts (issue 41) state the periods the code runs on: one source. Every period in the Markdown is a
 * placeholder the help module fills from the configuration and the code's constants, so a text cannot say 30
 * days while a job keeps 90.
 */

const PRIVACY_ARTICLES = ['privacy-policy', 'student-privacy-notice'];
/** A number with a unit of time: what a period stated in a text looks like. */
const PERIOD = /\b\d+\s*(?:minutes?|hours?|days?|weeks?|months?|years?)\b/gi;
/**
 * Periods the texts may write as literals, each with the code that fixes it: cookie lifetimes the browser is
 * told, not records kept by the server.
 */
const LITERAL_PERIODS: Record<string, string> = {
  '365 days':
    'csrftoken, student_device and the station cookies (plugins/spa.ts, modules/auth/student-devices.ts, modules/stations)',
  '10 minutes': 'the signed cookie of a sign-in with another account (modules/auth/oidc-state.ts)',
  '1 day': 'the lantern_quick_assign cookie (decision 0044)',
};

let app: FastifyInstance;
let changed: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  changed = await buildTestApp({
    env: {
      RETENTION_QUICK_ASSIGN_DAYS: '45',
      RETENTION_ENDED_SESSIONS_DAYS: '12',
      SESSION_IDLE_HOURS_STUDENT: '3',
    },
  });
});

async function article(on: FastifyInstance, slug: string) {
  const reply = await injectAs(on, apiHeaders(on), { method: 'GET', url: `/api/v2/help/articles/${slug}/` });
  expect(reply.statusCode, slug).toBe(200);
  return helpArticleSchema.parse(reply.json());
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the privacy texts', () => {
  it('write no period as a literal: each is a placeholder (or a listed cookie lifetime)', () => {
    for (const slug of PRIVACY_ARTICLES) {
      const source = fs.readFileSync(path.join(ARTICLES_DIR, `${slug}.md`), 'utf8');
      const literals = [...source.matchAll(PERIOD)].map(([period]) => period.toLowerCase());
      expect(
        literals.filter((period) => !(period in LITERAL_PERIODS)),
        slug,
      ).toEqual([]);
    }
  });

  it('fill the placeholders from the same settings and constants the retention job and sign-in use', () => {
    const values = privacyArticleValues(loadConfig({}));
    expect(values).toMatchObject({
      'retention.endedSessionsDays': RETENTION_DEFAULTS.endedSessionsDays,
      'retention.lockoutsDays': RETENTION_DEFAULTS.lockoutsDays,
      'retention.viewHistoryDays': RETENTION_DEFAULTS.viewHistoryDays,
      'retention.quickAssignDays': RETENTION_DEFAULTS.quickAssignDays,
      'retention.newsletterUnconfirmedDays': RETENTION_DEFAULTS.newsletterUnconfirmedDays,
      'retention.outboxDays': RETENTION_DEFAULTS.outboxDays,
      'retention.expiredLinksDays': RETENTION_DEFAULTS.expiredLinksDays,
      'retention.viewClaimDays': VIEW_CLAIM_DAYS,
      'session.idleHoursTeacher': 12,
      'session.idleHoursStudent': 2,
      'session.absoluteDays': 30,
      'links.passwordResetMinutes': 60,
    });
    // Every retention setting is stated in the policy's table.
    const policy = fs.readFileSync(path.join(ARTICLES_DIR, 'privacy-policy.md'), 'utf8');
    for (const name of Object.keys(RETENTION_DEFAULTS)) expect(policy).toContain(`{{retention.${name}}}`);
    expect(policy).toContain('{{retention.viewClaimDays}}');
  });

  it('state the default periods in the served articles, with no placeholder left', async () => {
    const policy = text((await article(app, 'privacy-policy')).html);
    expect(policy).not.toContain('{{');
    const d = RETENTION_DEFAULTS;
    for (const sentence of [
      `An ended session's record, with its address and browser description | ${d.endedSessionsDays} days`,
      `A sign-in lockout record, with its address | ${d.lockoutsDays} days after the lock ended`,
      `made it | ${d.viewHistoryDays} days (the count stays)`,
      `counted a view | ${VIEW_CLAIM_DAYS} days`,
      `(the typed name and the answers) | ${d.quickAssignDays} days`,
      `A newsletter sign-up never confirmed | ${d.newsletterUnconfirmedDays} days`,
      `sign-up requests | ${d.expiredLinksDays} days after they expired`,
      `kept as a file for the operator | ${d.outboxDays} days`,
      'A session ends after 12 hours unused for teachers, 2 hours for students, and 30 days after sign-in at most',
    ]) {
      expect(policy.replace(/ ?\| ?/g, ' | '), sentence).toContain(sentence.replace(/ \| /g, ' '));
    }
    const notice = text((await article(app, 'student-privacy-notice')).html);
    expect(notice).not.toContain('{{');
    expect(notice).toContain(`deleted after ${d.quickAssignDays} days`);
    expect(notice).toContain(`deleted at the latest ${d.endedSessionsDays} days after the session ended`);
  });

  it('say what this server is set to do when the operator changes a setting', async () => {
    const policy = text((await article(changed, 'privacy-policy')).html);
    expect(policy).toContain(
      'A quick-assign result made without an account (the typed name and the answers) 45 days',
    );
    expect(policy).toContain('at the latest 12 days after it ended');
    expect(policy).toContain('3 hours for students');
    const notice = text((await article(changed, 'student-privacy-notice')).html);
    expect(notice).toContain('deleted after 45 days');
  });

  it('make the Student Privacy Notice the acknowledgement names a real page, linked from the policy', async () => {
    expect(PRIVACY_ACKNOWLEDGEMENT_TEXT).toContain('Student Privacy Notice');
    const notice = await article(app, 'student-privacy-notice');
    expect(notice.title).toBe('Student Privacy Notice');
    expect(notice.html).toContain('href="/help/privacy-policy/"');
    expect((await article(app, 'privacy-policy')).html).toContain('href="/help/student-privacy-notice/"');
  });

  it('refuse at start-up an article naming a value that does not exist', () => {
    expect(() => fillPlaceholders('x.md', 'kept {{retention.forever}} days', {})).toThrow(
      /x\.md: no value for the placeholder \{\{retention\.forever\}\}/,
    );
    expect(fillPlaceholders('x.md', 'kept {{ a.b }} days', { 'a.b': 3 })).toBe('kept 3 days');
  });
});

import { API_PATH_FAMILIES } from '../plugins/api-paths.ts';
import {
  ASSIGNMENTS_ROWS,
  CODE_ENTRY_ROWS,
  PLAYER_ROWS,
  RESULTS_ROWS,
  STUDENT_ROWS,
} from './access/assignments.ts';
import { CLASSES_ROWS } from './access/classes.ts';
import { DISCOVERY_ROWS } from './access/discovery.ts';
import { FAVORITES_ROWS } from './access/favorites.ts';
import { FEEDBACK_ROWS } from './access/feedback.ts';
import { FOLDERS_ROWS } from './access/folders.ts';
import { HOMEPAGE_ROWS } from './access/homepage.ts';
import { LESSONS_ROWS } from './access/lessons.ts';
import { NEWSLETTER_ROWS } from './access/newsletter.ts';
import { OIDC_ROWS } from './access/oidc.ts';
import { PRIVACY_ROWS } from './access/privacy.ts';
import { RESOURCE_ROWS } from './access/resource.ts';
import { type AccessRow, everyone, signedIn, teachers } from './access/roles.ts';
import { SEO_ROWS } from './access/seo.ts';
import { STATIONS_ROWS } from './access/stations.ts';
import { UGC_ROWS } from './access/ugc.ts';

export * from './access/roles.ts';

/**
 * The access-control table: every route of the app, with the status each kind of caller gets.
 * access-control.test.ts fails when a route registered in app.routeCatalog has no row here (or a
 * row names a route that no longer exists), then sends each row's sample request as every role,
 * each with the web API key, a valid CSRF pair and our Origin, so only access rules decide.
 *
 * Adding a route? Add a row here, or in the domain's file under access/ (concatenated below):
 *
 *   {
 *     method: 'POST',                         // as registered; '*' for a routes.all() catch-all
 *     url: '/api/v2/folders/:id/',            // the route pattern exactly as registered
 *     sample: async ({ app, users }) => {     // a concrete request: a string URL, or a function
 *       const folder = await createFolder(app, users.teacher);   // records owned by `teacher`
 *       return { url: `/api/v2/folders/${folder.id}/`, payload: { name: 'Renamed' } };
 *     },
 *     expect: signedInOwner(200),             // or an explicit { visitor, student, teacher, otherTeacher, admin }
 *   },
 *
 * Roles: visitor (no session), student, teacher (owns whatever the sample creates), otherTeacher
 * (a teacher who does not own it: per-record policies answer 403 or 404), admin. Every role gets a
 * fresh session per row, so rows that sign out or change state cannot affect the next row.
 * A sample that needs a body sends a deliberately invalid one ({}) when a valid one would need
 * more setup: 400 then means "allowed in, then validated", which is what the access rules decide.
 */

export const ACCESS_TABLE: AccessRow[] = [
  // Platform
  { method: 'GET', url: '/', sample: '/', expect: everyone(200) },
  { method: 'GET', url: '/healthz', sample: '/healthz', expect: everyone(200) },
  { method: 'GET', url: '/api/v2/messages/', sample: '/api/v2/messages/', expect: everyone(200) },
  // Unknown addresses of every API family (plugins/api-paths.ts): a JSON 404 for everyone.
  ...API_PATH_FAMILIES.map(
    (prefix): AccessRow => ({
      method: '*',
      url: `${prefix}*`,
      sample: `${prefix}no/such/route/`,
      expect: everyone(404),
    }),
  ),
  { method: 'GET', url: '/assets/*', sample: '/assets/app-fixture.js', expect: everyone(200) },

  // OpenAPI description and its UI (public: the spec asks for it at /api/docs)
  { method: 'GET', url: '/api/docs', sample: '/api/docs', expect: everyone(200) },
  { method: 'GET', url: '/api/docs/json', sample: '/api/docs/json', expect: everyone(200) },
  { method: 'GET', url: '/api/docs/yaml', sample: '/api/docs/yaml', expect: everyone(200) },
  {
    method: 'GET',
    url: '/api/docs/static/index.html',
    sample: '/api/docs/static/index.html',
    expect: everyone(302),
  },
  {
    method: 'GET',
    url: '/api/docs/static/swagger-initializer.js',
    sample: '/api/docs/static/swagger-initializer.js',
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/docs/static/*',
    sample: '/api/docs/static/swagger-ui.css',
    expect: everyone(200),
  },

  // Search and the subject tree (public)
  { method: 'GET', url: '/api/v2/search/', sample: '/api/v2/search/?q=water', expect: everyone(200) },
  {
    method: 'GET',
    url: '/api/v2/expanded_subject_tree/',
    sample: '/api/v2/expanded_subject_tree/?max_depth=2',
    expect: everyone(200),
  },

  // Accounts: teachers
  {
    method: 'POST',
    url: '/api/v2/auth/signup/',
    sample: { url: '/api/v2/auth/signup/', payload: {} },
    expect: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/v2/auth/signup/confirm/',
    sample: { url: '/api/v2/auth/signup/confirm/', payload: {} },
    expect: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/v2/auth/signin/',
    sample: { url: '/api/v2/auth/signin/', payload: {} },
    expect: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/v2/auth/signout/',
    sample: { url: '/api/v2/auth/signout/', payload: {} },
    expect: everyone(200),
  },
  {
    method: 'POST',
    url: '/api/v2/auth/password_reset/',
    sample: { url: '/api/v2/auth/password_reset/', payload: {} },
    expect: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/v2/auth/password_reset/confirm/',
    sample: { url: '/api/v2/auth/password_reset/confirm/', payload: {} },
    expect: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/v2/auth/password_change/',
    sample: { url: '/api/v2/auth/password_change/', payload: {} },
    expect: teachers(400),
  },
  { method: 'GET', url: '/api/v2/auth/sessions/', sample: '/api/v2/auth/sessions/', expect: signedIn(200) },
  {
    method: 'DELETE',
    url: '/api/v2/auth/sessions/:id/',
    sample: '/api/v2/auth/sessions/00000000-0000-4000-8000-000000000000/',
    expect: signedIn(404),
  },
  { method: 'GET', url: '/api/v2/user_profile/', sample: '/api/v2/user_profile/', expect: teachers(200) },
  {
    method: 'PUT',
    url: '/api/v2/user_profile/',
    sample: { url: '/api/v2/user_profile/', payload: {} },
    expect: teachers(400),
  },

  // Accounts: students and captcha
  { method: 'GET', url: '/api/v2/captcha/', sample: '/api/v2/captcha/', expect: everyone(200) },
  {
    method: 'GET',
    url: '/api/v2/captcha/challenge/',
    sample: '/api/v2/captcha/challenge/?action=studentCreate',
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/student/options/',
    sample: '/api/v2/student/options/',
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/student/username/',
    sample: '/api/v2/student/username/',
    expect: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/v2/student/',
    sample: { url: '/api/v2/student/', payload: {} },
    expect: everyone(400),
  },
  {
    method: 'POST',
    url: '/student/signin/',
    sample: { url: '/student/signin/', payload: {} },
    expect: everyone(400),
  },
  // Sign-in cards (decision 0074): a card's token, or a username and the card's code.
  {
    method: 'POST',
    url: '/api/v2/student/signin/card/',
    sample: { url: '/api/v2/student/signin/card/', payload: {} },
    expect: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/v2/student/signin/code/',
    sample: { url: '/api/v2/student/signin/code/', payload: {} },
    expect: everyone(400),
  },
  ...DISCOVERY_ROWS,
  ...STATIONS_ROWS,
  ...HOMEPAGE_ROWS,
  ...OIDC_ROWS,
  ...RESOURCE_ROWS,
  ...SEO_ROWS,
  ...FAVORITES_ROWS,
  ...FOLDERS_ROWS,
  ...NEWSLETTER_ROWS,
  ...FEEDBACK_ROWS,
  ...PRIVACY_ROWS,
  ...UGC_ROWS,
  ...LESSONS_ROWS,
  ...CLASSES_ROWS,
  ...ASSIGNMENTS_ROWS,
  ...PLAYER_ROWS,
  ...CODE_ENTRY_ROWS,
  ...STUDENT_ROWS,
  ...RESULTS_ROWS,
];

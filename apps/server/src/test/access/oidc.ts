import { type AccessRow, everyone } from './roles.ts';

/**
 * Access rows: sign-in with an OpenID Connect provider. Public browser navigations (no API key);
 * the access-table app has no provider set up, so every role gets the same 404 'not set up' reply
 * (not 401/403). The full flows against a real provider are in modules/auth/oidc.test.ts.
 */
export const OIDC_ROWS: AccessRow[] = [
  {
    method: 'GET',
    url: '/api/v2/auth/oidc/:provider/start/',
    sample: '/api/v2/auth/oidc/google/start/?next=%2Ftools%2Ffavorites%2F&type=student',
    expect: everyone(404),
  },
  {
    method: 'GET',
    url: '/api/v2/auth/oidc/:provider/callback/',
    sample: '/api/v2/auth/oidc/google/callback/?code=abc&state=xyz',
    expect: everyone(404),
  },
];

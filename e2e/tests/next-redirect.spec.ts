import type { Page } from '@playwright/test';
import { finishTeacherSignUp } from '../fixtures/accounts.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * A crafted `next` never takes a teacher to another site after signing up or signing in
 * (open-redirect bypass forms; the full list is in packages/shared/src/next-path.test.ts).
 */

const BYPASSES = ['/.//evil.example/', '/%2F%2Fevil.example/', '/\\evil.example/', '/%09/evil.example/'];
const PASSWORD = 'lantern-e2e-Passw0rd';

/** Records every request to the attacker's host (none must happen); such requests are aborted. */
async function watchForEvil(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      seen.push(route.request().url());
      return route.abort();
    },
  );
  return seen;
}

test('a crafted next keeps the teacher on this site after sign-up and sign-in', async ({ page, baseURL }) => {
  test.slow();
  const seen = await watchForEvil(page);
  const email = `next-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const account = page.getByRole('banner').getByRole('button', { name: 'Ada' });

  await page.goto(`/signup?next=${encodeURIComponent(BYPASSES[0] as string)}`);
  const form = page.getByRole('tabpanel', { name: 'Teacher' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create teacher account' }).click();
  await finishTeacherSignUp(page, email);
  await expect(account).toBeVisible();
  expect(new URL(page.url()).origin).toBe(baseURL);

  for (const next of BYPASSES) {
    await page.context().clearCookies();
    await page.goto(`/?signin=teacher&next=${encodeURIComponent(next)}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(account, next).toBeVisible();
    expect(new URL(page.url()).origin, next).toBe(baseURL);
  }
  expect(seen).toEqual([]);
  await expectAccessible(page, 'signed in, still on this site');
});

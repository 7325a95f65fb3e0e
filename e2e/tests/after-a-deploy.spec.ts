import { test as base, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 38: a tab opened before a release asks for script files the new build no longer has (hashed chunk
 * names answer 404). The app reloads once to the new build, keeping what was typed, and when that does not
 * help says so under the site's header with a way to reload, never a bare 500 and never a reload loop
 * (docs/decisions/0068-a-missing-chunk-after-a-release.md). A chunk is "gone" here with page.route.
 */

const MESSAGE_TITLE = 'Part of this page did not load';

/** Counts the main frame's document loads: the first visit is 1, each reload adds one. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

/**
 * Answers 404 for the build's files whose name matches, as a server does once a release replaced them: until
 * the page has been loaded `loadsGone` times (the old build's page, then the new one's), or always.
 */
async function chunkGone(
  page: Page,
  name: RegExp,
  loads: () => number,
  loadsGone = Number.POSITIVE_INFINITY,
) {
  const refused: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && name.test(url.pathname),
    (route) => {
      if (loads() > loadsGone) return route.continue();
      refused.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"gone"}' });
    },
  );
  return refused;
}

/** Waits a while and checks that no further load happened: the page does not reload in a loop. */
async function expectNoMoreLoads(page: Page, loads: () => number, expected: number) {
  await page.waitForTimeout(3_000);
  expect(loads(), 'the page should not reload again').toBe(expected);
}

test.describe('after a release, in a tab opened before it', () => {
  test('a page chunk gone on a client-side navigation: one reload, the new page with its header, the typed search kept', async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search classroom resources' });
    await search.fill('volcano');
    const refused = await chunkGone(page, /\/about-page-[^/]+\.js$/, loads, 1);

    await page.getByRole('navigation', { name: 'Learn more' }).getByRole('link', { name: 'About' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'About Lantern' })).toBeVisible({
      timeout: 30_000,
    });
    expect(refused.length, 'the old build asked for the gone chunk').toBeGreaterThan(0);
    expect(loads(), 'one reload to the new build').toBe(2);
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(search).toHaveValue('volcano');
    await expectAccessible(page);
  });

  test("the sign-in dialog's chunk gone (a part of the shell): one reload to the page under its header, not a bare 500", async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    await page.goto('/');
    const refused = await chunkGone(page, /\/teacher-sign-in-dialog-[^/]+\.js$/, loads, 1);
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });

    await signIn.click();

    await expect.poll(loads, { timeout: 30_000 }).toBe(2);
    expect(refused.length, 'the old build asked for the gone chunk').toBeGreaterThan(0);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bring the World to Your Classroom' }),
    ).toBeVisible();
    await expect(page.getByText('Something went wrong when trying to display this page.')).toHaveCount(0);
    // The new build has the dialog: the second click opens it.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 20_000 });
    await signIn.click();
    await expect(page.getByRole('dialog', { name: 'Sign in to Lantern' })).toBeVisible();
    expect(loads()).toBe(2);
  });

  test('a chunk gone for good: one reload, then a clear message under the header with a button to reload, no loop', async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    await page.goto('/');
    await chunkGone(page, /\/about-page-[^/]+\.js$/, loads);

    await page.getByRole('navigation', { name: 'Learn more' }).getByRole('link', { name: 'About' }).click();

    const title = page.getByRole('heading', { level: 1, name: MESSAGE_TITLE });
    await expect(title).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Reload the page');
    expect(loads(), 'one automatic reload, no more').toBe(2);
    await expectNoMoreLoads(page, loads, 2);
    await expectAccessible(page);

    // The button reloads once; the file is still gone, so the message comes back and nothing reloads by itself.
    await page.getByRole('button', { name: 'Reload page' }).click();
    await expect.poll(loads).toBe(3);
    await expect(title).toBeVisible({ timeout: 30_000 });
    await expectNoMoreLoads(page, loads, 3);
  });
});

test.describe("the first load of a server-rendered page whose script is gone (the HTML is new, a file it names isn't there)", () => {
  test('the entry chunk missing once: one reload, then the page is the app (hydrated)', async ({ page }) => {
    const loads = countDocumentLoads(page);
    const refused = await chunkGone(page, /\/index-[^/]+\.js$/, loads, 1);
    await page.goto('/about/');
    await expect(page.getByRole('heading', { level: 1, name: 'About Lantern' })).toBeVisible();
    expect(refused.length, 'the first load asked for the gone entry').toBeGreaterThan(0);
    expect(loads(), 'one reload').toBe(2);
    await expectAccessible(page);
  });
});

// The app never starts here, so the page never marks itself hydrated: the plain test, without that wait.
base.describe('the first load of a server-rendered page whose entry is gone for good', () => {
  base(
    'the server page keeps its header and says what happened, with a button to reload; no loop',
    async ({ page }) => {
      const loads = countDocumentLoads(page);
      await chunkGone(page, /\/index-[^/]+\.js$/, loads);
      await page.goto('/about/');
      const title = page.getByRole('heading', { level: 1, name: MESSAGE_TITLE });
      await expect(title).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
      expect(loads(), 'one automatic reload, no more').toBe(2);
      await expectNoMoreLoads(page, loads, 2);
      await expectAccessible(page);
    },
  );
});

import type { Page } from '@playwright/test';
import { signInNewTeacher } from '../fixtures/accounts.ts';
import { apiGet } from '../fixtures/api.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The resource page asks once (issue 15, docs/decisions/0021-resource-page-data.md): the detail call is made
 * once per page (the route loader starts it, the page finds it in the cache), whether the resource is a
 * favorite comes from the detail's favorite_id (the favorites list is never downloaded), and a saved favorite
 * is kept in the cached detail, so coming back shows it without asking again.
 */

/** The API calls the page makes from now on (path and query, method first). */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(api|recommendation|resource\/view-count)\//.test(url.pathname)) {
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  return calls;
}

const favorite = (page: Page) =>
  page.getByRole('region', { name: 'Resource actions' }).getByRole('button', { name: 'Favorite' });

test('the resource page asks for its detail once and never for the favorites list', async ({ page }) => {
  await signInNewTeacher(page, 'Rhea');
  const query = new URLSearchParams({
    q: '',
    count: '1',
    rank_by: 'title',
    selected_facet: 'media_type:Video',
  });
  const { objects } = await apiGet<{ objects: Array<{ resource_code: string }> }>(
    page,
    `/api/v2/search/?${query}`,
  );
  const code = objects[0]?.resource_code as string;
  const detailCall = `GET /api/v2/resource/${encodeURIComponent(code)}/`;

  const calls = recordApiCalls(page);
  await page.goto(`/resource/${code}/`);
  await expect(favorite(page)).toHaveAttribute('aria-pressed', 'false', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'resource page');
  expect(
    calls.filter((call) => call === detailCall),
    calls.join('\n'),
  ).toHaveLength(1);
  expect(
    calls.filter((call) => call.includes('/api/v2/favorites/')),
    calls.join('\n'),
  ).toEqual([]);

  // Saved: the cached detail now says so. Leaving and coming back within the cache's minute asks nothing.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v2/favorite/'));
  await favorite(page).click();
  expect((await saved).status()).toBe(201);
  calls.length = 0;
  // Away to another page of the app and back, without reloading it.
  await page.evaluate(() => {
    history.pushState(null, '', '/about/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Loading/);
  await expect(favorite(page)).toHaveCount(0);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === `/resource/${code}/`);
  await expect(favorite(page)).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => call === detailCall || call.includes('/api/v2/favorites/'))).toEqual([]);
});

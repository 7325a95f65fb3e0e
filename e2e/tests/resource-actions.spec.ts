import type { Page } from '@playwright/test';
import { apiGet } from '../fixtures/api.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The resource page's actions (spec 3 "Resource page", spec 2 Favorites): a visitor's sign-in tooltip,
 * a teacher's favorite surviving a reload and being taken back, a refused change rolled back with a
 * notice, rating and the resource question, the lesson-plan exports and the Google Classroom pop-up.
 * Resources are found through the search API, as the app finds them.
 */

const SIGN_IN_TIP = 'Sign in to save this resource to your favorites.';

/** The code of the first published resource of a media type (by title, so runs agree). */
async function resourceCodeOf(page: Page, mediaType: string): Promise<string> {
  if (!page.url().startsWith('http')) await page.goto('/about/');
  const query = new URLSearchParams({ q: '', count: '1', rank_by: 'title' });
  query.append('selected_facet', `media_type:${mediaType}`);
  const { objects } = await apiGet<{ objects: Array<{ resource_code: string }> }>(
    page,
    `/api/v2/search/?${query}`,
  );
  const code = objects[0]?.resource_code;
  expect(code, `the demo library should have a ${mediaType}`).toBeTruthy();
  return code as string;
}

async function openResource(page: Page, code: string) {
  await page.goto(`/resource/${code}/`);
  await expect(page.getByRole('region', { name: 'Resource actions' })).toBeVisible({ timeout: 60_000 });
}

const actions = (page: Page) => page.getByRole('region', { name: 'Resource actions' });
const favorite = (page: Page) => actions(page).getByRole('button', { name: 'Favorite' });

test.describe('resource actions', () => {
  test('a visitor reaches the favorite button by keyboard and is told to sign in', async ({ page }) => {
    const code = await resourceCodeOf(page, 'Video');
    await openResource(page, code);
    await expect(favorite(page)).toHaveAttribute('aria-disabled', 'true');
    await tabTo(page, favorite(page), 120);
    const tip = page.getByRole('tooltip').filter({ hasText: SIGN_IN_TIP });
    await expect(tip).toBeVisible();
    await expect(favorite(page)).toHaveAccessibleDescription(SIGN_IN_TIP);
    // Pressing it changes nothing: visitors have no favorites.
    await page.keyboard.press('Enter');
    await expect(favorite(page)).not.toHaveAttribute('aria-pressed', /.*/);
    await expect(actions(page).getByText('to rate this resource')).toBeVisible();
    await expectAccessible(page, 'visitor with the sign-in tooltip');
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });

  test('a teacher favorites and unfavorites; both survive a reload', async ({ page, teacher: _ }) => {
    const code = await resourceCodeOf(page, 'Video');
    await openResource(page, code);
    await expect(favorite(page)).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(page, 'teacher before favoriting');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/favorite/') && r.request().method() === 'POST',
    );
    await favorite(page).click();
    await expect(favorite(page)).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).status()).toBe(201);

    await page.reload();
    await expect(favorite(page)).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
    const favorites = await apiGet<{ objects: Array<{ resource_code: string }> }>(page, '/api/v2/favorites/');
    expect(favorites.objects.map((item) => item.resource_code)).toContain(code);

    const removed = page.waitForResponse((r) => /\/api\/v2\/favorite\/\d+\/$/.test(r.url()));
    await favorite(page).focus();
    await page.keyboard.press('Enter');
    await expect(favorite(page)).toHaveAttribute('aria-pressed', 'false');
    expect((await removed).status()).toBe(204);
    await page.reload();
    await expect(favorite(page)).toHaveAttribute('aria-pressed', 'false', { timeout: 60_000 });
    await expectAccessible(page, 'teacher after unfavoriting');
  });

  test('a refused favorite is undone with a notice; rating and the question are saved', async ({
    page,
    teacher: _,
  }) => {
    const code = await resourceCodeOf(page, 'Audio');
    await openResource(page, code);

    await page.route('**/api/v2/favorite/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"server_error"}' }),
    );
    await favorite(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not add this resource to your favorites.' }),
    ).toBeVisible();
    await expect(favorite(page)).toHaveAttribute('aria-pressed', 'false');
    await page.unroute('**/api/v2/favorite/');

    const rating = actions(page).getByRole('group', { name: 'Rate this resource' });
    await rating.getByRole('button', { name: '4 stars' }).click();
    await expect(rating.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      actions(page).getByText(/You rated this 4 of 5\. Average 4\.0 of 5 from 1 rating\./),
    ).toBeVisible();

    const question = actions(page).getByRole('group', {
      name: 'How useful is this resource for your teaching?',
    });
    await question.getByLabel('Very useful').check();
    await question.getByRole('button', { name: 'Send answer' }).click();
    await expect(actions(page).getByText('Thank you, your answer is saved.')).toBeVisible();
    await expectAccessible(page, 'after rating and answering');

    await page.reload();
    await expect(rating.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 60_000,
    });
    await expect(question.getByLabel('Very useful')).toBeChecked();
  });

  test('a lesson plan offers print and Word; sharing opens the 640x450 Google Classroom pop-up', async ({
    page,
    context,
  }) => {
    // No network here: the share page is answered locally so the pop-up has something to show.
    await context.route('https://classroom.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Share</title><p>Share</p>' }),
    );
    const code = await resourceCodeOf(page, 'Lesson Plan');
    await openResource(page, code);
    await expect(actions(page).getByRole('link', { name: /Print lesson plan/ })).toHaveAttribute(
      'href',
      `/api/v2/lesson_plan_html/${code}/`,
    );
    await expect(actions(page).getByRole('link', { name: 'Lesson plan for Word' })).toHaveAttribute(
      'href',
      `/api/v2/lesson_plan_word/${code}/`,
    );
    const detail = await apiGet<{ is_available_for_students: boolean; title: string }>(
      page,
      `/api/v2/resource/${code}/`,
    );
    // The print link opens the lesson plan page in a new tab; the Word link is a real .docx.
    const printOpened = page.waitForEvent('popup');
    await actions(page)
      .getByRole('link', { name: /Print lesson plan/ })
      .click();
    const printed = await printOpened;
    await expect(printed.locator('body')).toContainText(detail.title);
    await printed.close();
    const word = await page.request.get(`/api/v2/lesson_plan_word/${code}/`);
    expect(word.status()).toBe(200);
    expect(word.headers()['content-type']).toContain('wordprocessingml');

    await expect(actions(page).getByRole('link', { name: /Student view/ })).toHaveCount(
      detail.is_available_for_students ? 1 : 0,
    );

    const popupOpened = page.waitForEvent('popup');
    await actions(page)
      .getByRole('link', { name: /Share to Google Classroom/ })
      .click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    const shared = new URL(popup.url());
    expect(shared.origin + shared.pathname).toBe('https://classroom.google.com/share');
    expect(shared.searchParams.get('url')).toMatch(new RegExp(`/resource/${code}/?$`));
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([640, 450]);
    await popup.close();
    // The resource page itself stayed where it was.
    await expect(page).toHaveURL(new RegExp(`/resource/${code}/$`));
    await expectAccessible(page, 'lesson plan actions');
  });
});

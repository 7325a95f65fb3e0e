import type { Page } from '@playwright/test';
import { signInNewTeacher } from '../fixtures/accounts.ts';
import { apiGet } from '../fixtures/api.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { firstVideo, pressByKeyboard } from '../fixtures/library.ts';
import { signUpStudentInDialog } from '../fixtures/student-signup.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The teacher library's favorites (issue 16): the /tools frame's 401 flow, favoriting from search, a home
 * carousel and a related card, the dashboard and the favorites page (filters, search, remove with undo), and a
 * student's favorites. Folders: library-folders.spec.ts.
 * Resources are found through the search API, as the app finds them.
 */

const TEXT_401 = 'You must be signed in to view this page. Please sign in below.';

/** The query of every favorites read the page makes from now on ('?lo_ids=…' for a lookup, '' for the list). */
function recordFavoriteLookups(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v2/favorites/') searches.push(url.search);
  });
  return searches;
}

test.describe('teacher library: favorites', () => {
  test('a visitor meets the 401 flow on every tools page and a sign-in tooltip on Favorites', async ({
    page,
  }) => {
    for (const path of ['/tools/', '/tools/favorites/', '/tools/folders/']) {
      await page.goto(path);
      await expect(page.getByText(TEXT_401)).toBeVisible();
    }
    await expectAccessible(page, '401 for the folders page');
    // In the student look, the bar's Favorites tells a visitor to sign in (spec 1 §6).
    await page.goto('/student/');
    const studentFavorites = page
      .getByRole('navigation', { name: 'Student' })
      .getByRole('link', { name: 'Favorites' });
    await tabTo(page, studentFavorites, 60);
    await expect(studentFavorites).toHaveAccessibleDescription('Sign in to see your favorites');
    await expectAccessible(page, 'student bar with the sign-in tooltip');
  });

  test('favorite from search, see it on the dashboard and the favorites page: filter, search, remove and undo', async ({
    page,
  }) => {
    test.slow();
    await signInNewTeacher(page, 'Libby');
    const video = await firstVideo(page);

    // Favorite from the search results, by keyboard. The cards ask only about themselves, never for the whole list.
    const lookups = recordFavoriteLookups(page);
    await page.goto(`/search?q=${encodeURIComponent(video.title)}`);
    const favorite = page.getByRole('button', { name: `Favorite: ${video.title}`, exact: true }).first();
    await expect(favorite).toHaveAttribute('aria-pressed', 'false', { timeout: 60_000 });
    expect(lookups.length).toBeGreaterThan(0);
    for (const search of lookups) expect(search).toMatch(/^\?lo_ids=\d+((,|%2C)\d+)*$/);
    await expectAccessible(page, 'search results with card actions');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/favorite/') && r.request().method() === 'POST',
    );
    // The card carries the resource id (lo_id): favoriting asks for no resource to learn it.
    const resourceCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/v2/resource/')) resourceCalls.push(r.url());
    });
    await tabTo(page, favorite, 200);
    await page.keyboard.press('Enter');
    const savedReply = await saved;
    expect(savedReply.status()).toBe(201);
    expect(savedReply.request().postDataJSON()).toMatchObject({ lo_id: expect.any(Number) });
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    expect(resourceCalls).toEqual([]);

    // The old addresses and /tools/dashboard/ lead to the dashboard, which greets by first name.
    for (const path of ['/dashboard', '/tools/dashboard/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/tools\/$/);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Libby!' })).toBeVisible();
    const recent = page.getByRole('list', { name: 'Recent favorites' });
    await expect(recent.getByRole('link', { name: video.title, exact: true })).toBeVisible();
    const toolsNav = page.getByRole('navigation', { name: 'Tools' });
    await expect(toolsNav.getByRole('link')).toHaveText([
      'Dashboard',
      'Favorites',
      'Folders',
      'Lesson Builder',
      'Assignments',
      'Classes',
    ]);
    await expect(toolsNav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'dashboard');
    // Below desktop width the tools entries are in the burger menu instead of beside the page.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(toolsNav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const burger = page.getByRole('navigation', { name: 'Menu' });
    await expect(burger.getByRole('link', { name: 'Folders' })).toBeVisible();
    await expect(burger.getByRole('link', { name: 'Favorites' })).toBeVisible();
    await expectAccessible(page, 'mobile menu with the tools entries');
    await page.keyboard.press('Escape');
    if (desktop) await page.setViewportSize(desktop);

    // The favorites page: filter, search, and the empty result of a filter that matches nothing.
    await page.goto('/favorites');
    await expect(page).toHaveURL(/\/tools\/favorites\/$/);
    const favorites = page.getByRole('list', { name: 'Favorites' });
    await expect(favorites.getByRole('link', { name: video.title, exact: true })).toBeVisible();
    await expectAccessible(page, 'favorites page');
    await page.getByLabel('Media type').selectOption('Video');
    await expect(page).toHaveURL(/media_type=Video/);
    await expect(favorites.getByRole('link', { name: video.title, exact: true })).toBeVisible();
    await page.getByLabel('Media type').selectOption('Audio');
    await expect(page.getByText('None of your favorites match.')).toBeVisible();
    await page.getByRole('link', { name: 'Show all favorites' }).click();
    await expect(favorites.getByRole('link', { name: video.title, exact: true })).toBeVisible();
    const searchBox = page.getByRole('searchbox', { name: 'Search your favorites' });
    await searchBox.fill('zzzz-no-such-words');
    await searchBox.press('Enter');
    await expect(page.getByText('None of your favorites match.')).toBeVisible();
    await searchBox.fill(video.title.split(' ')[0] ?? video.title);
    await searchBox.press('Enter');
    await expect(favorites.getByRole('link', { name: video.title, exact: true })).toBeVisible();
    await expectAccessible(page, 'favorites page, searched');

    // Remove from favorites with undo, by keyboard.
    await page.goto('/tools/favorites/');
    // Exactly this one: the library has other titles that begin with this one ('… Diagram').
    await pressByKeyboard(
      page,
      new RegExp(`^Remove ${video.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} from favorites$`),
    );
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await expect(page.getByText('You have no favorites yet.')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('list', { name: 'Favorites' }).getByRole('link', { name: video.title, exact: true }),
    ).toBeVisible();
    await expectAccessible(page, 'favorites after undo');
  });

  test('favorite from a home carousel card and from a related card of a resource page', async ({
    page,
    teacher: _,
  }) => {
    test.slow();
    // Home: the featured carousel's cards have Favorite and Add to folder; their state comes from one lookup.
    const lookups = recordFavoriteLookups(page);
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Resources' });
    const card = featured.getByRole('listitem').first();
    const title = (await card.getByRole('heading').innerText()).trim();
    const favorite = card.getByRole('button', { name: `Favorite: ${title}` });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false', { timeout: 60_000 });
    expect(lookups.length).toBeGreaterThan(0);
    for (const search of lookups) expect(search).toMatch(/^\?lo_ids=\d+((,|%2C)\d+)*$/);
    await expectAccessible(page, 'home carousels with card actions');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/favorite/') && r.request().method() === 'POST',
    );
    await tabTo(page, favorite, 300);
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(201);
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await card.getByRole('button', { name: `Add to folder: ${title}` }).click();
    await expect(page.getByRole('dialog', { name: 'Add to folder' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Reloaded, the lookup says it is a favorite.
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Featured Resources' })
        .getByRole('button', { name: `Favorite: ${title}` }),
    ).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });

    // A resource page: its related cards ask nothing until the user comes to their Favorite button.
    const video = await firstVideo(page);
    const detail = await apiGet<{ related_resources: Array<{ title: string; lo_id: number }> }>(
      page,
      `/api/v2/resource/${video.code}/`,
    );
    const related = detail.related_resources[0];
    expect(related, 'the demo video should have related resources').toBeTruthy();
    lookups.length = 0;
    await page.goto(`/resource/${video.code}/`);
    const cards = page.getByRole('list', { name: 'Related resources' });
    const relatedFavorite = cards.getByRole('button', { name: `Favorite: ${related!.title}` }).first();
    await expect(relatedFavorite).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    expect(lookups).toEqual([]);
    await expect(relatedFavorite).not.toHaveAttribute('aria-pressed', /.*/);
    await tabTo(page, relatedFavorite, 300);
    await expect(relatedFavorite).toHaveAttribute('aria-pressed', 'false');
    expect(lookups).toEqual([`?lo_ids=${related!.lo_id}`]);
    const savedRelated = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/favorite/') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await savedRelated).request().postDataJSON()).toMatchObject({ lo_id: related!.lo_id });
    await expect(relatedFavorite).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, 'resource page with related card actions');
    await cards
      .getByRole('button', { name: `Add to folder: ${related!.title}` })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Add to folder' })).toBeVisible();
    await expectAccessible(page, 'folder picker of a related card');
  });

  test('a student keeps favorites in the student look; no dashboard', async ({ page }) => {
    test.slow();
    // The real captcha: a few seconds of proof of work.
    await signUpStudentInDialog(page, `Kit-${Math.random().toString(36).slice(2, 8).replace(/[0-9]/g, 'a')}`);
    // The student bar leads to the student's own favorites, student=true kept.
    await page.goto('/student/');
    await page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/tools\/favorites\/\?student=true/);
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await expect(page.getByText('FOR STUDENTS')).toBeVisible();
    await expect(page.getByText('You have no favorites yet.')).toBeVisible();
    const toolsNav = page.getByRole('navigation', { name: 'Tools' });
    await expect(toolsNav.getByRole('link')).toHaveText(['Favorites', 'Folders', 'Assignments', 'Classes']);
    await expectAccessible(page, 'student favorites');
    // The dashboard is a teacher's: a student lands on their favorites.
    await page.goto('/tools/?student=true');
    await expect(page).toHaveURL(/\/tools\/favorites\/\?student=true/);
  });
});

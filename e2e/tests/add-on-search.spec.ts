import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * Search and browse in the add-on view (spec 1 §2.3, §6, §7): only signed-in teachers get in; searches
 * carry add_on=true and the server leaves out Lesson Plans and Collections (decision 0019), no
 * collection search is made, Professional Development is not offered, and links stay under /add-on/.
 */

/** An add-on search: flagged, the rule itself is the server's (no facet of the web's own). */
function expectAddOnCall(call: URLSearchParams | undefined) {
  expect(call?.get('add_on')).toBe('true');
  expect(call?.getAll('excluded_facet')).toEqual([]);
}

/** Calls of one API path, as parsed query strings, in the order the page made them. */
function recordCalls(page: Page, path: string): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === path) calls.push(url.searchParams);
  });
  return calls;
}

const resultCards = (page: Page) => page.getByRole('list', { name: /resources?/ }).getByRole('article');
const browseCards = (page: Page) => page.getByRole('list', { name: /resources$/ }).getByRole('article');

test.describe('add-on search', () => {
  test('a teacher signs in on the add-on sign-in page and searches without Lesson Plans or Collections', async ({
    page,
    teacherAccount,
  }) => {
    test.slow();
    const searches = recordCalls(page, '/api/v2/search/');
    const collectionSearches = recordCalls(page, '/api/v2/search_collections/');

    // A visitor is sent to the add-on sign-in, which keeps where they were going.
    await page.goto('/add-on/search/?q=water');
    await expect(page).toHaveURL(/\/add-on\/log-in\/\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/add-on/search/?q=water');
    await expect(
      page.getByText(
        /^Please sign in with your .+ account in order to access Lantern's free teaching resources\.$/,
      ),
    ).toBeVisible();
    await expectAccessible(page, 'add-on sign-in');

    // No account provider is set up in this run: the teacher signs in with the password account.
    await page.getByRole('main').getByRole('link', { name: 'Sign in with your Lantern account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill(teacherAccount.email);
    await dialog.getByLabel('Password', { exact: true }).fill(teacherAccount.password);
    await expectAccessible(page, 'add-on sign-in dialog');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/add-on\/search\/\?q=water$/, { timeout: 60_000 });
    await expect(
      page.getByRole('banner').getByRole('button', { name: teacherAccount.firstName }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “water”', {
      timeout: 30_000,
    });
    await expect(page.locator('#results-title [role="status"]')).toHaveText(/^\d+ resources?/, {
      timeout: 30_000,
    });

    const call = searches.at(-1);
    expect(call?.get('q')).toBe('water');
    expectAddOnCall(call);
    expect(call?.get('student')).toBeNull();
    expect(collectionSearches).toHaveLength(0);
    await expect(page.getByRole('heading', { name: /^Collections/ })).toHaveCount(0);

    // The reduced header: no station selector and no Student site button.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /Student site/ })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: /local station/i })).toHaveCount(0);

    // Neither type is offered, nor listed; results open inside the add-on.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('checkbox', { name: /^Video \(\d+\)$/ })).toBeVisible();
    const showMoreTypes = filters.getByRole('button', { name: /^Show \d+ more \(Type\)$/ });
    if (await showMoreTypes.isVisible()) await showMoreTypes.click();
    await expect(filters.getByRole('checkbox', { name: /^Lesson Plan/ })).toHaveCount(0);
    await expect(filters.getByRole('checkbox', { name: /^Collection/ })).toHaveCount(0);
    expect(await resultCards(page).count()).toBeGreaterThan(0);
    await expect(resultCards(page).filter({ hasText: 'Lesson Plan' })).toHaveCount(0);
    for (const card of await resultCards(page).all()) {
      await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/add-on\/resource\//);
    }
    await expectAccessible(page, 'add-on results');

    // The header search stays in the add-on.
    const box = banner.getByRole('combobox', { name: 'Search classroom resources' });
    await box.fill('volcano');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/add-on\/search\/\?q=volcano$/);
    await expect.poll(() => searches.at(-1)?.get('q')).toBe('volcano');
    expectAddOnCall(searches.at(-1));

    // A shared ordinary search address is taken back under /add-on/ in the add-on view.
    await page.evaluate(() => {
      history.pushState(null, '', '/search?q=frog');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/add-on\/search\/\?q=frog$/);
  });

  test('a teacher browses a subject in the add-on', async ({ page, teacher: _ }) => {
    test.slow();
    const browses = recordCalls(page, '/api/v2/search/');
    await page.goto('/add-on/search/?q=');
    await expect(page.locator('#results-title [role="status"]')).toHaveText(/^[\d,]+ resources?/, {
      timeout: 30_000,
    });

    const subjects = page.getByRole('banner').getByRole('button', { name: 'Subjects', exact: true });
    await subjects.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Science' })).toHaveAttribute(
      'href',
      '/add-on/subjects/science/',
    );
    await expect(menu.getByRole('menuitem', { name: 'Professional Development' })).toHaveCount(0);
    await expectAccessible(page, 'add-on subjects menu');
    await menu.getByRole('menuitem', { name: 'Science' }).click();

    await expect(page).toHaveURL(/\/add-on\/subjects\/science\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Science');
    await expect(browseCards(page)).toHaveCount(12, { timeout: 30_000 });
    expect(browses.at(-1)?.getAll('selected_facet')).toContain('subject:8337');
    expectAddOnCall(browses.at(-1));
    await expect(browseCards(page).filter({ hasText: 'Lesson Plan' })).toHaveCount(0);
    await expect(browseCards(page).first().getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/add-on\/resource\//,
    );
    await expectAccessible(page, 'add-on subject page');

    await page.goto('/add-on/subjects/professional-development/');
    await expect(page.getByText("We can't seem to find the page you're looking for.")).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page, 'add-on professional development');
  });
});

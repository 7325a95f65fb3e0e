import type { Locator, Page } from '@playwright/test';
import { tabTo } from '../fixtures/keyboard.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/** The sort menu shown: before hydration a server-rendered page has one per width, one of them hidden. */
const sortBy = (page: Page) => page.getByLabel('Sort by').filter({ visible: true });

/** The number in the results status ('36 resources, page 1 of 4' → 36). */
async function resultTotal(page: Page): Promise<number> {
  const status = page.locator('#results-title [role="status"]');
  await expect(status).toHaveText(/^[\d,]+ resources?/);
  return Number((await status.innerText()).match(/^([\d,]+)/)?.[1]?.replaceAll(',', ''));
}

const resultCards = (page: Page) => page.getByRole('list', { name: /resources?/ }).getByRole('article');

/** The count in a facet label such as 'Video (13)'. */
async function facetCount(label: Locator): Promise<number> {
  return Number((await label.innerText()).match(/\((\d+)\)$/)?.[1]);
}

test.describe('search', () => {
  test('from the home hero: results, a filter on and off, page 2 and back', async ({ page }) => {
    test.slow();
    // The home page's collection carousels are slow to compute on the embedded database and hold the
    // server while they run; they are not what this journey is about, so they are left out here.
    await page.route(/\/api\/v2\/lm\/homepage\/(collections|series)\//, (route) => route.abort());
    await page.goto('/');
    const hero = page.getByRole('main').getByRole('searchbox', { name: 'Search classroom resources' });
    await hero.fill('water');
    await hero.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=water$/);
    // The first visit loads the search page's code; the home page's own calls may still hold the server.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “water”', {
      timeout: 60_000,
    });
    const total = await resultTotal(page);
    expect(total).toBeGreaterThan(10);
    await expect(resultCards(page)).toHaveCount(10);
    await expectAccessible(page, 'results');

    // Page 2: its own address, the next ten results, focus on the results heading.
    const firstOnPageOne = await resultCards(page).first().getByRole('heading').innerText();
    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.locator('#results-title [role="status"]')).toContainText('page 2 of');
    await expect(page.locator('#results-title')).toBeFocused();
    await expect(resultCards(page).first().getByRole('heading')).not.toHaveText(firstOnPageOne);
    await expect(
      page
        .getByRole('navigation', { name: 'Result pages' })
        .getByRole('link', { name: 'Page 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'page 2');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=water$/);
    await expect(resultCards(page).first().getByRole('heading')).toHaveText(firstOnPageOne);

    // Apply a type filter: the count matches the facet's count and every card is of that type.
    const video = page.getByRole('checkbox', { name: /^Video \(\d+\)$/ });
    const videoCount = await facetCount(page.locator('label', { hasText: /^Video \(\d+\)$/ }));
    expect(videoCount).toBeGreaterThan(0);
    // The box follows the address, which changes right after the click.
    await video.click();
    await expect(page).toHaveURL(/selected_facet=media_type%3AVideo/);
    await expect(video).toBeChecked();
    await expect.poll(() => resultTotal(page)).toBe(videoCount);
    expect(await resultCards(page).count()).toBe(
      await resultCards(page)
        .filter({ has: page.locator('p', { hasText: /^Video$/ }) })
        .count(),
    );
    await expectAccessible(page, 'Video filter');

    // Remove it from the chosen filters.
    await page.getByRole('button', { name: 'Remove filter Type: Video' }).click();
    await expect(page).toHaveURL(/\/search\?q=water$/);
    await expect.poll(() => resultTotal(page)).toBe(total);

    // Leave Videos out: the rest remain.
    await page.getByRole('button', { name: 'Leave out Video' }).click();
    await expect(page).toHaveURL(/excluded_facet=media_type%3AVideo/);
    await expect.poll(() => resultTotal(page)).toBe(total - videoCount);
    await expect(page.getByRole('button', { name: 'Remove filter Not Type: Video' })).toBeVisible();
    await expect(resultCards(page).filter({ has: page.locator('p', { hasText: /^Video$/ }) })).toHaveCount(0);
    await expectAccessible(page, 'Video left out');
  });

  test('a shared address opens the same search, and back/forward walk it', async ({ page }) => {
    // The server renders the shared address with its results (decision 0053): what shows is the same search.
    await page.goto('/search?q=water&selected_facet=media_type%3AVideo&rank_by=title&page=2');
    await expect(page.getByRole('checkbox', { name: /^Video \(\d+\)$/ })).toBeChecked();
    await expect(sortBy(page)).toHaveValue('title');
    await expect(
      page
        .getByRole('navigation', { name: 'Result pages' })
        .getByRole('link', { name: 'Page 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await resultCards(page).count()).toBeGreaterThan(0);
    await expectAccessible(page);

    // A new order starts again at page 1; back returns to the shared address.
    await sortBy(page).selectOption('newest');
    await expect(page).toHaveURL(/rank_by=newest/);
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    await page.goBack();
    await expect(sortBy(page)).toHaveValue('title');
    await page.goForward();
    await expect(sortBy(page)).toHaveValue('newest');
  });

  test('says so when nothing matches, and recovers from a failed call', async ({ page }) => {
    await page.goto('/search?q=qqzzxxvvkk');
    await expect(page.getByText('Nothing matches')).toBeVisible();
    await expect(page.locator('#results-title')).toHaveText('No resources found');
    await expectAccessible(page, 'no results');

    let fail = true;
    await page.route('**/api/v2/search/**', (route) =>
      fail
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable"}' })
        : route.fallback(),
    );
    // A search page loaded from the server carries its results (decision 0053): the browser's own call,
    // which fails here, is made by a search started inside the app.
    const box = page.getByRole('combobox', { name: 'Search classroom resources' }).first();
    await box.fill('water');
    await box.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'We could not load the results' });
    await expect(alert).toBeVisible();
    await expectAccessible(page, 'search failed');
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    expect(await resultTotal(page)).toBeGreaterThan(0);
  });

  test('header autocomplete works by keyboard (combobox)', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/search_autocomplete/')) {
        asked.push(new URL(request.url()).searchParams.get('q') ?? '');
      }
    });
    await page.goto('/about');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search classroom resources' });
    await tabTo(page, box);
    await page.keyboard.type('water');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeGreaterThan(0);
    await expect(options.first()).toHaveText(/^“.+”/);
    // Asked once typing paused: not for each letter, never for a single one.
    expect(asked).toEqual(['water']);

    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id')) ?? '',
    );
    await expect(box).toBeFocused();
    await expectAccessible(page, 'suggestions open');

    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('water');

    await page.keyboard.press('ArrowDown');
    await expect(listbox).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const quoted = (await options.first().locator('span').first().textContent()) ?? '';
    const chosen = quoted.slice(1, -1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(`"${chosen}"`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen);
    await expect(listbox).toBeHidden();
  });

  test('collections: a few above the resources, then all of them, 10 a page', async ({ page }) => {
    // Several cold searches on a fresh database: over a minute on a loaded CI machine.
    test.slow();
    const collectionSearches: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v2/search_collections/') collectionSearches.push(url.searchParams);
    });
    await page.goto('/search?q=');
    const preview = page.getByRole('region', { name: /^Collections \(\d+\)$/ });
    await expect(preview).toBeVisible({ timeout: 30_000 });
    const total = Number(
      (await preview.getByRole('heading', { level: 2 }).innerText()).match(/\((\d+)\)/)?.[1],
    );
    expect(total).toBeGreaterThan(10);
    await expect(preview.getByRole('article')).toHaveCount(4);
    // The first page's calls are made by the server that rendered it (decision 0053); the four shown are
    // the preview's count. The calls after it (below) are the browser's.
    // The type filter counts collections by the collection search's total.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const collectionType = filters.getByRole('checkbox', { name: `Collection (${total})` });
    const moreTypes = filters.getByRole('button', { name: /^Show \d+ more \(Type\)$/ });
    if (await moreTypes.isVisible()) await moreTypes.click();
    await expect(collectionType).toBeVisible();
    await expect(collectionType).not.toBeChecked();
    await expectAccessible(page, 'collections preview');

    await preview.getByRole('link', { name: `See all ${total} collections` }).click();
    await expect(page).toHaveURL(/selected_facet=media_type%3ACollection/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All collections');
    await expect(page.locator('#results-title [role="status"]')).toHaveText(
      `${total} collections, page 1 of ${Math.ceil(total / 10)}`,
    );
    const cards = page.getByRole('list', { name: /collections/ }).getByRole('article');
    await expect(cards).toHaveCount(10);
    await expect(cards.first()).toContainText(/Collection|Series/);
    await expect(collectionType).toBeChecked();
    expect(collectionSearches.at(-1)?.getAll('selected_facet')).toEqual([]);
    await expect(sortBy(page).locator('option')).toHaveText(['Most relevant', 'Newest', 'Title (A to Z)']);
    await expectAccessible(page, 'collections only');

    const firstTitle = await cards.first().getByRole('heading').innerText();
    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await expect(page.locator('#results-title [role="status"]')).toContainText('page 2 of');
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstTitle);
    expect(collectionSearches.at(-1)?.get('start')).toBe('10');

    // Removing the type returns to the resources, with the preview again.
    await page.getByRole('button', { name: 'Remove filter Type: Collection' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All classroom resources');
    await expect(resultCards(page)).toHaveCount(10);
    await expect(preview).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { apiGet } from '../fixtures/api.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * Collection pages (spec 3 "Collection page"), the credits page and preview (spec 1 §2.7, spec 3 §4).
 * Collections come from the demo library (apps/server/src/seed/demo-library/index.ts): a premium
 * collection large enough to page, one made of series, and one still unpublished; the unpublished
 * lesson plan is one of the library's publishing states (generate-resources.ts).
 */

const LARGE = { slug: 'lantern-plus-science-lab', title: 'Lantern Plus: Science Lab' };
const OF_SERIES = { slug: 'award-winning-series', title: 'Award-Winning Series' };
const UNPUBLISHED = { slug: 'ocean-explorers-coming-soon', title: 'Ocean Explorers (coming soon)' };
const UNPUBLISHED_RESOURCE = { code: 'hpe-007-lp', title: 'Teaching Pedestrian Safety: A Lesson Plan' };

const resourceCards = (page: Page) => page.getByRole('list', { name: 'Resources' }).getByRole('article');
const status = (page: Page) => page.locator('[aria-labelledby="collection-resources-title"] [role="status"]');

/** 'Showing 24 of 69 resources' → [24, 69]. */
async function shown(page: Page): Promise<[number, number]> {
  await expect(status(page)).toHaveText(/^Showing \d+ of [\d,]+ resources?$/, { timeout: 60_000 });
  const [, count, total] = (await status(page).innerText()).match(/^Showing (\d+) of ([\d,]+)/) ?? [];
  return [Number(count), Number(total?.replaceAll(',', ''))];
}

test.describe('collection page', () => {
  test('resources page by page, 184 px cards, and the grade filter kept in the address', async ({ page }) => {
    await page.goto(`/collection/${LARGE.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LARGE.title, { timeout: 60_000 });
    await expect(page).toHaveTitle(`${LARGE.title} | Lantern`);
    const [count, total] = await shown(page);
    expect(count).toBe(24);
    expect(total).toBeGreaterThan(24);
    await expect(resourceCards(page)).toHaveCount(24);
    expect((await resourceCards(page).first().boundingBox())?.width).toBe(184);

    const grade = page.getByLabel('Grade', { exact: true });
    await expect(grade).toHaveValue('N/A');
    await expect(grade.locator('option:checked')).toHaveText('All grades');
    await expectAccessible(page, 'collection, all grades');

    // Load more by keyboard: the next page is appended and the keyboard lands on its first card.
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await tabTo(page, loadMore, 200);
    await page.keyboard.press('Enter');
    await expect(resourceCards(page)).toHaveCount(Math.min(48, total));
    await expect(resourceCards(page).nth(24).getByRole('link').first()).toBeFocused();

    // A grade narrows the list; the address keeps it, so a reload (or a shared link) shows the same.
    // The list changes under the filter without taking the keyboard away from it.
    await grade.focus();
    await grade.selectOption('upper-elementary');
    await expect(page).toHaveURL(new RegExp(`/collection/${LARGE.slug}/\\?grade=upper-elementary$`));
    const [, upperTotal] = await shown(page);
    expect(upperTotal).toBeGreaterThan(0);
    expect(upperTotal).toBeLessThan(total);
    await expect(grade).toBeFocused();
    await page.reload();
    await expect(page.getByLabel('Grade', { exact: true })).toHaveValue('upper-elementary', {
      timeout: 60_000,
    });
    expect((await shown(page))[1]).toBe(upperTotal);
    await expectAccessible(page, 'collection, one grade');

    // Back returns to all grades (the reload added no history entry).
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/collection/${LARGE.slug}/$`));
    await expect(page.getByLabel('Grade', { exact: true })).toHaveValue('N/A');
    expect((await shown(page))[1]).toBe(total);
  });

  test('a collection of series lists them as cards that open their own pages', async ({ page }) => {
    await page.goto(`/collection/${OF_SERIES.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OF_SERIES.title, { timeout: 60_000 });
    const inside = page.getByRole('list', { name: 'Collections in this collection' }).getByRole('article');
    await expect(inside).toHaveCount(5);
    expect((await inside.first().boundingBox())?.width).toBe(184);
    // It holds no resources of its own, so there is no empty resource list.
    await expect(page.getByRole('heading', { name: 'Resources', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'collection of series');

    const first = inside.first().getByRole('link');
    const title = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/collection\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 60_000 });
    await expect(page.getByText('Series', { exact: true }).first()).toBeVisible();
    expect((await shown(page))[0]).toBeGreaterThan(0);
    await expectAccessible(page, 'a series');
  });

  test('unknown and unpublished collections are error pages', async ({ page }) => {
    await page.goto('/collection/no-such-collection-here/');
    await expect(page).toHaveURL(/\/error\?status=404$/, { timeout: 60_000 });
    await expect(page.getByText("We can't seem to find the page you're looking for.")).toBeVisible();
    await expectAccessible(page, 'unknown collection');

    await page.goto(`/collection/${UNPUBLISHED.slug}/`);
    await expect(page).toHaveURL(/\/error\?status=404$/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'This collection is not available (404)' })).toBeVisible();
    await expectAccessible(page, 'unpublished collection');
  });
});

test.describe('credits page', () => {
  test("shows a resource's brand, funders and each organization's roles", async ({ page }) => {
    await page.goto('/about/');
    const query = new URLSearchParams({ q: '', count: '1', rank_by: 'title' });
    query.append('selected_facet', 'media_type:Video');
    const { objects } = await apiGet<{ objects: Array<{ resource_code: string; title: string }> }>(
      page,
      `/api/v2/search/?${query}`,
    );
    const resource = objects[0];
    expect(resource, 'the demo library should have a video').toBeTruthy();
    const detail = await apiGet<{ attributions: Array<{ role: string; name: string }> }>(
      page,
      `/api/v2/resource/${resource?.resource_code}/`,
    );
    const brand = detail.attributions.find((attribution) => attribution.role === 'brand');

    await page.goto(`/credits/${resource?.resource_code}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(resource?.title ?? '', {
      timeout: 60_000,
    });
    await expect(page).toHaveTitle(`Credits: ${resource?.title} | Lantern`);
    const organizations = page.getByRole('region', { name: 'Organizations and their roles' });
    if (brand) {
      await expect(page.getByRole('definition').filter({ hasText: brand.name }).first()).toBeVisible();
      await expect(organizations.getByRole('listitem').filter({ hasText: brand.name })).toContainText(
        'Brand',
      );
    }
    await expect(organizations.getByRole('listitem')).toHaveCount(
      new Set(detail.attributions.map((attribution) => attribution.name)).size || 0,
    );
    await expectAccessible(page, 'credits');

    await page.getByRole('link', { name: 'Back to the resource' }).click();
    await expect(page).toHaveURL(new RegExp(`/resource/${resource?.resource_code}/$`));

    await page.goto('/credits/no-such-resource-code');
    await expect(page).toHaveURL(/\/error\?status=404$/, { timeout: 60_000 });
  });
});

test.describe('preview', () => {
  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto(`/collection/preview/${UNPUBLISHED.slug}/`);
    await expect(page).toHaveURL(/\/error\?status=401&next=/, { timeout: 60_000 });
    await expect(page.getByText('You must be signed in to view this page.')).toBeVisible();
  });

  test('an admin previews an unpublished collection and resource, and Exit preview goes home', async ({
    page,
    admin: _,
  }) => {
    test.slow();

    await page.goto(`/collection/preview/${UNPUBLISHED.slug}/?grade=N%2FA`);
    const banner = page.getByRole('region', { name: 'Preview' });
    await expect(banner).toContainText('You are previewing an Unpublished Collection');
    await expect(banner).toContainText('FOR REVIEW PURPOSES ONLY.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNPUBLISHED.title, { timeout: 60_000 });
    expect((await shown(page))[0]).toBeGreaterThan(0);
    await expectAccessible(page, 'collection preview');
    await banner.getByRole('button', { name: 'Exit preview' }).click();
    // No content admin yet, and the collection has no public page: Exit goes home, never to a 404.
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await page.goto(`/resource/preview/${UNPUBLISHED_RESOURCE.code}/`);
    await expect(banner).toContainText('You are previewing an Unpublished Resource');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNPUBLISHED_RESOURCE.title, {
      timeout: 60_000,
    });
    // The exports of an unpublished lesson plan are asked for as a preview too.
    await expect(page.getByRole('link', { name: 'Lesson plan for Word' })).toHaveAttribute(
      'href',
      `/api/v2/lesson_plan_word/${UNPUBLISHED_RESOURCE.code}/?is_preview=true`,
    );
    await expectAccessible(page, 'resource preview');
    await banner.getByRole('button', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

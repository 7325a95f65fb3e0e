import type { Page } from '@playwright/test';
import { tabTo } from '../fixtures/keyboard.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

const cards = (page: Page) => page.getByRole('list', { name: /resources$/ }).getByRole('article');
const status = (page: Page) => page.locator('[aria-labelledby="browse-results-title"] [role="status"]');

/** 'Showing 12 of 69 resources' → [12, 69]. */
async function shown(page: Page): Promise<[number, number]> {
  await expect(status(page)).toHaveText(/^Showing \d+ of [\d,]+ resources?$/);
  const [, count, total] = (await status(page).innerText()).match(/^Showing (\d+) of ([\d,]+)/) ?? [];
  return [Number(count), Number(total?.replaceAll(',', ''))];
}

test.describe('browse', () => {
  test('Subjects dropdown → a subject page, 12 at a time, Load more by keyboard', async ({ page }) => {
    // The header's dropdowns are on every page; the About page keeps the start light.
    await page.goto('/about/');
    await page.getByRole('banner').getByRole('button', { name: 'Subjects', exact: true }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Science' }).click();
    await expect(page).toHaveURL(/\/subjects\/science\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Science');
    await expect(page).toHaveTitle(/^Science \| Lantern$/);

    const [count, total] = await shown(page);
    expect(count).toBe(12);
    expect(total).toBeGreaterThan(24);
    await expect(cards(page)).toHaveCount(12);
    await expect(
      page.getByRole('navigation', { name: 'Topics in Science' }).getByRole('link'),
    ).not.toHaveCount(0);
    await expectAccessible(page, 'subject page');

    // Load more appends the next 12 and puts the keyboard on the first new card.
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await tabTo(page, loadMore, 200);
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(24);
    expect(await shown(page)).toEqual([24, total]);
    await expect(cards(page).nth(12).getByRole('link').first()).toBeFocused();
    await expectAccessible(page, 'after Load more');
  });

  test('a sub-topic narrows the subject, and an unknown subject is the not-found page', async ({ page }) => {
    await page.goto('/subjects/science/');
    const [, scienceTotal] = await shown(page);
    const topics = page.getByRole('navigation', { name: 'Topics in Science' });
    const topic = topics.getByRole('link').first();
    // The link reads '{topic}' then its count; the heading of the topic page is the topic alone.
    const topicName = (await topic.evaluate((link) => link.firstChild?.textContent ?? '')).trim();
    expect(topicName).not.toBe('');
    await topic.click();
    await expect(page).toHaveURL(/\/subjects\/science\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topicName);
    await expect(
      page.getByRole('navigation', { name: 'Subject path' }).getByRole('link', { name: 'Science' }),
    ).toBeVisible();
    const [, topicTotal] = await shown(page);
    expect(topicTotal).toBeLessThan(scienceTotal);
    await expectAccessible(page, 'sub-topic');

    await page.goto('/subjects/alchemy/');
    await expect(page.getByText("We can't seem to find the page you're looking for.")).toBeVisible();
    await expectAccessible(page, 'unknown subject');
  });

  test('Grades dropdown → a grade page with Load more', async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('banner').getByRole('button', { name: 'Grades', exact: true }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Middle School' }).click();
    await expect(page).toHaveURL(/\/grades\/middle-school\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Middle School');
    const [count, total] = await shown(page);
    expect(count).toBe(12);
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first()).toContainText(/Grades .*6-8|Grades All/);
    await expectAccessible(page, 'grade page');

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(Math.min(24, total));
    await expectAccessible(page, 'grade page after Load more');

    await page
      .getByRole('navigation', { name: 'Grades', exact: true })
      .getByRole('link', { name: 'High School' })
      .click();
    await expect(page).toHaveURL(/\/grades\/high-school\/$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test('the Subjects menu lists the subjects whose topics have resources, from the subject tree', async ({
    page,
  }) => {
    // The demo library fills every subject; here the tree's reply says Science's topics have none.
    await page.route('**/api/v2/expanded_subject_tree/**', async (route) => {
      const response = await route.fetch();
      const tree = (await response.json()) as {
        objects: { id: number; title: string; children: { resultsCount: number }[] }[];
      };
      const science = tree.objects.find((node) => node.title === 'Science');
      for (const child of science?.children ?? []) child.resultsCount = 0;
      await route.fulfill({ response, json: tree });
    });
    // Help is rendered in the browser, so the browser asks for the tree (a page the server renders carries
    // the server's reply, decision 0053).
    await page.goto('/help/');
    await page.getByRole('banner').getByRole('button', { name: 'Subjects', exact: true }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Mathematics' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Science' })).toHaveCount(0);
    // Teachers outside the add-on are offered Professional Development.
    await expect(menu.getByRole('menuitem', { name: 'Professional Development' })).toHaveAttribute(
      'href',
      '/subjects/professional-development/',
    );
    await expect(menu.getByRole('menuitem')).toHaveCount(9);
    await expectAccessible(page, 'subjects menu');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the browse-by menu lists the topics of a subject from the subject tree', async ({ page }) => {
      await page.goto('/about/');
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Subjects', exact: true }).click();
      await page.getByRole('button', { name: 'Science', exact: true }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu.getByRole('heading', { name: 'Science' })).toBeFocused();
      await expect(menu.getByRole('link', { name: 'All of Science' })).toHaveAttribute(
        'href',
        '/subjects/science/',
      );
      const topic = menu.getByRole('link', { name: 'Life Science' });
      await expect(topic).toHaveAttribute('href', '/subjects/science/life-science/');
      await expectAccessible(page, 'discipline view');
      await topic.click();
      await expect(page).toHaveURL(/\/subjects\/science\/life-science\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Life Science');
    });
  });
});

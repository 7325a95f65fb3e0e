import { expect, expectAccessible, test } from '../fixtures/test.ts';

const resultCards = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: /resources?/ }).getByRole('article');

test.describe('a search no resource holds all the words of', () => {
  test("a child's phrasing shows the results of its telling word and says so", async ({ page }) => {
    // No resource of the demo library holds 'grandma' (a few do hold all of '… waves for my class' now).
    await page.goto(`/search?q=${encodeURIComponent('videos about waves for my grandma')}`);
    const notice = page.getByText(/^No results for all of/);
    await expect(notice).toHaveText(
      'No results for all of “videos about waves for my grandma”. Showing results for “waves”; those with more of your words come first.',
      { timeout: 60_000 },
    );
    await expect(page.locator('#results-title [role="status"]')).toHaveText(/^[\d,]+ resources?/);
    expect(await resultCards(page).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'relaxed results');
  });
});

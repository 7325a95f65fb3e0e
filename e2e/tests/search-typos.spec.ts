import { expect, expectAccessible, test } from '../fixtures/test.ts';

const resultCards = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: /resources?/ }).getByRole('article');

test.describe('search that forgives typos', () => {
  test("a misspelled search shows results and 'Did you mean', which runs the corrected query", async ({
    page,
  }) => {
    await page.goto('/search?q=fractons');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “fractons”', {
      timeout: 60_000,
    });
    const suggestion = page.getByText(/Did you mean/);
    await expect(suggestion).toContainText('No exact matches for “fractons”');
    await expect(page.locator('#results-title [role="status"]')).toHaveText(/^[\d,]+ resources?/);
    expect(await resultCards(page).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'typo results');

    // One keyboard step runs the corrected query.
    const link = suggestion.getByRole('link', { name: 'fractions' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=fractions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “fractions”');
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
    expect(await resultCards(page).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'corrected results');
  });
});

import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * State standards in search (issue 23; spec 2: visible only to signed-in users), on the seeded demo library, whose
 * sample state framework (sample-state-science) has the domain DS.K.LS 'Kindergarten: Living Things and Their
 * Needs' with aligned resources.
 */
const resultCards = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: /resources?/ }).getByRole('article');

test.describe('state standards in search', () => {
  test('a signed-in teacher types a state code, chooses the suggestion and sees its results under its header', async ({
    page,
    teacher,
  }) => {
    test.slow();
    expect(teacher.email).toBeTruthy();
    await page.goto('/search?q=');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search classroom resources' });
    await box.fill('ds.k.ls');
    const option = page.getByRole('option', { name: /^DS\.K\.LS — Kindergarten: Living Things/ });
    await expect(option).toBeVisible({ timeout: 30_000 });
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=DS\.K\.LS$/);
    const header = page.getByRole('region', { name: /^Standard DS\.K\.LS$/ });
    await expect(header).toContainText('Kindergarten: Living Things and Their Needs', { timeout: 60_000 });
    await expect(header).toContainText('SAMPLE');
    await expect(page.locator('#results-title [role="status"]')).toHaveText(/^[\d,]+ resources?/);
    expect(await resultCards(page).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'state standard results');
  });

  test('a visitor gets nothing of a state standard', async ({ page }) => {
    await page.goto('/search?q=DS.K.LS');
    await expect(page.getByText('Nothing matches “DS.K.LS”')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('region', { name: /^Standard/ })).toHaveCount(0);
    await expectAccessible(page, 'state code as a visitor');
  });
});

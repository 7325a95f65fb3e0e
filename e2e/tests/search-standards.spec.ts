import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * Standard codes in every form (issue 23, decision 0049), on the seeded demo library: 'Multiplying Fractions
 * Interactive' is aligned to CCSS 5.NF.B.4; the framework lists its sub-standards 5.NF.B.4a and 5.NF.B.4b.
 */
const ALIGNED = 'Multiplying Fractions Interactive';
const resultCards = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: /resources?/ }).getByRole('article');

test.describe('search by standard code', () => {
  test('a sub-standard or the corestandards.org form finds the aligned resource under the standard header', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/search?q=5.NF.B.4a');
    const header = page.getByRole('region', { name: /^Standard 5\.NF\.B\.4a$/ });
    await expect(header).toBeVisible({ timeout: 60_000 });
    await expect(header).toContainText('Interpret the product (a/b) × q');
    // The notice the Common Core licence asks for wherever its text is shown.
    await expect(header).toContainText('© Copyright 2010. National Governors Association');
    await expect(resultCards(page).first().getByRole('heading')).toHaveText(ALIGNED);
    await expectAccessible(page, 'sub-standard results');

    await page.goto('/search?q=ccss.math.content.5.nf.b.4');
    await expect(page.getByRole('region', { name: /^Standard 5\.NF\.B\.4$/ })).toContainText(
      'Apply and extend previous understandings of multiplication',
    );
    await expect(resultCards(page).first().getByRole('heading')).toHaveText(ALIGNED);
    await expectAccessible(page, 'prefixed code results');
  });

  test('choosing a standard in the header suggestions opens its results', async ({ page }) => {
    test.slow();
    await page.goto('/search?q=');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search classroom resources' });
    await box.fill('5.nf.b.4');
    const option = page.getByRole('option', { name: /^5\.NF\.B\.4 — Apply and extend/ });
    await expect(option).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'standard suggestions');
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=5\.NF\.B\.4$/);
    await expect(page.getByRole('region', { name: /^Standard 5\.NF\.B\.4$/ })).toBeVisible();
    await expect(resultCards(page).first().getByRole('heading')).toHaveText(ALIGNED);
  });

  test("the standards tab's 'More for this standard' and the empty page's suggestions find something", async ({
    page,
  }) => {
    test.slow();
    await page.goto('/search?q=5.NF.B.4');
    await resultCards(page).first().getByRole('link', { name: ALIGNED }).click();
    await page.getByRole('tab', { name: 'Standards' }).click();
    await page.getByRole('link', { name: 'More for this standard (5.NF.B.4)' }).click();
    await expect(page).toHaveURL(/\/search\?q=5\.NF\.B\.4$/);
    await expect(resultCards(page).first().getByRole('heading')).toHaveText(ALIGNED);

    await page.goto('/search?q=qqzzxxvvkk');
    await expect(page.getByText('Nothing matches')).toBeVisible({ timeout: 60_000 });
    const suggested = page.getByText('Search for a standard by its code, such as').getByRole('link');
    const code = await suggested.innerText();
    await expectAccessible(page, 'empty results with suggestions');
    await suggested.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${code}”`);
    await expect(resultCards(page).first()).toBeVisible();
  });
});

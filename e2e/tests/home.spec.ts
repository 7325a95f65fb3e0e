import { expect, expectAccessible, test } from '../fixtures/test.ts';

test.describe('home page', () => {
  test('loads with the product title, headline and footer copyright', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Lantern | Teaching Resources For Students And Teachers');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bring the World to Your Classroom' }),
    ).toBeVisible();
    await expectAccessible(page);

    const footer = page.getByRole('contentinfo');
    const year = String(new Date().getFullYear());
    await expect(footer).toContainText(year);
    await expect(footer).toContainText('All rights reserved');
    await expect(footer.getByText(new RegExp(`©.*${year}|${year}.*All rights reserved`))).toBeVisible();
  });
});

import { expect, expectAccessible, test } from '../fixtures/test.ts';

const HOME_TITLE = 'Lantern | Teaching Resources For Students And Teachers';

test.describe('browser navigation', () => {
  test('a link navigates in the app; the deep link survives a reload; back and forward work', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(HOME_TITLE);
    await expectAccessible(page);

    // A marker on window survives client-side navigation but not a full page load.
    await page.evaluate(() => {
      (window as unknown as { lanternJourney: boolean }).lanternJourney = true;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveURL((url) => /^\/about\/?$/.test(url.pathname));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { lanternJourney?: boolean }).lanternJourney),
      'following an in-app link should not reload the page',
    ).toBe(true);
    const headingText = ((await heading.textContent()) ?? '').trim();
    await expectAccessible(page);

    await page.reload();
    await expect(page).toHaveURL((url) => /^\/about\/?$/.test(url.pathname));
    await expect(heading).toHaveText(headingText);

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page).toHaveTitle(HOME_TITLE);
    await expectAccessible(page, 'after back');

    await page.goForward();
    await expect(page).toHaveURL((url) => /^\/about\/?$/.test(url.pathname));
    await expect(heading).toHaveText(headingText);
  });

  test('an error-page deep link with a query survives a reload and back returns home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(HOME_TITLE);

    const deepPath = '/error?status=404';
    await page.goto(deepPath);
    await expect(page).toHaveTitle('Error 404 | Lantern');
    await expectAccessible(page);

    await page.reload();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === deepPath);
    await expect(page).toHaveTitle('Error 404 | Lantern');

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page).toHaveTitle(HOME_TITLE);
    await expectAccessible(page, 'after back');
  });
});

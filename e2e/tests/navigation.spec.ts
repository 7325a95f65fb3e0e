import { expect, expectAccessible, test } from '../fixtures/test.ts';

const HOME_TITLE = 'Lantern | Teaching Resources For Students And Teachers';

test('a deep link survives a reload and the back button returns to the previous page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(HOME_TITLE);
  await expectAccessible(page);

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

  await page.goForward();
  await expect(page).toHaveTitle('Error 404 | Lantern');
});

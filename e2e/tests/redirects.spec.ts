import { expect, expectAccessible, test } from '../fixtures/test.ts';

const HOME_TITLE = 'Lantern | Teaching Resources For Students And Teachers';

test.describe('route redirects', () => {
  for (const path of ['/subjects', '/grades']) {
    test(`${path} alone redirects to the homepage`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page).toHaveTitle(HOME_TITLE);
      await expectAccessible(page);
    });
  }

  test('/newsletters redirects to /newsletter', async ({ page }) => {
    await page.goto('/newsletters');
    await expect(page).toHaveURL((url) => /^\/newsletter\/?$/.test(url.pathname));
    await expectAccessible(page);
  });

  test('/add-on redirects to /add-on/search/', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/add-on');
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/add-on/'));
    // The add-on search sits behind the add-on guard, which may send a visitor on to the add-on login.
    expect(visited).toContain('/add-on/search/');
    await expectAccessible(page);
  });
});

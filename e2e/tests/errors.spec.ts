import { expect, expectAccessible, test } from '../fixtures/test.ts';

const TEXT_401 = 'You must be signed in to view this page. Please sign in below.';
const TEXT_403 =
  'This page is not available. Try searching for something similar, or check out our home page for featured resources and collections..';
const TEXT_404 =
  "We can't seem to find the page you're looking for. Check to see if that address is correct or try search again.";
const TEXT_500 =
  'Something went wrong when trying to display this page. Sorry for the inconvenience. We are working to fix the issue.';

test.describe('error pages', () => {
  test('/dashboard is login-protected: a visitor sees the 401 page with sign-in links carrying next', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByText(TEXT_401)).toBeVisible();
    await expect(page).toHaveTitle('Error 401 | Lantern');
    for (const name of ['Teacher Sign In', 'Student Sign In']) {
      const control = page.getByRole('link', { name }).or(page.getByRole('button', { name })).first();
      await expect(control).toBeVisible();
      const href = await control.getAttribute('href');
      expect(href, `${name} should carry the next URL`).toMatch(/[?&]next=/);
      const next = new URL(href!, page.url()).searchParams.get('next') ?? '';
      expect(next, `${name} next should point back to the protected page`).toMatch(/^\/(tools|dashboard)/);
    }
    await expectAccessible(page);
  });

  const catalogue: Array<[number, string]> = [
    [403, TEXT_403],
    [404, TEXT_404],
    [500, TEXT_500],
  ];
  for (const [status, text] of catalogue) {
    test(`/error?status=${status} shows its text and title`, async ({ page }) => {
      await page.goto(`/error?status=${status}`);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page).toHaveTitle(`Error ${status} | Lantern`);
      await expectAccessible(page);
    });
  }

  test("/error shows a customErrorMessage only when the app set it, never a link's own text", async ({
    page,
  }) => {
    const planted = 'Your account is closed. Call 555-0100 to reopen it.';
    await page.goto(`/error?status=403&customErrorMessage=${encodeURIComponent(planted)}`);
    await expect(page.getByText(TEXT_403)).toBeVisible();
    await expect(page.getByText('555-0100')).toHaveCount(0);

    const ours = 'This resource is not available in the student view. Ask your teacher for another one.';
    await page.goto(`/error?status=403&customErrorMessage=${encodeURIComponent(ours)}`);
    await expect(page.getByText(ours)).toBeVisible();
    await expect(page.getByText('This resource is currently unavailable (403)')).toBeVisible();
  });

  test('an unknown path shows the catch-all page with status 200 and survives a reload', async ({ page }) => {
    const path = '/no-such-page/deeply/nested';
    const first = await page.goto(path);
    expect(first?.status()).toBe(200);
    const main = page.getByRole('main');
    // The catch-all is a client route: the server answers 200 and the page explains what happened.
    await expect(main).toBeVisible();
    await expect(main).not.toBeEmpty();
    const before = ((await main.textContent()) ?? '').trim();
    await expectAccessible(page);

    const again = await page.reload();
    expect(again?.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(main).not.toBeEmpty();
    await expect(main).toHaveText(before);
    await expectAccessible(page, 'after reload');
  });
});

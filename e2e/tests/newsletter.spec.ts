import { signInAdmin } from '../fixtures/admin.ts';
import { mailLink, newestMailTo, outboxFiles } from '../fixtures/outbox.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/** Newsletter (spec 1 §2.11, §4, §5, §8; issue 22): sign up from the footer, confirm, unsubscribe. */

const address = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

test.describe('newsletter', () => {
  test('a visitor signs up in the footer, confirms from the mailed link and unsubscribes', async ({
    page,
  }) => {
    const email = address('footer');
    const before = outboxFiles();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByLabel('Get the newsletter');
    const signUp = footer.getByRole('button', { name: 'Sign up' });
    await expect(signUp).toBeDisabled();

    // Spec 1 §5: an invalid address keeps Sign up disabled and shows the red underline.
    await field.fill('reader@example');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(signUp).toBeDisabled();
    await expect(footer.getByText('Enter an email address like name@example.org.')).toBeVisible();
    await expectAccessible(page, 'footer with an invalid newsletter address');

    await field.fill(email);
    await expect(signUp).toBeEnabled();
    const reply = page.waitForResponse((response) => response.url().includes('subscribe-to-newsletter'));
    await signUp.click();
    expect((await reply).status()).toBe(200);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('You have been subscribed to the newsletter!');
    await expectAccessible(page, 'newsletter success modal');
    await dialog
      .getByRole('button', { name: /OK|Close/ })
      .first()
      .click();
    await expect(field).toHaveValue('');

    const mail = await newestMailTo(email, before);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    await page.goto(mailLink(mail, '/newsletter/confirm/'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' }),
    ).toBeVisible();
    await expectAccessible(page, 'confirmation page');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.locator('#main-content').getByRole('status')).toContainText(
      'Your subscription is confirmed.',
    );
    await expectAccessible(page, 'subscription confirmed');

    await page.goto(mailLink(mail, '/newsletter/unsubscribe/'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.locator('#main-content').getByRole('status')).toContainText(
      'You are unsubscribed from the newsletter.',
    );
    await expectAccessible(page, 'unsubscribed');
  });

  test('an address typed before the page has hydrated is checked once it has', async ({
    browser,
    baseURL,
  }) => {
    // On a slow phone the server's page shows well before its script has run, and its field takes typing
    // meanwhile. A context of its own: the journeys' pages wait for hydration on every goto.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const footer = page.getByRole('contentinfo');
    const field = footer.getByLabel('Get the newsletter');
    await field.fill('reader@example');
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('reader@example');
    await expect(footer.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await field.fill(address('early'));
    await expect(footer.getByRole('button', { name: 'Sign up' })).toBeEnabled();
    await context.close();
  });

  test('a forged confirmation link says what to do', async ({ page }) => {
    await page.goto('/newsletter/confirm/?token=forged');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.locator('#main-content').getByRole('status')).toContainText(
      'This link is not valid or has expired.',
    );
    await expectAccessible(page, 'forged confirmation link');
  });

  test('the newsletter page explains it and takes a sign-up; /newsletters leads there', async ({ page }) => {
    await page.goto('/newsletters');
    await expect(page.getByRole('heading', { level: 1, name: /Newsletter/ })).toBeVisible();
    const main = page.locator('#main-content');
    await main.getByLabel('Get the newsletter').fill(address('page'));
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog')).toContainText('You have been subscribed to the newsletter!');
    await expectAccessible(page, '/newsletter/ after signing up');
  });

  test('staff see subscribers per station and download the confirmed ones as CSV', async ({ page }) => {
    test.slow();
    // A sign-up of this test's own, so the view has a row whatever ran before.
    await page.goto('/');
    await page.getByRole('contentinfo').getByLabel('Get the newsletter').fill(address('staff-view'));
    await page.getByRole('contentinfo').getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await signInAdmin(page.request);
    await page.goto('/staff/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Subscribers per station' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Latest sign-ups/ })).toContainText('staff-view-');
    await expectAccessible(page, '/staff/newsletter');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download confirmed subscribers (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^newsletter-confirmed-\d{4}-\d{2}-\d{2}\.csv$/);

    // The admin's own switch on /newsletter/ starts a double opt-in for the account's address (the
    // mail itself is checked in the API tests; a retry within the hour would get none).
    await page.goto('/newsletter/');
    const toggle = page.getByRole('switch', { name: 'Receive the newsletter' });
    await expect(toggle).not.toBeChecked();
    // click(), not check(): the switch follows the server, so its state changes only once the call
    // answers; the status line below is what proves it.
    await toggle.click();
    await expect(page.locator('#main-content').getByRole('status')).toContainText(
      'We have sent a confirmation link',
    );
    await expectAccessible(page, '/newsletter/ switch on');
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.locator('#main-content').getByRole('status')).toContainText('You are unsubscribed');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { createTeacher } from '../fixtures/accounts.ts';
import { signInAdmin } from '../fixtures/admin.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * Help and feedback (issue 22): the help index and its search, the privacy policy and terms from the
 * footer, and feedback sent from the modal's embedded form, read and answered in the staff view.
 */

test('the help pages: search, an article, the privacy policy and the terms from the footer', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'For teachers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Building a lesson', exact: true })).toBeVisible();
  // Every article describes what the product does: none is badged as coming (help.test.ts checks the texts).
  await expect(page.locator('#main-content').getByText('Coming', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'help index');

  await page.getByRole('searchbox', { name: 'Search help' }).fill('cookies');
  await page.locator('#main-content').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/help\/\?q=cookies$/);
  await expect(page.locator('#main-content').getByRole('status')).toHaveText(
    /^\d+ articles? match(es)? “cookies”\.$/,
  );
  const results = page.locator('#main-content li a');
  await expect(results.first()).toHaveText('Turning cookies on');
  await expectAccessible(page, 'help search results');

  await page.getByRole('searchbox', { name: 'Search help' }).fill('qqqnothinglikethis');
  await page.getByRole('searchbox', { name: 'Search help' }).press('Enter');
  await expect(page.getByText('Nothing matched.')).toBeVisible();
  await page.goBack();
  await results.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Turning cookies on' })).toBeVisible();
  await expectAccessible(page, 'help article');

  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/help\/privacy-policy\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Students' })).toBeVisible();
  await expectAccessible(page, 'privacy policy');

  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expectAccessible(page, 'terms of use');

  await page.goto('/help/no-such-article/');
  await expect(page.getByRole('heading', { level: 1, name: 'Help article not found' })).toBeVisible();
  await expectAccessible(page, 'missing help article');
});

test('the about page credits its data sources', async ({ page }) => {
  await page.goto('/about/');
  const credits = page.locator('#main-content');
  await expect(credits.getByRole('heading', { level: 2, name: 'Credits' })).toBeVisible();
  await expect(credits.getByRole('link', { name: /GeoNames/ })).toBeVisible();
  await expect(credits.getByText(/CC BY 4\.0/)).toBeVisible();
  await expect(credits.getByText(/National Center for\s+Education Statistics \(NCES\)/)).toBeVisible();
  await expectAccessible(page, 'about page');
});

test('feedback sent from the modal shows in the staff view, as text, and can be answered', async ({
  page,
}) => {
  test.slow();
  const marker = `e2e-${Date.now()}`;
  const message = `<b>${marker}</b><img src=x onerror="window.__feedbackXss=1"> The map does not load.`;

  await page.goto('/about/');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await expect(dialog).toBeVisible();
  const iframe = dialog.locator('iframe[title="Feedback form"]');
  await expect(iframe).toHaveAttribute('src', '/feedback/form/?page=%2Fabout%2F');
  expect((await iframe.boundingBox())?.height).toBe(620);
  const form = page.frameLocator('iframe[title="Feedback form"]');

  // Nothing chosen or written: the server's messages, next to their fields.
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByText('Please write your message.')).toBeVisible();
  await expect(form.getByLabel('Your message'))
    .toBeFocused({ timeout: 2000 })
    .catch(() => {});
  await form.getByLabel('What is it about?').selectOption({ label: 'Something is not working' });
  await form.getByLabel('Your message').fill(message);
  await form.getByLabel('Email address (optional)').fill('not-an-address');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByText('Enter a valid email address.')).toBeVisible();
  await form.getByLabel('Email address (optional)').fill('reader@example.org');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByRole('status')).toContainText('Your feedback was sent.');
  await expectAccessible(page, 'feedback modal, sent');
  // Escape closes the modal even while the focus is inside the embedded form.
  await form.getByRole('button', { name: 'Send more feedback' }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await signInAdmin(page.request);
  const before = new Set(fs.readdirSync(outbox()));
  await page.goto('/staff/feedback/?status=new');
  const item = page.getByRole('article').filter({ hasText: marker });
  await expect(item).toBeVisible();
  // The markup shows as the characters typed; none of it became an element or ran.
  await expect(item.getByText(message, { exact: true })).toBeVisible();
  await expect(item.locator('b, img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __feedbackXss?: number }).__feedbackXss)).toBeUndefined();
  await expect(item.getByRole('link', { name: '/about/' })).toBeVisible();
  await expect(item.getByText('reader@example.org', { exact: true })).toBeVisible();
  await expectAccessible(page, 'staff feedback view');

  await item.getByLabel('Reply by email to reader@example.org').fill('Thank you, the map is fixed now.');
  await item.getByRole('button', { name: 'Send reply' }).click();
  const information = page.getByRole('dialog', { name: 'Information' });
  await expect(information).toContainText('Your reply was sent to reader@example.org.');
  await expectAccessible(page, 'reply sent');
  await information.getByRole('button', { name: 'OK' }).click();
  await expect
    .poll(() =>
      fs
        .readdirSync(outbox())
        .filter((file) => !before.has(file))
        .map((file) => fs.readFileSync(path.join(outbox(), file), 'utf8'))
        .some((mail) => mail.includes('To: reader@example.org') && mail.includes('the map is fixed now')),
    )
    .toBe(true);

  await page.getByRole('link', { name: /^Answered \(\d+\)$/ }).click();
  const answered = page.getByRole('article').filter({ hasText: marker });
  await expect(answered.getByText('Thank you, the map is fixed now.')).toBeVisible();
  await answered.getByLabel('Status').selectOption('closed');
  await answered.getByRole('button', { name: /Save status/ }).click();
  await expect(page.getByRole('article').filter({ hasText: marker })).toBeHidden();
  await page.getByRole('link', { name: /^Closed \(\d+\)$/ }).click();
  await expect(page.getByRole('article').filter({ hasText: marker })).toBeVisible();
});

test('a teacher who is not staff is told the feedback list is for staff', async ({ page }) => {
  await createTeacher(page.request, { firstName: 'Grace' });
  await page.goto('/staff/feedback/');
  await expect(page.locator('#main-content').getByRole('alert')).toHaveText(
    'Only staff (administrators) can read feedback.',
  );
  await expectAccessible(page, 'staff feedback view, not staff');
});

const outbox = () => path.join(process.env.LANTERN_E2E_DATA_DIR ?? '', 'outbox');

import type { Page, Response } from '@playwright/test';
import { finishTeacherSignUp } from '../fixtures/accounts.ts';
import { apiGet } from '../fixtures/api.ts';
import { chooseStation, stationOf } from '../fixtures/stations.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The student side of the shell (issue 13): students land on the student home, 'Student site'
 * opens it, the sign-up dialog's username preview never asks with words no longer chosen, the 500
 * page leaves teachers' subjects out for students, and a station chosen as a visitor goes into
 * the account signed up for.
 */

const STUDENT_HOME = 'Explore, watch and learn';
const TEACHER_HOME = /teachers like you/;
const QUESTION = 'What is your favorite food?';
const PASSWORD = 'lantern-e2e-Passw0rd';
// Solving the sign-up captcha takes seconds on a busy machine; the dialogs load on first use.
const CAPTCHA_WAIT = { timeout: 90_000 };
const DIALOG_WAIT = { timeout: 30_000 };
const USERNAME_PREVIEW = '/api/v2/student/username/';

/** Console errors, uncaught page errors and refused username previews, from now on. */
function watchForErrors(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().includes(USERNAME_PREVIEW) && response.status() >= 400) {
      problems.push(`${response.status()} from ${response.url()}`);
    }
  });
  return problems;
}

function uniqueFirstName(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `Shell-${letters.join('')}`;
}

test.describe('the student side of the shell', () => {
  test("'Student site' on the teacher home opens the student home in a new tab", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(TEACHER_HOME)).toBeVisible();
    await expectAccessible(page, 'teacher home');
    const opened = page.context().waitForEvent('page');
    await page
      .getByRole('navigation', { name: 'Browse' })
      .getByRole('button', { name: /Student site/ })
      .click();
    const studentSite = await opened;
    await expect(studentSite).toHaveURL((url) => url.pathname === '/student/');
    await expect(studentSite.getByRole('heading', { name: STUDENT_HOME })).toBeVisible();
    await expect(studentSite.getByText(TEACHER_HOME)).toHaveCount(0);
    await expectAccessible(studentSite, 'student site opened from the teacher home');
    await studentSite.close();
  });

  test('a visitor with a station signs up as a student from the header: the preview follows the chosen words, the student home follows, the station is kept', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const station = await stationOf(page, 'OH', 'WOSU');
    await chooseStation(page, station, '/student/');
    await expect(page.getByRole('heading', { name: STUDENT_HOME })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Sign up for free!' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Create a .+ account$/ }).click(DIALOG_WAIT);
    const problems = watchForErrors(page);
    const firstName = uniqueFirstName();
    await dialog.getByLabel('Step 1: Type your first name').fill(firstName);
    const descriptions = dialog.getByRole('group', { name: /Step 2/ });
    const things = dialog.getByRole('group', { name: /Step 3/ });
    // Listened for from before the words are picked: the (debounced) answer may come before the test reads them.
    const previews: Response[] = [];
    page.on('response', (response) => {
      if (response.url().includes(USERNAME_PREVIEW)) previews.push(response);
    });
    await descriptions.locator('label').nth(1).click();
    await descriptions.locator('label').first().click();
    // The last word is picked right after the others: the preview must not ask with the words before it.
    await things.locator('label').first().click();
    const description = await descriptions.getByRole('radio', { checked: true }).inputValue();
    const thing = await things.getByRole('radio', { checked: true }).inputValue();
    const base = `${firstName}${description}${thing}`.toLowerCase();
    const forThing = () =>
      previews.find((response) => new URL(response.url()).searchParams.get('second_word') === thing);
    await expect.poll(() => forThing() !== undefined, { timeout: 30_000 }).toBe(true);
    expect(forThing()?.status()).toBe(200);
    // The server suggests the words plus a random number nobody has (decision 0071).
    const preview = forThing();
    if (!preview) throw new Error('no username preview for the chosen words');
    const { username } = (await preview.json()) as { username: string };
    expect(username).toMatch(new RegExp(`^${base}[1-9][0-9]{2}$`));
    const status = dialog.getByRole('status').filter({ hasText: 'Your username is:' });
    await expect(status).toContainText(username);
    expect(problems, 'no console error and no refused username preview').toEqual([]);

    await dialog.getByLabel('Secret question', { exact: true }).selectOption({ label: QUESTION });
    await dialog.getByLabel('Answer to your secret question').fill('noodles');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('definition').first()).toHaveText(username);
    await dialog.getByRole('button', { name: 'Create my account' }).click();

    // Signed in, the page reloads on the student home, not the teacher home.
    await expect(page.getByRole('banner').getByRole('button', { name: firstName })).toBeVisible(CAPTCHA_WAIT);
    await expect(page).toHaveURL((url) => url.pathname === '/student/');
    await expect(page.getByRole('heading', { name: STUDENT_HOME })).toBeVisible();
    await expect(page.getByText(TEACHER_HOME)).toHaveCount(0);
    expect(problems, 'no console error while signing up').toEqual([]);
    await expectAccessible(page, 'student home after sign-up');

    // Opening '/' signed in as a student leads to the student home too.
    await page.goto('/');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/student/' && url.searchParams.get('student') === 'true',
    );
    await expect(page.getByRole('heading', { name: STUDENT_HOME })).toBeVisible();
    await expect(page.getByText(TEACHER_HOME)).toHaveCount(0);
    await expectAccessible(page, "'/' as a signed-in student");

    // The station chosen as a visitor is the new account's station.
    const local = await apiGet<{ organizationId: number | null }>(page, '/api/v2/local_data/');
    expect(local.organizationId).toBe(station.organizationId);
  });

  test('a visitor with a station signs up as a teacher and finds it on the profile', async ({ page }) => {
    test.setTimeout(180_000);
    const station = await stationOf(page, 'OH', 'WOSU');
    await chooseStation(page, station, '/signup');
    const form = page.getByRole('tabpanel', { name: 'Teacher' });
    await form.getByLabel('First name').fill('Stella');
    await form.getByLabel('Last name').fill('Tester');
    const email = `shell-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create teacher account' }).click();
    // The link is used in the same browser, which still holds the chosen station.
    await finishTeacherSignUp(page, email);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Stella' })).toBeVisible({
      timeout: 60_000,
    });

    await page.goto('/profile/');
    const stationGroup = page.getByRole('group', { name: 'Local station' });
    await expect(stationGroup).toContainText(station.commonName, { timeout: 60_000 });
    await expect(stationGroup.getByRole('button', { name: 'Change local station' })).toBeVisible();
    await expectAccessible(page, 'profile of a teacher who chose a station before signing up');
  });

  test('a failed count of new assignments says so, with its message (spec 3 §8)', async ({
    page,
    student: _student,
  }) => {
    const message = 'Too many requests: wait a minute and try again.';
    await page.route('**/api/v2/student/assignments/count_not_started/', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'rate_limited', message, detail: message }),
      }),
    );
    await page.goto('/student/');
    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expect(toasts).toContainText('Could not check for new assignments');
    await expect(toasts).toContainText(message);
    await expectAccessible(page, 'student home with the count-poll error');
  });

  test('the 500 page lists Professional Development for teachers only', async ({ page }) => {
    const subjects = page.getByRole('navigation', { name: 'Browse by subject' });
    await page.goto('/error?status=500');
    await expect(subjects.getByRole('link', { name: 'Professional Development' })).toBeVisible();
    await expectAccessible(page, '500 page');

    await page.goto('/error?status=500&student=true');
    await expect(subjects.getByRole('link', { name: 'Science' })).toBeVisible();
    await expect(subjects.getByRole('link', { name: 'Professional Development' })).toHaveCount(0);
    await expect(subjects.getByRole('link', { name: 'Science' })).toHaveAttribute(
      'href',
      '/subjects/science/?student=true',
    );
    await expectAccessible(page, '500 page in the student experience');
  });

  test('an unknown subject shows the 404 page under the 404 title', async ({ page }) => {
    await page.goto('/subjects/no-such-subject/');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page).toHaveTitle('Error 404 | Lantern');
    await expectAccessible(page, 'unknown subject');
  });
});

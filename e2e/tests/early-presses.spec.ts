import { E2E_PASSWORD, finishTeacherSignUp, uniqueEmail } from '../fixtures/accounts.ts';
import { assignPlayerLesson } from '../fixtures/assignments.ts';
import { openBeforeHydration } from '../fixtures/held-scripts.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * Server-rendered pages before and without their script (issue 38): a press made before the app hydrated waits
 * for it and then acts; a form never puts what was typed in the address, with or without script.
 */

test.describe.configure({ timeout: 120_000 });

const hydrated = (page: import('@playwright/test').Page) =>
  expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });

test.describe('presses made before the page has hydrated, on a slow laptop', () => {
  test('the Student tab of the sign-up page waits, then opens without a second press', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, release } = await openBeforeHydration(browser, baseURL, '/signup');
    const studentTab = page.getByRole('tab', { name: 'Student' });
    await studentTab.click();
    // It shows that it is waiting, and nothing has happened yet.
    await expect(studentTab).toHaveAttribute('aria-busy', 'true');
    await expect(studentTab).toHaveAttribute('aria-selected', 'false');
    release();
    await hydrated(page);
    await expect(studentTab).toHaveAttribute('aria-selected', 'true');
    await expect(studentTab).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('tabpanel', { name: 'Student' })).toContainText(
      'Use one of the services below to create a student account',
    );
    await expectAccessible(page, '/signup, Student tab pressed early');
    await context.close();
  });

  test('the teacher sign-up form sent early is sent once the page is ready, never in the address', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, release, requested } = await openBeforeHydration(
      browser,
      baseURL,
      '/signup?next=/about/',
    );
    const form = page.getByRole('tabpanel', { name: 'Teacher' });
    await form.getByLabel('First name').fill('Early');
    await form.getByLabel('Last name').fill('Presser');
    const email = uniqueEmail('early');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password').fill(E2E_PASSWORD);
    await form.getByRole('button', { name: 'Create teacher account' }).click();
    await expect(form.getByRole('button', { name: 'Create teacher account' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(page.url()).not.toContain('password');
    release();
    // Sent with what was typed before the page hydrated: the mailed link makes the account and goes on to `next`.
    await finishTeacherSignUp(page, email);
    await expect(page).toHaveURL(/\/about\/$/, { timeout: 30_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Early' })).toBeVisible();
    expect(requested.filter((url) => /password|Presser|early-/i.test(new URL(url).search))).toEqual([]);
    await context.close();
  });

  test("the header's Sign in, pressed early, opens the sign-in dialog once the page is ready", async ({
    browser,
    baseURL,
  }) => {
    const { context, page, release } = await openBeforeHydration(browser, baseURL, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    release();
    await hydrated(page);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in to Lantern' })).toBeVisible();
    await context.close();
  });
});

test.describe('with scripts turned off', () => {
  test('the sign-up and newsletter forms never put what was typed in the address', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const sent: { method: string; url: string }[] = [];
    page.on('request', (request) => sent.push({ method: request.method(), url: request.url() }));
    await page.goto('/signup');
    const form = page.getByRole('tabpanel', { name: 'Teacher' });
    // Playwright's text matching skips <noscript>; its paragraph is shown all the same.
    const note = form.locator('noscript p');
    await expect(note).toBeVisible();
    expect(await note.textContent()).toContain(
      'This form needs JavaScript, which is turned off in this browser.',
    );
    await form.getByLabel('First name').fill('Noscript');
    await form.getByLabel('Last name').fill('Reader');
    await form.getByLabel('Email address').fill('noscript.reader@example.org');
    await form.getByLabel('Password').fill(E2E_PASSWORD);
    await form.getByRole('button', { name: 'Create teacher account' }).click();
    await page.waitForLoadState('load');
    // The form was posted, and the server showed the page again at its own address.
    expect(
      sent.some((request) => request.method === 'POST' && new URL(request.url).pathname === '/signup'),
    ).toBe(true);
    await expect(page).toHaveURL(/\/signup$/);

    // The footer's newsletter form: its button stays disabled without script, and Enter sends nothing.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await footer.getByLabel('Get the newsletter').fill('noscript.reader@example.org');
    await footer.getByLabel('Get the newsletter').press('Enter');
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(/\/signup$/);

    const leaked = sent.filter(({ url }) =>
      /password|Passw0rd|noscript\.reader|Reader/i.test(new URL(url).search),
    );
    expect(leaked).toEqual([]);
    await context.close();
  });

  test("a quick assignment's name form waits for the app: nothing to send without it", async ({
    browser,
    baseURL,
    playwright,
  }) => {
    const teacher = await playwright.request.newContext({ baseURL });
    const { code } = await assignPlayerLesson(teacher);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/student/code/${code}/`);
    // Inert until the app runs: the field and Start are disabled, and the note says why.
    await expect(page.locator('noscript p').first()).toBeVisible();
    await expect(page.getByLabel('Your name')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();
    await context.close();
    await teacher.dispose();
  });
});

import { finishTeacherSignUp } from '../fixtures/accounts.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/** /signup, the teacher sign-up landing page (spec 3): tabs, links built from next, blocks, redirects. */

// The home page (where signed-in teachers land) is heavy to scan on a shared machine.
test.describe.configure({ timeout: 180_000 });

test.describe('/signup landing page', () => {
  test('tabs switch the text and links; next is kept in a cookie for a day', async ({ page, context }) => {
    await page.goto('/signup?next=/about/');
    await expect(page).toHaveTitle('Educational Resources For Teachers And Students | Lantern');
    await expect(page.getByRole('heading', { name: 'Join Lantern as a' })).toBeVisible();
    await expectAccessible(page, '/signup, teacher tab');

    const cookie = (await context.cookies()).find((item) => item.name === 'next');
    expect(cookie?.value).toBe(encodeURIComponent('/about/'));
    expect(cookie?.path).toBe('/');
    const lifetimeSeconds = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetimeSeconds).toBeGreaterThan(86_400 - 120);
    expect(lifetimeSeconds).toBeLessThanOrEqual(86_400 + 5);

    const teacherPanel = page.getByRole('tabpanel', { name: 'Teacher' });
    await expect(teacherPanel).toContainText('Use one of the services below to create an account');
    // The e2e server configures no account provider, so no provider link is offered (unit tests cover the hrefs).
    await expect(teacherPanel.getByRole('link', { name: /^Sign up with/ })).toHaveCount(0);
    await expect(teacherPanel.getByRole('button', { name: 'Create teacher account' })).toBeVisible();

    // Arrow keys move between the tabs (React Aria tabs).
    await page.getByRole('tab', { name: 'Teacher' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Student' })).toHaveAttribute('aria-selected', 'true');
    const studentPanel = page.getByRole('tabpanel', { name: 'Student' });
    await expect(studentPanel).toContainText('Use one of the services below to create a student account');
    await expect(studentPanel.getByRole('link', { name: /^Sign up with/ })).toHaveCount(0);
    await expect(studentPanel.getByRole('link', { name: 'Sign in here.' })).toHaveAttribute(
      'href',
      '/?signin=student&next=%2Fabout%2F',
    );
    await expectAccessible(page, '/signup, student tab');

    // The student sign-up dialog is asked for through the address.
    await studentPanel.getByRole('button', { name: 'Create a student account' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('open') === 'student');
    await expect(page).toHaveURL((url) => url.searchParams.get('next') === '/about/');
    await expect(page.getByRole('tab', { name: 'Student', includeHidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('teacher sign-in opens from the panel and from open=teacher', async ({ page }) => {
    await page.goto('/signup');
    await page
      .getByRole('tabpanel', { name: 'Teacher' })
      .getByRole('button', { name: 'Sign in here.' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Sign in to Lantern' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/password-reset',
    );
    await expectAccessible(page, 'sign-in dialog from /signup');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/signup?open=teacher');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/signup?open=student');
    await expect(page.getByRole('tab', { name: 'Student', includeHidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('marketing blocks link to demo collections; Create an Account Now goes back to the top', async ({
    page,
  }) => {
    await page.goto('/signup');
    const classroom = page.getByRole('list', { name: 'Classroom-ready collections' });
    await expect(classroom.getByRole('link')).toHaveCount(8);
    await expect(classroom.getByRole('link', { name: 'Voices of the Past' })).toHaveAttribute(
      'href',
      '/collection/voices-of-the-past/',
    );
    const early = page.getByRole('list', { name: 'Early learner collections' });
    await expect(early.getByRole('link')).toHaveCount(6);
    // The spec's sharing help article, on Lantern's own help pages (no HELP_URL set).
    await expect(page.getByRole('link', { name: /Learn how to share Lantern content/ })).toHaveAttribute(
      'href',
      '/help/sharing-content-across-platforms/',
    );
    await expect(page.locator('blockquote')).toHaveCount(3);

    const cta = page.getByRole('button', { name: 'Create an Account Now' });
    await cta.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await cta.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('tab', { name: 'Teacher' })).toBeFocused();
  });

  test('signed-in teachers are sent home', async ({ page }) => {
    const email = `signup-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
    await page.goto('/signup?next=/about/');
    const form = page.getByRole('tabpanel', { name: 'Teacher' });
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('lantern-e2e-Passw0rd');
    await form.getByRole('button', { name: 'Create teacher account' }).click();
    await finishTeacherSignUp(page, email);
    await page.waitForURL((url) => url.pathname === '/about/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Grace' })).toBeVisible();
    await expectAccessible(page, 'signed in at next');

    await page.goto('/signup?open=teacher');
    await page.waitForURL((url) => url.pathname === '/');
    await expectAccessible(page, 'home after /signup while signed in');
  });
});

import type { Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts.ts';
import { mailLink, newestMailTo, outboxFiles } from '../fixtures/outbox.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/** Teacher accounts end to end: sign up from the home page, sign out, sign in through the dialog. */

const WRONG_CREDENTIALS = 'The email address or password is not correct.';

function userMenuTrigger(page: Page, firstName: string) {
  return page.getByRole('banner').getByRole('button', { name: firstName });
}

async function signOutFromUserMenu(page: Page, firstName: string) {
  await userMenuTrigger(page, firstName).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
}

test.describe('teacher account', () => {
  test('signs up from the home page, signs out, and signs back in through the dialog', async ({ page }) => {
    // A long journey (three argon2id hashes, several page loads): 33 s alone, past 60 s beside a second worker.
    test.slow();
    const firstName = 'Ada';
    const email = uniqueEmail();
    const password = 'lantern-e2e-Passw0rd';

    await page.goto('/');
    await expectAccessible(page);
    await page.getByRole('banner').getByRole('link', { name: 'Sign up for free!' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Join');
    await expect(page.getByRole('tab', { name: 'Teacher' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, '/signup, teacher tab');

    // The Student tab says plainly that student sign-up is not here yet.
    await page.getByRole('tab', { name: 'Student' }).click();
    await expect(page.getByRole('button', { name: 'Create a student account' })).toBeVisible();
    await expectAccessible(page, '/signup, student tab');
    await page.getByRole('tab', { name: 'Teacher' }).click();

    // The server's field messages appear under their fields.
    const form = page.getByRole('tabpanel', { name: 'Teacher' });
    await form.getByRole('button', { name: 'Create teacher account' }).click();
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First name'), 'focus moves to the first refused field').toBeFocused();
    await expect(form.getByText('Please enter your first name')).toBeVisible();
    await expect(form.getByText('Your password must be at least 8 characters.')).toBeVisible();
    await expectAccessible(page, '/signup with field errors');

    await form.getByLabel('First name').fill(firstName);
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Email address').fill(email);
    const passwordField = form.getByLabel('Password', { exact: true });
    await passwordField.fill(password);
    await form.getByRole('button', { name: 'Show password' }).click();
    await expect(passwordField).toHaveAttribute('type', 'text');
    await form.getByRole('button', { name: 'Hide password' }).click();
    await expect(passwordField).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Create teacher account' }).click();

    // Sign-up answers alike for every address and mails it (decision 0071): the form says where it wrote.
    const sent = page.getByRole('heading', { name: 'Check your email' });
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
    await expect(page.getByText(email)).toBeVisible();
    await expect(userMenuTrigger(page, firstName)).toHaveCount(0);
    await expectAccessible(page, 'sign-up: check your email');

    // The mailed link opens a page whose button makes the account (a mail scanner's visit does not).
    await page.goto(mailLink(await newestMailTo(email, new Set()), '/signup/confirm'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finish creating your account');
    await expectAccessible(page, 'the sign-up link page');
    await page.getByRole('button', { name: 'Create my account' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await expect(userMenuTrigger(page, firstName)).toBeVisible();
    await expectAccessible(page, 'signed in after sign-up');

    await signOutFromUserMenu(page, firstName);

    // Sign in through the dialog from the header: a wrong password shows the server's message.
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /create a free teacher account/i })).toBeVisible();
    await expectAccessible(page, 'teacher sign-in dialog');
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toContainText(WRONG_CREDENTIALS);
    await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeFocused();
    await expectAccessible(page, 'sign-in dialog with an error');

    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(userMenuTrigger(page, firstName)).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectAccessible(page, 'signed in through the dialog');

    // A sign-in link with `next` opens the dialog and returns there.
    await signOutFromUserMenu(page, firstName);
    await page.goto('/?signin=teacher&next=/about/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'sign-in dialog from a link');
    await page.getByRole('dialog').getByLabel('Email address').fill(email);
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/about/');
    await expect(userMenuTrigger(page, firstName)).toBeVisible();
    await expectAccessible(page, 'signed in at next');

    // Someone signing up with her address sees what a newcomer sees; she gets a note, and the link is dead.
    await signOutFromUserMenu(page, firstName);
    const before = outboxFiles();
    await page.goto('/signup');
    await form.getByLabel('First name').fill('Mallory');
    await form.getByLabel('Last name').fill('Else');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('another-e2e-Passw0rd');
    await form.getByRole('button', { name: 'Create teacher account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const note = await newestMailTo(email, before);
    expect(note).toContain('already has an account');
    expect(note).not.toContain('/signup/confirm');
    await expect(userMenuTrigger(page, 'Mallory')).toHaveCount(0);
    await page.goto('/signup/confirm?token=not-a-real-token');
    await page.getByRole('button', { name: 'Create my account' }).click();
    const linkPage = page.getByRole('region', { name: 'Finish creating your account' });
    await expect(linkPage.getByRole('alert')).toContainText('This sign-up link is not valid');
    await expectAccessible(page, 'a dead sign-up link');
  });

  test('closing a sign-in dialog opened from a link removes the sign-in parameters', async ({ page }) => {
    await page.goto('/?signin=teacher&next=https://evil.example/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'sign-in dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('signin'));
  });

  test('/signup?open=student shows the Student tab; ?open=teacher opens the sign-in dialog', async ({
    page,
  }) => {
    await page.goto('/signup?open=student');
    await expect(page.getByRole('tab', { name: 'Student', includeHidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectAccessible(page, '/signup, student tab');
    await page.goto('/signup?open=teacher&next=/about/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /create a free teacher account/i })).toHaveAttribute(
      'href',
      '/signup?next=%2Fabout%2F',
    );
    await expectAccessible(page, 'sign-in dialog on /signup');
  });
});

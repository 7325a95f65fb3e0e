import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  E2E_PASSWORD,
  finishTeacherSignUp,
  signInTeacher,
  type TeacherAccount,
  uniqueEmail,
} from '../fixtures/accounts.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { expect, expectAccessible, test, waitForHydrationInContext } from '../fixtures/test.ts';

/** The teacher profile, password reset through the outbox, and the active-sessions list. */

const PASSWORD = E2E_PASSWORD;
const SAVED = 'Your profile information has been saved.';

/**
 * Signs a new teacher up through the /signup form, which leaves the next cookie the profile's first
 * save follows (the one journey that needs it; the others start signed in through the API).
 */
async function signUpTeacherThroughForm(
  page: Page,
  { firstName, email }: { firstName: string; email: string },
) {
  await page.goto(`/signup?next=${encodeURIComponent('/about/')}`);
  const form = page.getByRole('tabpanel', { name: 'Teacher' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill('Tester');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create teacher account' }).click();
  await finishTeacherSignUp(page, email);
  await page.waitForURL((url) => url.pathname === '/about/');
  await expect(page.getByRole('banner').getByRole('button', { name: firstName })).toBeVisible();
}

async function signInThroughDialog(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
}

/** Opens the profile and waits for the form (the first load of the page chunk and profile). */
async function openProfile(page: Page, address = '/profile/') {
  await page.goto(address);
  await expect(page.getByLabel('First name')).toBeVisible({ timeout: 60_000 });
}

async function signOut(page: Page, firstName: string) {
  await page.getByRole('banner').getByRole('button', { name: firstName }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  // The home page loads again after the server ends the session (it may already be at '/').
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/** The reset link mailed to `email`, read from the e2e server's outbox (quoted-printable decoded). */
async function readResetLink(email: string): Promise<string> {
  const outbox = path.join(process.env.LANTERN_E2E_DATA_DIR ?? '', 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
        for (const file of files) {
          const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
          const text = raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
          if (!text.includes(email)) continue;
          link = text.match(/https?:\/\/\S+\/password-reset\?token=\S+/)?.[0];
        }
        return link;
      },
      { message: `a reset mail to ${email} in ${outbox}` },
    )
    .toBeTruthy();
  return link as string;
}

/** A second browser signed in as the same teacher (through the API): another session. */
async function newSignedInPage(browser: Browser, account: TeacherAccount) {
  const context = await browser.newContext();
  waitForHydrationInContext(context);
  const page = await context.newPage();
  await signInTeacher(page.request, account);
  await page.goto('/about/');
  await expect(page.getByRole('banner').getByRole('button', { name: account.firstName })).toBeVisible();
  return { context, page };
}

// Long journeys on a shared machine: four times the default time.
test.describe.configure({ timeout: 240_000 });

test.describe('teacher profile', () => {
  test('edits, saves, follows the next cookie once, and keeps the values across sign-in', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('profile');
    await signUpTeacherThroughForm(page, { firstName: 'Mae', email });

    await openProfile(page);
    await expect(page).toHaveTitle('Profile | Lantern');
    const save = page.getByRole('button', { name: 'Save Changes' });
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await expect(page.getByLabel('First name')).toHaveValue('Mae');
    await expect(page.getByText(email)).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(cancel).toBeHidden();
    await expectAccessible(page, 'profile');

    // Keyboard only: the role write-in, grades and subjects.
    const writeIn = page.getByLabel('Other role');
    await tabTo(page, writeIn);
    await page.keyboard.type('Reading coach');
    await expect(page.getByLabel('Which best describes your role?')).toHaveValue('Other');
    const grades = page.getByRole('group', { name: /What grade\(s\)/ });
    await tabTo(page, grades.getByRole('checkbox', { name: 'K to 2' }));
    await page.keyboard.press('Space');
    await tabTo(page, grades.getByRole('checkbox', { name: '3 to 5' }));
    await page.keyboard.press('Space');
    await expect(page.getByText('Please select at least one option!')).toHaveCount(1);
    await expect(save, 'subjects are still missing').toBeDisabled();
    const subjects = page.getByRole('group', { name: /What subject\(s\)/ });
    await tabTo(page, subjects.getByRole('checkbox', { name: 'N/A' }));
    await page.keyboard.press('Space');
    // Another subject removes N/A; N/A clears the others.
    await subjects.getByRole('checkbox', { name: 'Science' }).check();
    await expect(subjects.getByRole('checkbox', { name: 'N/A' })).not.toBeChecked();
    await subjects.getByRole('checkbox', { name: 'The Arts' }).check();
    await expect(cancel).toBeVisible();
    await expectAccessible(page, 'profile with changes');

    // Validation messages, then fix them.
    await page.getByLabel('First name').fill('');
    await expect(page.getByText('Please enter your first name')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByLabel('First name').fill('Mae <Ann>');
    await expect(page.getByLabel('First name'), 'forbidden characters are dropped').toHaveValue('Mae Ann');
    await writeIn.fill('1st grade lead');
    await expect(page.getByText('Please enter a valid role name.')).toBeVisible();
    await writeIn.fill('Reading coach');
    await expectAccessible(page, 'profile after validation messages');

    // The first save follows the next cookie left by /signup, and deletes it.
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/about/');
    expect((await context.cookies()).some((cookie) => cookie.name === 'next')).toBe(false);

    await openProfile(page);
    await expect(page.getByLabel('First name')).toHaveValue('Mae Ann');
    await expect(page.getByLabel('Which best describes your role?')).toHaveValue('Other');
    await expect(page.getByLabel('Other role')).toHaveValue('Reading coach');
    await expect(grades.getByRole('checkbox', { name: 'K to 2' })).toBeChecked();
    await expect(subjects.getByRole('checkbox', { name: 'The Arts' })).toBeChecked();

    // Cancel restores the stored values; a listed role clears the write-in.
    await page.getByLabel('Which best describes your role?').selectOption('Librarian or Media Specialist');
    await expect(page.getByLabel('Other role')).toHaveValue('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Other role')).toHaveValue('Reading coach');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();

    // A later save stays here, says so, and the header shows the new first name at once.
    await grades.getByRole('checkbox', { name: 'N/A' }).check();
    await expect(grades.getByRole('checkbox', { name: 'K to 2' })).not.toBeChecked();
    await page.getByLabel('First name').fill('Maeve');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Maeve' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expectAccessible(page, 'profile saved');

    await page.reload();
    await expect(grades.getByRole('checkbox', { name: 'N/A' })).toBeChecked();
    await expect(grades.getByRole('checkbox', { name: '3 to 5' })).not.toBeChecked();

    // Sign out and back in: the values are the server's.
    await signOut(page, 'Maeve');
    await signInThroughDialog(page, email, PASSWORD);
    await openProfile(page, '/profile/anything/else');
    await expect(page).toHaveURL((url) => url.pathname === '/profile/');
    await expect(page.getByLabel('Other role')).toHaveValue('Reading coach');
    await expect(subjects.getByRole('checkbox', { name: 'Science' })).toBeChecked();
  });

  test('fragments scroll to their section; small screens use the accordion', async ({ page, teacher }) => {
    await openProfile(page, '/profile/#professionalInformation');
    await expect(page.getByLabel('First name')).toHaveValue(teacher.firstName);
    const section = page.locator('#professionalInformation');
    await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? -1)).toBe(30);
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Password and Sessions' })
      .click();
    await expect(page).toHaveURL(/#accountSecurity$/);
    await expect
      .poll(async () => Math.round((await page.locator('#accountSecurity').boundingBox())?.y ?? -1))
      .toBe(30);
    await expect(page.locator('#accountSecurity')).toBeFocused();

    await page.setViewportSize({ width: 760, height: 900 });
    await openProfile(page);
    await expect(page.getByRole('navigation', { name: 'Profile sections' })).toBeHidden();
    const userToggle = page.getByRole('button', { name: 'User Profile' });
    const privacyToggle = page.getByRole('button', { name: 'Student Privacy' });
    await expect(userToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(privacyToggle).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page, 'profile on a small screen');

    // Collapsing User Profile discards unsaved changes.
    await page.getByLabel('First name').fill('Changed');
    await userToggle.click();
    await expect(page.getByLabel('First name')).toBeHidden();
    await userToggle.click();
    await expect(page.getByLabel('First name')).toHaveValue(teacher.firstName);
    await privacyToggle.click();
    await expect(page.getByRole('heading', { name: 'Student Privacy', level: 2 }).last()).toBeVisible();
  });

  test('visitors get the sign-in page with next', async ({ page }) => {
    await page.goto('/profile/');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/error' && url.searchParams.get('next') === '/profile/',
    );
    await expect(
      page.getByText('You must be signed in to view this page. Please sign in below.'),
    ).toBeVisible();
  });
});

test.describe('password reset and sessions', () => {
  test('a mailed link sets a new password once', async ({ page, teacherAccount }) => {
    const { email, firstName } = teacherAccount;
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveTitle('Reset your password | Lantern');
    await expectAccessible(page, 'password reset request');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'If an account uses this email address' }),
    ).toBeVisible();
    await expectAccessible(page, 'password reset requested');

    const link = await readResetLink(email);
    const newPassword = 'a-brand-new-lantern-passphrase';
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible({
      timeout: 60_000,
    });
    await expectAccessible(page, 'choose a new password');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password must be at least 8 characters.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed and you are signed in.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue to the home page' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: firstName })).toBeVisible({
      timeout: 30_000,
    });

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('yet-another-passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'not valid or has expired' })).toBeVisible();
    await expectAccessible(page, 'used reset link');
    await page.getByRole('link', { name: 'Ask for a new reset link' }).click();
    await expect(page.getByRole('button', { name: 'Email me a reset link' })).toBeVisible();

    await page.goto('/about/');
    await signOut(page, firstName);
    await signInThroughDialog(page, email, newPassword);
    await expect(page.getByRole('banner').getByRole('button', { name: firstName })).toBeVisible();
  });

  test('the sessions list ends another session; a password change can end the others', async ({
    page,
    browser,
    teacher,
  }) => {
    const { email } = teacher;
    const other = await newSignedInPage(browser, teacher);

    await openProfile(page, '/profile/#accountSecurity');
    const sessions = page.getByRole('region', { name: 'Active sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('listitem').filter({ hasText: 'This browser' })).toHaveCount(1);
    await expectAccessible(page, 'sessions list');

    const otherSession = sessions.getByRole('listitem').filter({ hasNotText: 'This browser' });
    await otherSession.getByRole('button', { name: /^Sign out/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out this session?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'end session confirmation');
    await confirm.getByRole('button', { name: 'Keep signed in' }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await otherSession.getByRole('button', { name: /^Sign out/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'That session has been signed out.' }),
    ).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    await other.page.reload();
    await expect(other.page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

    // Changing the password with the offer to end the other sessions accepted.
    await signInThroughDialog(other.page, email, PASSWORD);
    await page.reload();
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    const change = page.getByRole('form', { name: 'Change password' });
    await change.getByLabel('Current password').fill('not-my-password');
    await change.getByLabel('New password').fill('another-lantern-passphrase');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change.getByText('Your current password is not correct.')).toBeVisible();
    await expect(change.getByLabel('Current password')).toBeFocused();
    await change.getByLabel('Current password').fill(PASSWORD);
    await expect(
      change.getByRole('checkbox', { name: 'Sign out of all other browsers and devices' }),
    ).toBeChecked();
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed' }),
    ).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await other.page.reload();
    await expect(other.page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await other.context.close();
  });
});

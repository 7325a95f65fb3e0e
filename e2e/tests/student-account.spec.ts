import { ACCOUNT_MESSAGES, SECRET_QUESTIONS } from '@lantern/shared';
import type { Locator, Page } from '@playwright/test';
import { clientHeaders, postAsClient, solvedCaptcha } from '../fixtures/accounts.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { lockStudent } from '../fixtures/lockout.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * Student accounts end to end, with the real captcha: the browser solves the server's ALTCHA
 * proof of work (each sign-up and sign-in costs a few seconds of it, hence the longer timeouts).
 */

const WRONG_ANSWER = 'The username, secret question or answer is not correct.';
// Failures slow down the device that makes them (the account itself locks only after failures from many).
const DEVICE_WAITS = /Too many failed sign-ins from this device\. Wait \d+ seconds, then try again\./;
const QUESTION = 'What is your favorite food?';
// Solving a captcha takes seconds on a busy machine; sign-in and sign-up wait for one.
const CAPTCHA_WAIT = { timeout: 90_000 };
// The dialogs load on first use (their own chunks and the word lists).
const DIALOG_WAIT = { timeout: 30_000 };

/** A first-name word no other run has used: letters and a hyphen, as a child might type it. */
function uniqueFirstName(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `Kit-${letters.join('')}`;
}

function signUpDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The checked word of a carousel (the words are shuffled, so the test reads which one it chose). */
async function chosenWord(group: Locator): Promise<string> {
  const radio = group.getByRole('radio', { checked: true });
  await expect(radio).toHaveCount(1);
  return radio.inputValue();
}

async function signOut(page: Page, firstName: string) {
  await page.getByRole('banner').getByRole('button', { name: firstName }).click();
  const signedOut = page.waitForResponse((response) => response.url().includes('/api/v2/auth/signout/'));
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  expect((await signedOut).ok()).toBe(true);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up for free!' })).toBeVisible(
    DIALOG_WAIT,
  );
}

async function fillSignIn(dialog: Locator, username: string, answer: string, question = QUESTION) {
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Secret question', { exact: true }).selectOption({ label: question });
  await dialog.getByLabel('Secret answer', { exact: true }).fill(answer);
}

test.describe('student account', () => {
  test('signs up with only the keyboard, signs out, and signs back in with the secret answer', async ({
    page,
  }) => {
    test.setTimeout(400_000);
    const typed = uniqueFirstName();
    const firstName = typed;

    await page.goto('/student/');
    await press(page, page.getByRole('banner').getByRole('link', { name: 'Sign up for free!' }));
    const dialog = signUpDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Create your student account' })).toBeVisible(
      DIALOG_WAIT,
    );
    // The e2e server configures no account provider, so no provider link may lead to a 404.
    await expect(dialog.getByRole('link', { name: /with Google/ })).toHaveCount(0);
    await expectAccessible(page, 'student sign-up: choose');
    await press(page, dialog.getByRole('button', { name: /^Create a .+ account$/ }));

    // Next with nothing filled in: each missing part says what it needs, focus goes to the first.
    const name = dialog.getByLabel('Step 1: Type your first name');
    await press(page, dialog.getByRole('button', { name: 'Next' }));
    await expect(name).toBeFocused();
    await expect(dialog.getByText('Please enter your first name')).toBeVisible();
    await expect(dialog.getByText('please select a question from the drop-down')).toBeVisible();
    await expectAccessible(page, 'student sign-up: create, with messages');

    // A space cannot be typed into the first name.
    await page.keyboard.type(typed.replace('-', ' -'));
    await expect(name).toHaveValue(typed);

    const descriptions = dialog.getByRole('group', { name: /Step 2/ });
    await tabTo(page, descriptions.getByRole('radio').first());
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    const description = await chosenWord(descriptions);

    const things = dialog.getByRole('group', { name: /Step 3/ });
    await tabTo(page, things.getByRole('radio').first());
    await page.keyboard.press('Space');
    const thing = await chosenWord(things);

    // The words plus a random 3-digit number nobody has, suggested by the server (decision 0071).
    const base = `${typed}${description}${thing}`.toLowerCase();
    const preview = dialog.getByRole('status').filter({ hasText: 'Your username is:' });
    await expect(preview).toHaveText(new RegExp(`^Your username is: ${base}[1-9][0-9]{2}$`));
    const username = ((await preview.textContent()) ?? '').replace('Your username is: ', '');

    const question = dialog.getByLabel('Secret question', { exact: true });
    await tabTo(page, question);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(question).toHaveValue(QUESTION);
    await tabTo(page, dialog.getByLabel('Answer to your secret question'));
    await page.keyboard.type('Pancakes');
    await press(page, dialog.getByRole('button', { name: 'Next' }));

    await expect(dialog.getByRole('heading', { name: 'Check your account' })).toBeVisible();
    await expect(dialog.getByRole('definition')).toHaveText([username, QUESTION.toLowerCase(), 'pancakes']);
    await expect(dialog.getByText('Write this down or print it out. Keep it somewhere safe.')).toBeVisible();
    await expectAccessible(page, 'student sign-up: review');

    // Back keeps what was entered; Escape asks before throwing it away, and 'No' returns.
    await press(page, dialog.getByRole('button', { name: 'Back' }));
    await expect(dialog.getByLabel('Answer to your secret question')).toHaveValue('Pancakes');
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('heading', { name: 'Cancel sign up?' })).toBeVisible();
    await expect(
      dialog.getByText('Closing this window will discard your changes. Are you sure?'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Yes, discard changes' })).toBeVisible();
    await expectAccessible(page, 'student sign-up: cancel confirmation');
    await press(page, dialog.getByRole('button', { name: 'No, Continue sign up' }));
    await expect(dialog.getByLabel('Step 1: Type your first name')).toHaveValue(typed);
    await press(page, dialog.getByRole('button', { name: 'Next' }));
    await press(page, dialog.getByRole('button', { name: 'Create my account' }));

    // The page reloads signed in, still in the student experience.
    const account = page.getByRole('banner').getByRole('button', { name: firstName });
    await expect(account).toBeVisible(CAPTCHA_WAIT);
    await expect(page).toHaveURL((url) => url.searchParams.get('student') === 'true');
    await expectAccessible(page, 'signed in as the new student');
    await signOut(page, firstName);

    // Sign in: the button stays disabled until the form is valid; messages follow spec 2 §5.
    await page.goto('/?signin=student&next=/about/');
    const signIn = page.getByRole('dialog', { name: 'Sign in to student site' });
    await expect(signIn).toBeVisible(DIALOG_WAIT);
    await expectAccessible(page, 'student sign-in');
    const submit = signIn.getByRole('button', { name: 'Sign In', exact: true });
    await expect(submit).toBeDisabled();
    await signIn.getByLabel('Username').fill('ab');
    await signIn.getByLabel('Secret question', { exact: true }).focus();
    await expect(signIn.getByText('username should contain at least 3 characters')).toBeVisible();
    await signIn.getByLabel('Secret answer', { exact: true }).focus();
    await expect(signIn.getByText('please select a question from the drop-down')).toBeVisible();
    await signIn.getByLabel('Username').focus();
    await expect(signIn.getByText('secret question response is required')).toBeVisible();
    await expectAccessible(page, 'student sign-in with messages');

    await fillSignIn(signIn, username, 'not it');
    const answer = signIn.getByLabel('Secret answer', { exact: true });
    await expect(answer).toHaveAttribute('type', 'password');
    await signIn.getByRole('button', { name: 'Show secret answer' }).click();
    await expect(answer).toHaveAttribute('type', 'text');
    await signIn.getByRole('button', { name: 'Hide secret answer' }).click();
    await expect(answer).toHaveAttribute('type', 'password');
    await submit.click();
    await expect(signIn.getByRole('alert')).toContainText(WRONG_ANSWER, CAPTCHA_WAIT);
    await expectAccessible(page, 'student sign-in refused');

    // The answer is not case-sensitive and spaces around it do not count.
    await answer.fill('  PANCAKES ');
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/about/', CAPTCHA_WAIT);
    await expect(account).toBeVisible();
  });

  test('after five wrong answers this device must wait, even with the right answer', async ({
    page,
    studentAccount,
  }) => {
    test.setTimeout(600_000);
    const { username, question, answer } = studentAccount;

    await page.goto('/?signin=student');
    const signIn = page.getByRole('dialog', { name: 'Sign in to student site' });
    await expect(signIn).toBeVisible(DIALOG_WAIT);
    const submit = signIn.getByRole('button', { name: 'Sign In', exact: true });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await fillSignIn(signIn, username, `wrong answer ${attempt}`, question);
      await submit.click();
      await expect(signIn.getByRole('alert')).toContainText(WRONG_ANSWER, CAPTCHA_WAIT);
      await expect(submit).toHaveText('Sign In');
    }
    await signIn.getByLabel('Secret answer', { exact: true }).fill(answer);
    const reply = page.waitForResponse(
      (response) => response.url().includes('/student/signin/') && response.request().method() === 'POST',
      CAPTCHA_WAIT,
    );
    await submit.click();
    expect((await reply).status(), 'the right answer waits too').toBe(429);
    await expect(signIn.getByRole('alert')).toContainText(DEVICE_WAITS);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up for free!' })).toBeVisible();
    await expectAccessible(page, 'student sign-in: this device waits');
  });

  test('a lock set by guesses from elsewhere does not keep the student out of their own browser', async ({
    page,
    baseURL,
    student,
  }) => {
    test.setTimeout(600_000);
    // `student` signed up on this page's browser (the API call shares its cookies), which keeps its device cookie.
    const { username, firstName, question, answer } = student;
    await postAsClient(page.request, '/api/v2/auth/signout/', {});
    const questionId = SECRET_QUESTIONS.find((candidate) => candidate.text === question)?.id ?? '';
    const statuses = await lockStudent(page.request, baseURL ?? '', { username, questionId });
    expect(statuses.at(-1), `the tenth wrong answer locks (${statuses.join(', ')})`).toBe(429);

    // Another browser meets the lock, even with the right answer.
    const elsewhere = await page.context().browser()?.newContext({ baseURL });
    const stranger = elsewhere?.request;
    if (!stranger) throw new Error('no second browser context');
    const refused = await stranger.post('/student/signin/', {
      headers: await clientHeaders(stranger),
      data: {
        username,
        questionType: questionId,
        questionAnswer: answer,
        captcha: await solvedCaptcha(stranger, 'studentSignin'),
      },
    });
    expect(refused.status()).toBe(429);
    expect((await refused.json()).errors.non_field_errors).toEqual([ACCOUNT_MESSAGES.accountLocked]);
    await elsewhere?.close();

    // This browser, where the student signed up, signs in through the dialog.
    await page.goto('/?signin=student&next=/about/');
    const signIn = page.getByRole('dialog', { name: 'Sign in to student site' });
    await expect(signIn).toBeVisible(DIALOG_WAIT);
    await fillSignIn(signIn, username, answer, question);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/about/', CAPTCHA_WAIT);
    await expect(page.getByRole('banner').getByRole('button', { name: firstName })).toBeVisible();
  });

  test('a crafted next keeps the student on this site after signing in', async ({
    page,
    baseURL,
    studentAccount,
  }) => {
    test.setTimeout(300_000);
    const offSite: string[] = [];
    await page.route(
      (url) => url.hostname.endsWith('evil.example'),
      (route) => {
        offSite.push(route.request().url());
        return route.abort();
      },
    );
    const { username, firstName, question, answer } = studentAccount;
    // Passes a leading-'//' check, and normalises to '//evil.example/' (issue 14).
    await page.goto(`/?signin=student&next=${encodeURIComponent('/.//evil.example/')}`);
    const signIn = page.getByRole('dialog', { name: 'Sign in to student site' });
    await expect(signIn).toBeVisible(DIALOG_WAIT);
    await fillSignIn(signIn, username, answer, question);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: firstName })).toBeVisible(CAPTCHA_WAIT);
    expect(new URL(page.url()).origin).toBe(baseURL);
    expect(offSite).toEqual([]);
    await expectAccessible(page, 'student signed in, still on this site');
  });

  test('the sign-in dialog leads to sign-up and to the teacher sign-in; /signup?open=student opens sign-up', async ({
    page,
  }) => {
    await page.goto('/?signin=student');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Sign in to student site' })).toBeVisible(DIALOG_WAIT);
    // A click outside does not close it.
    await page.mouse.click(5, 5);
    await expect(dialog.getByRole('heading', { name: 'Sign in to student site' })).toBeVisible();
    await dialog.getByRole('button', { name: 'I need to sign up!' }).click();
    await expect(dialog.getByRole('heading', { name: 'Create your student account' })).toBeVisible(
      DIALOG_WAIT,
    );
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByRole('button', { name: 'Sign in to the teacher site' }).click();
    await expect(page.getByRole('dialog').getByLabel('Email address')).toBeVisible(DIALOG_WAIT);
    await expectAccessible(page, 'teacher sign-in from the student dialog');

    await page.goto('/signup?open=student');
    const signUp = page.getByRole('dialog');
    await expect(signUp.getByRole('heading', { name: 'Create your student account' })).toBeVisible(
      DIALOG_WAIT,
    );
    await expectAccessible(page, '/signup?open=student');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, discard changes' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Student' })).toHaveAttribute('aria-selected', 'true');
  });
});

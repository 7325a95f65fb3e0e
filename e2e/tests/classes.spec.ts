import { CLASS_MESSAGES, PRIVACY_TEXTS, SECRET_QUESTIONS } from '@lantern/shared';
import type { Page } from '@playwright/test';
import { createStudent } from '../fixtures/accounts.ts';
import { acknowledgePrivacy, addStudents, createClass } from '../fixtures/classes.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { lockStudent } from '../fixtures/lockout.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * Classes (issue 19): /tools/classes, a class's students, the print sheets, and /student/classes/.
 * The teacher acknowledges student privacy through the API first (the privacy journeys test the
 * modal), except in the test of the gate itself.
 */

const FIRST_NAMES = [
  'Ava',
  'Ben',
  'Cleo',
  'Dev',
  'Eli',
  'Fay',
  'Gus',
  'Hana',
  'Ivo',
  'Jade',
  'Kai',
  'Lena',
  'Milo',
  'Nia',
  'Otto',
  'Pia',
  'Quin',
  'Rosa',
  'Sam',
  'Tess',
  'Uma',
  'Vic',
  'Wes',
  'Xena',
  'Yuri',
  'Zoe',
  'Ari',
  'Bea',
  'Cal',
  'Dina',
];

async function openClasses(page: Page) {
  await page.goto('/tools/classes/');
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible({ timeout: 60_000 });
}

test.describe('classes', () => {
  test('a teacher creates a class and prints its join sheet; a student joins with the code and leaves', async ({
    page,
    teacher,
    browser,
    baseURL,
  }) => {
    await acknowledgePrivacy(page.request);
    await openClasses(page);
    await expect(page.getByText('You have no active classes yet.')).toBeVisible();
    await expectAccessible(page, 'classes: empty');

    await page.getByRole('button', { name: 'New class' }).click();
    const dialog = page.getByRole('dialog', { name: 'New class' });
    await dialog.getByRole('button', { name: 'Create class' }).click();
    await expect(dialog.getByText(CLASS_MESSAGES.nameRequired)).toBeVisible();
    await dialog.getByLabel('Class name').fill('Room 12 Science');
    await dialog.getByRole('button', { name: 'Create class' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Room 12 Science created.' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'Room 12 Science' });
    const codeText = (await card.getByText(/^Join code:/).textContent()) ?? '';
    const code = codeText.replace('Join code:', '').trim();
    expect(code).toMatch(/^[A-Z2-9]{3} [A-Z2-9]{3}$/);
    await expectAccessible(page, 'classes: one class');

    // The join sheet: a page of its own, in a new tab; on paper only the sheet.
    const [sheet] = await Promise.all([
      page.context().waitForEvent('page'),
      card.getByRole('link', { name: /Print join sheet/ }).click(),
    ]);
    await expect(sheet.getByRole('heading', { name: 'Join Room 12 Science' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(sheet.getByText(code, { exact: true })).toBeVisible();
    await expect(sheet.getByText(/\/student\/classes\/\?student=true and sign in/)).toBeVisible();
    await expectAccessible(sheet, 'join sheet');
    await sheet.emulateMedia({ media: 'print' });
    await expect(sheet.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(sheet.getByText(code, { exact: true })).toBeVisible();
    await sheet.close();

    // A student in a browser of their own.
    const studentContext = await browser.newContext({ baseURL });
    const studentPage = await studentContext.newPage();
    await createStudent(studentPage.request);
    await studentPage.goto('/student/classes/?student=true');
    await expect(studentPage.getByRole('heading', { level: 1, name: 'My classes' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(studentPage.getByText('You are not in a class yet.')).toBeVisible();
    const codeBox = studentPage.getByLabel('Class code from your teacher');
    await studentPage.getByRole('button', { name: 'Join class' }).click();
    await expect(
      studentPage.getByRole('alert').filter({ hasText: CLASS_MESSAGES.codeRequired }),
    ).toBeVisible();
    await codeBox.fill('ZZZ ZZZ');
    await studentPage.getByRole('button', { name: 'Join class' }).click();
    await expect(
      studentPage.getByRole('alert').filter({ hasText: CLASS_MESSAGES.invalidCode }),
    ).toBeVisible();
    await expectAccessible(studentPage, 'student classes: invalid code');
    // Typed as a child might: lower case, with the space.
    await codeBox.fill(code.toLowerCase());
    await codeBox.press('Enter');
    await expect(
      studentPage.getByRole('status').filter({ hasText: 'You joined Room 12 Science.' }),
    ).toBeVisible();
    const joined = studentPage.getByRole('list', { name: 'Your classes' }).getByRole('listitem');
    await expect(joined).toHaveCount(1);
    await expect(joined).toContainText(`Teacher: ${teacher.firstName}`);
    await expectAccessible(studentPage, 'student classes: joined');

    // The teacher sees the student in the class.
    await card.getByRole('link', { name: 'Room 12 Science', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Room 12 Science' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Students (1)' })).toBeVisible();

    await joined.getByRole('button', { name: /Leave class/ }).click();
    const confirm = studentPage.getByRole('alertdialog', { name: 'Leave Room 12 Science?' });
    await expect(confirm.getByText('The work you already did stays with your teacher.')).toBeVisible();
    await expectAccessible(studentPage, 'student classes: leave dialog');
    await confirm.getByRole('button', { name: 'Leave class' }).click();
    await expect(
      studentPage.getByRole('status').filter({ hasText: 'You left Room 12 Science.' }),
    ).toBeVisible();
    await expect(studentPage.getByText('You are not in a class yet.')).toBeVisible();
    await studentContext.close();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Students (0)' })).toBeVisible({ timeout: 30_000 });
  });

  test('a teacher adds 30 students without email and prints their cards and the parent letter', async ({
    page,
    teacher: _,
  }) => {
    await acknowledgePrivacy(page.request);
    const roster = await createClass(page.request, 'Room 4');
    await page.goto(`/tools/classes/${roster.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Room 4' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('No students yet.')).toBeVisible();
    await expectAccessible(page, 'class: empty');

    await page.getByRole('button', { name: 'Add students' }).click();
    const names = page.getByLabel('Students, one per line');
    await names.fill('Maya\nSam Smith');
    await page.getByRole('button', { name: 'Create student accounts' }).click();
    await expect(page.getByText("Line 2: 'Smith' is not a last initial (one letter).")).toBeVisible();
    await expectAccessible(page, 'class: bulk form refused');
    await names.fill(FIRST_NAMES.map((name, index) => `${name} ${'ABCDEFGHJK'[index % 10]} 3`).join('\n'));
    await page.getByLabel('Secret question').selectOption(SECRET_QUESTIONS[2].id);
    await page.getByRole('button', { name: 'Create student accounts' }).click();
    await expect(page.getByRole('status').filter({ hasText: '30 student accounts created.' })).toBeVisible({
      timeout: 30_000,
    });
    const details = page.getByRole('table', { name: 'Sign-in details' });
    await expect(details.getByRole('row')).toHaveCount(31);
    await expect(details.getByRole('row', { name: /^Ava A\./ })).toContainText(SECRET_QUESTIONS[2].text);
    await expectAccessible(page, 'class: credentials');

    await page.getByRole('button', { name: 'Print credential cards' }).click();
    const cards = page.getByRole('dialog', { name: 'Credential cards' });
    await expect(cards.getByRole('list', { name: 'Sign-in cards' }).getByRole('listitem')).toHaveCount(30);
    await expect(cards.getByRole('heading', { name: 'Dina K.' })).toBeVisible();
    await expect(cards.getByRole('heading', { level: 1, name: 'Credential cards' })).toBeFocused();
    await expectAccessible(page, 'credential cards');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#root')).toBeHidden();
    await expect(cards.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(cards.getByRole('heading', { name: 'Dina K.' })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await cards.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Print credential cards' })).toBeFocused();

    await page.getByRole('button', { name: 'Print parent/guardian letter' }).click();
    const letters = page.getByRole('dialog', { name: 'Parent/guardian letter' });
    await expect(letters.getByRole('article')).toHaveCount(30);
    const first = letters.getByRole('article', { name: 'Letter for Ava A.' });
    await expect(first).toContainText('Dear parent or guardian of Ava A.,');
    await expect(first).toContainText('Room 4');
    await expect(first).toContainText(SECRET_QUESTIONS[2].text);
    await expectAccessible(page, 'parent letter');
    await page.keyboard.press('Escape');
    await expect(letters).toBeHidden();

    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('heading', { name: 'Students (30)' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Students of Room 4' }).getByRole('row')).toHaveCount(31);
  });

  test('a locked-out student is unlocked by the teacher', async ({ page, teacher: _, baseURL }) => {
    await acknowledgePrivacy(page.request);
    const roster = await createClass(page.request, 'Room 7');
    const made = await addStudents(page.request, roster.id, SECRET_QUESTIONS[0].id, [
      { first_name: 'Lou', last_initial: 'P', secret_answer: 'pandas' },
    ]);
    const username: string = made.results[0].username;
    const statuses = await lockStudent(page.request, baseURL ?? '', {
      username,
      questionId: SECRET_QUESTIONS[0].id,
    });
    expect(statuses.at(-1), `the tenth wrong answer locks (${statuses.join(', ')})`).toBe(429);

    await page.goto(`/tools/classes/${roster.id}/`);
    const row = page.getByRole('row', { name: /^Lou P\./ });
    await expect(row).toContainText('Locked out', { timeout: 60_000 });
    await expectAccessible(page, 'class: a locked student');
    await row.getByRole('button', { name: 'Unlock Lou P.' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lou P. can sign in again.' })).toBeVisible();
    await expect(row).toContainText('Can sign in');
    await expect(row.getByRole('button', { name: /Unlock/ })).toHaveCount(0);
  });

  test('keyboard only: create a class, open it, add students and print their cards', async ({
    page,
    teacher: _,
  }) => {
    await acknowledgePrivacy(page.request);
    await openClasses(page);
    await tabTo(page, page.getByRole('button', { name: 'New class' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New class' });
    await expect(dialog.getByLabel('Class name')).toBeFocused();
    await page.keyboard.type('Keys class');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await tabTo(page, page.getByRole('link', { name: 'Keys class', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Keys class' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Add students' }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Students, one per line')).toBeFocused();
    await page.keyboard.type('Ada\nBo K 2');
    await tabTo(page, page.getByRole('button', { name: 'Create student accounts' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: '2 student accounts created.' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Print credential cards' }));
    await page.keyboard.press('Enter');
    const cards = page.getByRole('dialog', { name: 'Credential cards' });
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    // Focus stays in the sheet: the page behind is inert.
    for (let press = 0; press < 6; press++) await page.keyboard.press('Tab');
    expect(await cards.evaluate((sheet) => sheet.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Print credential cards' })).toBeFocused();
  });

  test('without the privacy acknowledgement, New class opens the Data-privacy modal, then the class form', async ({
    page,
    teacher: _,
  }) => {
    await openClasses(page);
    await page.getByRole('button', { name: 'New class' }).click();
    const privacy = page.getByRole('dialog', { name: PRIVACY_TEXTS.modalTitle });
    await expect(privacy).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'New class' })).toHaveCount(0);
    await privacy.getByRole('button', { name: PRIVACY_TEXTS.provideInformationNow }).click();
    await privacy.getByRole('radio', { name: 'Homeschool Teacher' }).check();
    await privacy.getByRole('button', { name: PRIVACY_TEXTS.next }).click();
    // click(), not check(): ticking submits, and the box is gone with the panes as soon as the server
    // answers, before check() could read its state back.
    await privacy.getByRole('checkbox').click();
    // Signed: the class form opens by itself, and the class is made.
    const dialog = page.getByRole('dialog', { name: 'New class' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await dialog.getByLabel('Class name').fill('After privacy');
    await dialog.getByRole('button', { name: 'Create class' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'After privacy created.' })).toBeVisible();
  });

  test('at 375 px the classes pages fit the screen', async ({ page, teacher: _ }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await acknowledgePrivacy(page.request);
    const roster = await createClass(page.request, 'A class with a rather long name for a small phone');
    await openClasses(page);
    await expect(
      page.getByRole('link', { name: 'A class with a rather long name for a small phone', exact: true }),
    ).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'classes at 375 px');
    await addStudents(page.request, roster.id, SECRET_QUESTIONS[0].id, [
      { first_name: 'Benedicta', last_initial: 'W' },
      { first_name: 'Al' },
    ]);
    await page.goto(`/tools/classes/${roster.id}/`);
    await expect(page.getByRole('heading', { name: 'Students (2)' })).toBeVisible({ timeout: 60_000 });
    // The students table scrolls in its own box; the page itself does not.
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'a class at 375 px');
    await page.goto(`/tools/classes/${roster.id}/join-sheet/`);
    await expect(page.getByRole('heading', { name: /^Join A class/ })).toBeVisible({ timeout: 60_000 });
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

import { CLASS_MESSAGES, PRIVACY_TEXTS, SECRET_QUESTIONS } from '@lantern/shared';
import { createStudent } from '../fixtures/accounts.ts';
import { acknowledgePrivacy, addStudents, createClass, openClasses } from '../fixtures/classes.ts';
import { expect, expectAccessible, test, waitForHydrationInContext } from '../fixtures/test.ts';

/**
 * Classes (issue 19): /tools/classes, a class's join sheet, joining and leaving at /student/classes/, the
 * privacy gate of New class, and the pages at 375 px. A class's students and their print sheets:
 * classes-students.spec.ts. The teacher acknowledges student privacy through the API first (the privacy
 * journeys test the modal), except in the test of the gate itself.
 */

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
    waitForHydrationInContext(studentContext);
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

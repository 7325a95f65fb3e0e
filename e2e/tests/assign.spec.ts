import { ASSIGNMENT_MESSAGES, PRIVACY_TEXTS, SECRET_QUESTIONS } from '@lantern/shared';
import type { Page } from '@playwright/test';
import { createStudent, postAsClient } from '../fixtures/accounts.ts';
import { apiGet } from '../fixtures/api.ts';
import { acknowledgePrivacy, addStudents, createClass } from '../fixtures/classes.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The Assign to Class modal (spec 2 "Assign to Class modal", §4, §5, §8, §9; decision 0042): a lesson assigned to
 * chosen students of two classes by keyboard only, again (nothing new), the quick-assign code copied and printed,
 * the privacy modal first for a teacher who has not acknowledged, the failure view and its retry, and a resource
 * assigned from its page. axe runs on every step.
 */

interface Rooms {
  roomA: { id: string };
  roomB: { id: string };
}

async function twoClasses(page: Page): Promise<Rooms> {
  await acknowledgePrivacy(page.request);
  const roomA = await createClass(page.request, 'Room A');
  const roomB = await createClass(page.request, 'Room B');
  await addStudents(page.request, roomA.id, SECRET_QUESTIONS[0].id, [
    { first_name: 'Ana', last_initial: 'L' },
    { first_name: 'Ben', last_initial: 'M' },
    { first_name: 'Cy', last_initial: 'N' },
  ]);
  await addStudents(page.request, roomB.id, SECRET_QUESTIONS[0].id, [
    { first_name: 'Dee', last_initial: 'O' },
  ]);
  return { roomA, roomB };
}

async function newLesson(page: Page, name: string): Promise<string> {
  const lesson = await postAsClient(page.request, '/api/v2/lesson-builder/', {
    name,
    slides: [{ type: 'Text', title: 'Start', description: '<p>Hello</p>' }],
  });
  return lesson.code as string;
}

async function openLessons(page: Page) {
  await page.goto('/tools/lessonbuilder/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
}

const assignDialog = (page: Page, title: string) => page.getByRole('dialog', { name: `Assign ${title}` });

test.describe('the assign modal', () => {
  test('assigns a lesson to chosen students of two classes by keyboard, then again without adding anyone', async ({
    page,
    context,
    teacher: _,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await twoClasses(page);
    await newLesson(page, 'Volcanoes');
    await openLessons(page);
    await expectAccessible(page, 'lesson list');

    await tabTo(page, page.getByRole('button', { name: 'Assign Volcanoes' }));
    await page.keyboard.press('Enter');
    const dialog = assignDialog(page, 'Volcanoes');
    await expect(dialog.getByRole('checkbox', { name: /Room A/ })).toBeVisible({ timeout: 30_000 });
    const create = dialog.getByRole('link', { name: 'Create a class (opens in a new tab)' });
    await expect(create).toHaveAttribute('href', '/tools/classes');
    await expect(create).toHaveAttribute('target', '_blank');
    const selectStudents = dialog.getByRole('button', { name: 'Select Students' });
    await expect(selectStudents).toHaveAttribute('aria-disabled', 'true');
    await expectAccessible(page, 'step 1: classes');

    for (const name of [/Room A/, /Room B/]) {
      await tabTo(page, dialog.getByRole('checkbox', { name }));
      await page.keyboard.press('Space');
    }
    await expect(selectStudents).not.toHaveAttribute('aria-disabled', 'true');
    await tabTo(page, selectStudents);
    await page.keyboard.press('Enter');

    // Step 2: Room A is open with every student checked; Ben is left out; Room B opens on demand.
    const ben = dialog.getByRole('checkbox', { name: 'Ben M.' });
    await expect(ben).toBeChecked();
    await expectAccessible(page, 'step 2: students');
    await tabTo(page, dialog.getByRole('button', { name: 'Deselect all students of Room A' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('(0 of 3 selected)')).toBeVisible();
    await expect(ben).not.toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Select all students of Room A', exact: true }));
    await page.keyboard.press('Enter');
    await tabTo(page, ben);
    await page.keyboard.press('Space');
    await expect(ben).not.toBeChecked();
    await tabTo(page, dialog.getByText('Room B', { exact: false }).first());
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('checkbox', { name: 'Dee O.' })).toBeChecked();
    const assign = dialog.getByRole('button', { name: 'Assign', exact: true });
    await tabTo(page, assign);
    await page.keyboard.press('Enter');

    // Steps 3 and 4: 'Success!', then the review of who has it and the quick-assign code.
    const review = page.getByRole('dialog', { name: 'Assigned: Volcanoes' });
    await expect(review.getByText('Assigned to 3 new students.')).toBeVisible({ timeout: 30_000 });
    await expect(review.getByRole('list', { name: 'Assigned classes' })).toContainText(
      'Room A: Ana L., Cy N.',
    );
    await expect(review.getByRole('list', { name: 'Assigned classes' })).toContainText('Room B: Dee O.');
    await expect(review.getByRole('link', { name: 'View Assignments' })).toHaveAttribute(
      'href',
      '/tools/assignments/',
    );
    const code = (await review.getByTestId('quick-assign-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[a-z][a-z0-9]{11}$/);
    await expectAccessible(page, 'step 4: review');

    await tabTo(page, review.getByRole('button', { name: 'Copy code' }));
    await page.keyboard.press('Enter');
    await expect(
      review.getByRole('status').filter({ hasText: 'Code copied to the clipboard.' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    const [sheet] = await Promise.all([
      context.waitForEvent('page'),
      review.getByRole('link', { name: 'Print code (opens in a new tab)' }).click(),
    ]);
    await expect(sheet.getByText(code, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(sheet.getByText(new URL(`/student/code/${code}/`, page.url()).href)).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectAccessible(sheet, 'print sheet');
    await sheet.close();

    const assigned = await apiGet<{ count: number; results: { code: string; student_count: number }[] }>(
      page,
      '/api/v2/assignments/?status=assigned',
    );
    expect(assigned.count).toBe(1);
    expect(assigned.results[0]).toMatchObject({ code, student_count: 3 });

    // Again with the same choices: the same assignment, nobody new.
    await review.getByRole('button', { name: 'Done' }).click();
    await expect(review).toHaveCount(0);
    await page.getByRole('button', { name: 'Assign Volcanoes' }).click();
    await dialog.getByRole('checkbox', { name: /Room B/ }).click();
    await dialog.getByRole('button', { name: 'Select Students' }).click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Assigned: Volcanoes' });
    await expect(again.getByText('Every student you chose already had this assignment.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(again.getByTestId('quick-assign-code')).toHaveText(code);
    await page.keyboard.press('Escape');
    await expect(again).toHaveCount(0);
  });

  test('shows the failure view when the assign call fails, and Please try again resends it', async ({
    page,
    teacher: _,
  }) => {
    await twoClasses(page);
    const code = await newLesson(page, 'Tides');
    let failures = 1;
    await page.route('**/api/v2/tools/assign/', async (route) => {
      if (failures-- > 0) return route.fulfill({ status: 500, json: { code: 'internal', message: 'boom' } });
      return route.continue();
    });
    await page.goto(`/tools/lessonbuilder/edit/${code}`);
    await page.getByRole('button', { name: 'Assign Tides' }).click({ timeout: 60_000 });
    const dialog = assignDialog(page, 'Tides');
    await dialog.getByRole('checkbox', { name: /Room A/ }).click();
    await dialog.getByRole('button', { name: 'Select Students' }).click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(ASSIGNMENT_MESSAGES.assignFailedTitle);
    await expectAccessible(page, 'step 3: failure');
    await dialog.getByRole('button', { name: ASSIGNMENT_MESSAGES.assignFailedRetry }).click();
    const review = page.getByRole('dialog', { name: 'Assigned: Tides' });
    await expect(review.getByText('Assigned to 3 new students.')).toBeVisible({ timeout: 30_000 });
  });

  test('a refusal shows the server reason; Go Back reads the classes again', async ({ page, teacher: _ }) => {
    const { roomA } = await twoClasses(page);
    await newLesson(page, 'Rivers');
    await openLessons(page);
    await page.getByRole('button', { name: 'Assign Rivers' }).click();
    const dialog = assignDialog(page, 'Rivers');
    await dialog.getByRole('checkbox', { name: /Room A/ }).click();
    await dialog.getByRole('button', { name: 'Select Students' }).click();
    // Meanwhile, in another tab, the class is archived.
    await postAsClient(page.request, `/api/v2/tools/classes/${roomA.id}/archive/`, {});
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(ASSIGNMENT_MESSAGES.assignFailedTitle);
    await expect(alert).toContainText("The class 'Room A' is archived: restore it before assigning to it.");
    await dialog.getByRole('button', { name: 'Go Back' }).click();
    await expect(dialog.getByRole('checkbox', { name: /Room B/ })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Room A/ })).toHaveCount(0);
  });

  test('a teacher who has not acknowledged student privacy gets the privacy modal first', async ({
    page,
    teacher: _,
  }) => {
    await newLesson(page, 'Clouds');
    await openLessons(page);
    await page.getByRole('button', { name: 'Assign Clouds' }).click();
    const privacy = page.getByRole('dialog', { name: PRIVACY_TEXTS.modalTitle });
    await expect(privacy).toBeVisible({ timeout: 30_000 });
    await expect(assignDialog(page, 'Clouds')).toHaveCount(0);
    await privacy.getByRole('button', { name: PRIVACY_TEXTS.provideInformationNow }).click();
    await privacy.getByRole('radio', { name: 'Homeschool Teacher' }).check();
    await privacy.getByRole('button', { name: PRIVACY_TEXTS.next }).click();
    // click(), not check(): ticking submits and the box goes as soon as the server answers.
    await privacy.getByRole('checkbox').click();
    // Signed: the assign modal opens; with no class yet it says how to make one.
    const dialog = assignDialog(page, 'Clouds');
    await expect(dialog.getByText('You have no classes yet.', { exact: false })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      dialog.getByRole('link', { name: 'Create a class (opens in a new tab)' }).first(),
    ).toBeVisible();
    await expectAccessible(page, 'step 1: no classes');
  });

  test('assigns an assignable resource from its page; at 375 px the modal fits', async ({
    page,
    teacher: _,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await twoClasses(page);
    await page.goto('/about/');
    const { objects } = await apiGet<{ objects: { resource_code: string }[] }>(
      page,
      '/api/v2/search/?q=&count=20&rank_by=title',
    );
    let found: { code: string; title: string } | null = null;
    for (const { resource_code } of objects) {
      const detail = await apiGet<{ is_assignable: boolean; title: string }>(
        page,
        `/api/v2/resource/${resource_code}/`,
      );
      if (detail.is_assignable) {
        found = { code: resource_code, title: detail.title };
        break;
      }
    }
    expect(found, 'the demo library should have an assignable resource').not.toBeNull();
    const resource = found as { code: string; title: string };
    await page.goto(`/resource/${resource.code}/`);
    const actions = page.getByRole('region', { name: 'Resource actions' });
    await actions.getByRole('button', { name: `Assign ${resource.title}` }).click({ timeout: 60_000 });
    const dialog = assignDialog(page, resource.title);
    await dialog.getByRole('checkbox', { name: /Room B/ }).click();
    await dialog.getByRole('button', { name: 'Select Students' }).click();
    // Go Back returns to the classes with the choice kept.
    await dialog.getByRole('button', { name: 'Go Back' }).click();
    await expect(dialog.getByRole('checkbox', { name: /Room B/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Select Students' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Dee O.' })).toBeChecked();
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    const review = page.getByRole('dialog', { name: `Assigned: ${resource.title}` });
    await expect(review.getByText('Assigned to 1 new student.')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'resource assigned');
    const assigned = await apiGet<{ results: { title: string; lesson_code: string | null }[] }>(
      page,
      '/api/v2/assignments/?status=assigned',
    );
    expect(assigned.results[0]).toMatchObject({ title: resource.title, lesson_code: null });
  });

  test('visitors and students see no Assign on a resource page', async ({ page }) => {
    const actions = page.getByRole('region', { name: 'Resource actions' });
    // The first resource the search gives this person (a student's search only has what students may see).
    const openFirstResource = async () => {
      await page.goto('/about/');
      const { objects } = await apiGet<{ objects: { resource_code: string }[] }>(
        page,
        '/api/v2/search/?q=&count=1&rank_by=title',
      );
      await page.goto(`/resource/${objects[0]?.resource_code}/`);
      await expect(actions).toBeVisible({ timeout: 60_000 });
    };
    await openFirstResource();
    await expect(actions.getByRole('button', { name: /^Assign/ })).toHaveCount(0);
    await expectAccessible(page, 'visitor');
    await createStudent(page.request);
    await openFirstResource();
    await expect(page.getByRole('button', { name: /^Assign/ })).toHaveCount(0);
  });
});

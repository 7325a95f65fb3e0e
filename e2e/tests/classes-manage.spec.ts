import { SECRET_QUESTIONS } from '@lantern/shared';
import type { Locator, Page } from '@playwright/test';
import { acknowledgePrivacy, addStudents, createClass } from '../fixtures/classes.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * Managing classes (issue 19): a class's students moved, given a new answer and removed; classes
 * renamed, given a new join code, archived, restored, deleted, and the year-end rollover. The
 * journeys of creating, joining, printing and unlocking are in classes.spec.ts.
 */

function status(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

function classCard(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('a teacher moves a student, gives one a new answer and removes one', async ({ page, teacher: _ }) => {
  await acknowledgePrivacy(page.request);
  const roomA = await createClass(page.request, 'Room A');
  await createClass(page.request, 'Room B');
  await addStudents(page.request, roomA.id, SECRET_QUESTIONS[1].id, [
    { first_name: 'Lou', last_initial: 'P' },
    { first_name: 'Mia', last_initial: 'S', secret_answer: 'purple' },
  ]);
  await page.goto(`/tools/classes/${roomA.id}/`);
  await expect(page.getByRole('heading', { name: 'Students (2)' })).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Move Lou P.', exact: true }).click();
  const move = page.getByRole('dialog', { name: 'Move Lou P.' });
  await move.getByLabel('Move to class').selectOption({ label: 'Room B' });
  await expectAccessible(page, 'move dialog');
  await move.getByRole('button', { name: 'Move student' }).click();
  await expect(status(page, 'Lou P. moved to Room B.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Students (1)' })).toBeVisible();

  await page.getByRole('button', { name: 'New answer for Mia S.' }).click();
  const reset = page.getByRole('alertdialog', { name: 'A new answer for Mia S.?' });
  await expect(reset.getByText('Their old answer stops working')).toBeVisible();
  await reset.getByRole('button', { name: 'Make a new answer' }).click();
  const details = page.getByRole('table', { name: 'Sign-in details' });
  await expect(details.getByRole('row', { name: /^Mia S\./ })).toContainText(SECRET_QUESTIONS[1].text);
  await expect(details.getByRole('row', { name: /^Mia S\./ })).not.toContainText('purple');
  await page.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Remove Mia S.' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Remove Mia S. from Room A?' });
  await expect(
    remove.getByText('their account and the results of work they already did are kept'),
  ).toBeVisible();
  await expectAccessible(page, 'remove dialog');
  await remove.getByRole('button', { name: 'Remove from class' }).click();
  await expect(status(page, 'Mia S. removed from Room A.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Students (0)' })).toBeVisible();
});

test('a teacher renames a class, makes a new join code, archives, restores, deletes, and rolls the year over', async ({
  page,
  teacher: _,
}) => {
  await acknowledgePrivacy(page.request);
  const roomA = await createClass(page.request, 'Room A');
  await createClass(page.request, 'Room B');
  await page.goto('/tools/classes/');
  await expect(classCard(page, 'Room A')).toBeVisible({ timeout: 60_000 });

  await classCard(page, 'Room A').getByRole('button', { name: 'Rename Room A' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Room A' });
  await rename.getByLabel('Class name').fill('Room A1');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(status(page, 'Renamed to Room A1.')).toBeVisible();

  const roomA1 = classCard(page, 'Room A1');
  await roomA1.getByRole('button', { name: 'New join code for Room A1' }).click();
  const oldCode = `${roomA.join_code.slice(0, 3)} ${roomA.join_code.slice(3)}`;
  const regenerate = page.getByRole('alertdialog', { name: 'Make a new join code?' });
  await expect(regenerate).toContainText(`The old code ${oldCode} stops working at once.`);
  await expectAccessible(page, 'new join code dialog');
  await regenerate.getByRole('button', { name: 'Make a new code' }).click();
  await expect(status(page, /^The new join code of Room A1 is [A-Z2-9]{3} [A-Z2-9]{3}\.$/)).toBeVisible();
  await expect(roomA1).not.toContainText(oldCode);

  await classCard(page, 'Room B').getByRole('button', { name: 'Archive Room B' }).click();
  await expect(status(page, 'Room B archived.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Active classes (1)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Archived classes (1)' }).click();
  await expect(classCard(page, 'Room B')).not.toContainText('Join code');
  await expectAccessible(page, 'archived classes');
  await classCard(page, 'Room B').getByRole('button', { name: 'Restore Room B' }).click();
  await expect(status(page, 'Room B restored.')).toBeVisible();
  await expect(page.getByText('No archived classes.')).toBeVisible();

  await page.getByRole('button', { name: /^Active classes/ }).click();
  await classCard(page, 'Room B').getByRole('button', { name: 'Delete Room B' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Delete Room B?' });
  await expect(remove).toContainText('the results of work they already did are kept with each assignment');
  await remove.getByRole('button', { name: 'Delete class' }).click();
  await expect(status(page, 'Room B deleted.')).toBeVisible();
  await expect(classCard(page, 'Room B')).toHaveCount(0);

  await page.getByRole('button', { name: 'Year-end rollover' }).click();
  const rollover = page.getByRole('dialog', { name: 'Year-end rollover' });
  await expect(rollover.getByLabel('School year to archive')).toHaveValue(roomA.school_year);
  await rollover.getByRole('button', { name: 'Archive these classes' }).click();
  await expect(status(page, `1 class of ${roomA.school_year} archived.`)).toBeVisible();
  await expect(page.getByText('You have no active classes yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archived classes (1)' })).toBeVisible();
});

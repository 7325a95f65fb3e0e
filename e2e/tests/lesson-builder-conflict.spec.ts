import { expectSaved } from '../fixtures/lesson-builder.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The lesson builder's conflicts (issue 17): a second tab's save makes the first one's save a conflict that the
 * teacher resolves (overwrite with mine, or reload theirs), and leaving before a change is saved asks first.
 */

test.describe('lesson builder', () => {
  test('a save from a stale tab is a conflict: overwrite with mine, or reload theirs', async ({
    page,
    teacher,
  }) => {
    test.slow();
    expect(teacher.email).toBeTruthy();
    await page.goto('/tools/lessonbuilder/new/');
    await page.getByLabel('Lesson name').fill('Rivers');
    await expectSaved(page);
    const address = page.url();

    const other = await page.context().newPage();
    await other.goto(address);
    await other.getByLabel('Lesson name').fill('Rivers, second tab');
    await expectSaved(other);

    // The first tab still edits the version it read: its save is refused, nothing is overwritten silently.
    await page.getByLabel('Lesson name').fill('Rivers, first tab');
    const conflict = page.getByRole('alertdialog', { name: 'This lesson was changed elsewhere' });
    await expect(conflict).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, 'conflict dialog');
    await conflict.getByRole('button', { name: 'Overwrite with mine' }).click();
    await expectSaved(page);

    // Now the second tab is stale: it reloads the first tab's version.
    await other.getByLabel('Description').fill('From the second tab');
    const otherConflict = other.getByRole('alertdialog', { name: 'This lesson was changed elsewhere' });
    await expect(otherConflict).toBeVisible({ timeout: 15_000 });
    await otherConflict.getByRole('button', { name: 'Reload their version' }).click();
    await expect(other.getByLabel('Lesson name')).toHaveValue('Rivers, first tab');
    await expect(other.getByLabel('Description')).toHaveValue('');
    await expectSaved(other);
    await other.close();

    // Leaving before a change is saved asks first; staying lets it save, then leaving is free.
    await page.getByLabel('Lesson name').fill('Rivers, leaving');
    await page.getByRole('link', { name: 'All lessons' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await expectAccessible(page, 'leave warning');
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expectSaved(page);
    await page.getByRole('link', { name: 'All lessons' }).click();
    await expect(page).toHaveURL(/\/tools\/lessonbuilder\/$/);
    await expect(page.getByRole('link', { name: 'Rivers, leaving', exact: true })).toBeVisible();
  });
});

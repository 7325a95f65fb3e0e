import { zipSync } from 'fflate';
import { acknowledgePrivacy } from '../fixtures/classes.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * Rostering import (issue 19; decision 0039): a teacher imports a OneRoster 1.2 CSV zip from the class list —
 * checks it (the dry-run report, line by line), imports it, and prints a class's sign-in cards. A broken file
 * shows its refused line with file, line and column, and cannot be imported.
 */

const csv = (rows: string[][]) => `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;

function oneRosterZip(options: { unknownClass?: boolean } = {}): Buffer {
  const text = (value: string) => new TextEncoder().encode(value);
  const students = ['Maya', 'Leo', 'Ana'];
  return Buffer.from(
    zipSync({
      'manifest.csv': text(
        csv([
          ['propertyName', 'value'],
          ['manifest.version', '1.0'],
          ['oneroster.version', '1.2'],
        ]),
      ),
      'orgs.csv': text(
        csv([
          ['sourcedId', 'status', 'dateLastModified', 'name', 'type'],
          ['org-1', 'active', '', 'Maple Elementary', 'school'],
        ]),
      ),
      'academicSessions.csv': text(
        csv([
          ['sourcedId', 'title', 'type', 'startDate', 'endDate', 'schoolYear'],
          ['term-1', '2025-2026', 'schoolYear', '2025-08-15', '2026-06-15', '2026'],
        ]),
      ),
      'classes.csv': text(
        csv([
          ['sourcedId', 'title', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds'],
          ['class-1', 'Maple Room 1', 'course-1', 'homeroom', 'org-1', 'term-1'],
        ]),
      ),
      'users.csv': text(
        csv([
          ['sourcedId', 'enabledUser', 'username', 'givenName', 'familyName', 'grades'],
          ...students.map((name, index) => [`stu-${index}`, 'true', `s${index}`, name, 'Rivera', '03']),
        ]),
      ),
      'enrollments.csv': text(
        csv([
          ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
          ...students.map((_, index) => [
            `enr-${index}`,
            options.unknownClass && index === 1 ? 'class-9' : 'class-1',
            'org-1',
            `stu-${index}`,
            'student',
          ]),
        ]),
      ),
    }),
  );
}

test('a teacher checks a OneRoster zip, imports it and prints a class’s sign-in cards', async ({
  page,
  teacher: _,
}) => {
  await acknowledgePrivacy(page.request);
  await page.goto('/tools/classes/');
  await page.getByRole('link', { name: 'Import classes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import classes' })).toBeVisible({
    timeout: 60_000,
  });
  await expectAccessible(page, 'import page');

  const fileInput = page.getByLabel('Roster file (.zip or .csv)');
  await fileInput.setInputFiles({
    name: 'broken.zip',
    mimeType: 'application/zip',
    buffer: oneRosterZip({ unknownClass: true }),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('heading', { name: 'This file cannot be imported yet' })).toBeVisible();
  const refused = page.getByRole('row', { name: /enrollments\.csv 3 classSourcedId Refused/ });
  await expect(refused).toContainText("No class 'class-9'");
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);

  await fileInput.setInputFiles({
    name: 'district.zip',
    mimeType: 'application/zip',
    buffer: oneRosterZip(),
  });
  await page.getByRole('button', { name: 'Check file' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Ready to import' })).toBeVisible();
  const lines = page.getByRole('table', { name: /Line by line/ });
  await expect(lines.getByRole('row', { name: /classes\.csv 2 — Will be created/ })).toContainText(
    'Maple Room 1',
  );
  await expect(lines.getByRole('row', { name: /Will be created/ })).toHaveCount(7);
  await expectAccessible(page, 'dry-run report');

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Imported' })).toBeVisible();
  await expectAccessible(page, 'import result');
  await page.getByRole('button', { name: 'Print sign-in cards for Maple Room 1' }).click();
  const details = page.getByRole('table', { name: 'Sign-in details' });
  await expect(details.getByRole('row')).toHaveCount(4);
  await expect(details.getByRole('row', { name: /^Maya R\./ })).toContainText(/^Maya R\.maya/);
  await expectAccessible(page, 'sign-in cards');

  // The class is in the class list, with its three students.
  await page.goto('/tools/classes/');
  await page.getByRole('link', { name: 'Maple Room 1', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Students (3)' })).toBeVisible({ timeout: 60_000 });
});

test('the import page fits a 375 px screen', async ({ page, teacher: _ }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await acknowledgePrivacy(page.request);
  await page.goto('/tools/classes/import/');
  await expect(page.getByRole('heading', { level: 1, name: 'Import classes' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByLabel('Roster file (.zip or .csv)').setInputFiles({
    name: 'district.zip',
    mimeType: 'application/zip',
    buffer: oneRosterZip(),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('heading', { name: 'Ready to import' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'import page at 375 px');
});

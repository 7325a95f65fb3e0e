import { readFile } from 'node:fs/promises';
import { PRIVACY_PROFILE_LINKS, PRIVACY_TEXTS } from '@lantern/shared';
import { postAsClient } from '../fixtures/accounts.ts';
import {
  answer,
  assign,
  type Json,
  makeLesson,
  RESULT,
  send,
  studentsInClass,
} from '../fixtures/assignment-results.ts';
import { acknowledgePrivacy, createClass } from '../fixtures/classes.ts';
import { expect, expectAccessible, test, waitForHydrationInContext } from '../fixtures/test.ts';

/**
 * The teacher's assignments (spec 3 §2 /tools/assignments/…, "Student assignments and results"; issue 20):
 * the two tabs, ordering, duplicate and delete; one assignment's results as students answer through the API
 * (the player pages are another issue's), live refresh, grading an essay, both downloads, resets; the results
 * link's login-required page. Decision 0043.
 */

test.describe('assignments', () => {
  test('assigned and awaiting tabs, recent and oldest, duplicate and delete with their failure texts', async ({
    page,
    teacher: _teacher,
    playwright,
    baseURL,
  }) => {
    test.slow();
    await acknowledgePrivacy(page.request);
    const klass = await createClass(page.request, 'Room 4');
    const [kid] = await studentsInClass(
      page,
      (options) => playwright.request.newContext(options),
      baseURL,
      klass,
      1,
    );
    const alpha = await makeLesson(page.request, 'Alpha lesson');
    const beta = await makeLesson(page.request, 'Beta lesson');
    await makeLesson(page.request, 'Gamma lesson');
    await assign(page.request, alpha.code, klass.id, [kid!.id]);
    await assign(page.request, beta.code, klass.id, [kid!.id]);

    await page.goto('/tools/assignments/');
    const tabs = page.getByRole('tablist', { name: 'Assignments' });
    const assignedTab = tabs.getByRole('tab', { name: /Assigned/ });
    await expect(assignedTab).toHaveText('Assigned (2)');
    await expect(assignedTab).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: /Awaiting/ })).toHaveText('Awaiting assignment (1)');
    const titles = page.getByRole('tabpanel').getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(['Beta lesson', 'Alpha lesson']);
    await expectAccessible(page, 'assigned tab');

    await page.getByLabel('Order').selectOption('oldest');
    await expect(page).toHaveURL(/ordering=oldest/);
    await expect(titles).toHaveText(['Alpha lesson', 'Beta lesson']);

    // The tabs pattern: the arrow keys open the other tab (its own address) and keep focus on it.
    await assignedTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/tools\/assignments\/tab\/awaiting\?ordering=oldest$/);
    const awaitingTab = tabs.getByRole('tab', { name: /Awaiting/ });
    await expect(awaitingTab).toBeFocused();
    await expect(awaitingTab).toHaveAttribute('aria-selected', 'true');
    await expect(titles).toHaveText(['Gamma lesson']);
    await expectAccessible(page, 'awaiting tab');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\/tools\/assignments\/\?ordering=oldest$/);
    await expect(assignedTab).toBeFocused();

    // Duplicate: a new code of the same lesson, listed at once.
    await page.getByRole('button', { name: 'Duplicate Alpha lesson' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Made a copy of “Alpha lesson”' })).toBeVisible();
    await expect(assignedTab).toHaveText('Assigned (3)');
    await expect(titles).toHaveText(['Alpha lesson', 'Beta lesson', 'Alpha lesson']);

    // A failing duplicate shows spec 3 §8's text with the validation errors.
    await page.route('**/duplicate-assignment/', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'invalid', message: 'Bad.', errors: { code: ['Try another.'] } }),
      }),
    );
    await page.getByRole('button', { name: 'Duplicate Beta lesson' }).click();
    await expect(
      page.getByText('Could not duplicate the assignment, please try again later. code: Try another.'),
    ).toBeVisible();
    await page.unroute('**/duplicate-assignment/');

    // Delete asks first; a failure reads 'Could not delete' / 'Please try again later or contact us.'.
    await page.getByRole('button', { name: 'Delete Beta lesson' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete the assignment “Beta lesson”?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'delete dialog');
    await page.route('**/api/v2/assignments/*/', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Delete assignment' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Could not delete Please try again later or contact us.',
    );
    await page.unroute('**/api/v2/assignments/*/');
    await dialog.getByRole('button', { name: 'Delete assignment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Deleted “Beta lesson”.' })).toBeVisible();
    await expect(titles).toHaveText(['Alpha lesson', 'Alpha lesson']);
    await expect(assignedTab).toHaveText('Assigned (2)');
    // Beta is no longer used by an assignment: it waits to be assigned again.
    await expect(tabs.getByRole('tab', { name: /Awaiting/ })).toHaveText('Awaiting assignment (2)');

    // The count probes elsewhere (spec 2 §7): the dashboard's slots and the profile's next step.
    await page.goto('/tools/');
    const slots = page.getByRole('region', { name: 'Assignments' });
    await expect(slots.getByRole('link', { name: 'Assigned (2)' })).toHaveAttribute(
      'href',
      '/tools/assignments/',
    );
    await expect(slots.getByRole('link', { name: 'Awaiting assignment (2)' })).toBeVisible();
    await expect(slots.getByRole('link', { name: 'Results of Alpha lesson' })).toHaveCount(2);
    await expectAccessible(page, 'dashboard with assignments');
    await page.goto('/profile/#studentPrivacy');
    const privacy = page.getByRole('region', { name: 'Student Privacy' });
    // Lessons await assignment, so the next step is that tab.
    await expect(privacy.getByRole('link', { name: PRIVACY_TEXTS.goToAssignments })).toHaveAttribute(
      'href',
      PRIVACY_PROFILE_LINKS.awaiting,
    );
    await kid!.request.dispose();
  });

  test('results per class refresh live; the teacher grades an essay, downloads both files and resets', async ({
    page,
    teacher: _teacher,
    playwright,
    baseURL,
  }) => {
    test.slow();
    await acknowledgePrivacy(page.request);
    const klass = await createClass(page.request, 'Room 9');
    const [ana, ben] = await studentsInClass(
      page,
      (options) => playwright.request.newContext(options),
      baseURL,
      klass,
      2,
    );
    const quiz = await makeLesson(page.request, 'Planets quiz', [
      {
        text: 'Which planet is largest?',
        type: 'Multiple',
        choices: [
          { text: 'Jupiter', correct: true },
          { text: 'Mars', correct: false },
        ],
      },
      { text: 'Why do planets orbit?', type: 'Essay', choices: [] },
    ]);
    const [multiple, essay] = quiz.slides[0].questions as Json[];
    const jupiter = multiple!.choices.find((choice: Json) => choice.text === 'Jupiter').id;
    const mars = multiple!.choices.find((choice: Json) => choice.text === 'Mars').id;
    const { code } = await assign(page.request, quiz.code, klass.id, [ana!.id, ben!.id]);

    // Ana answers both and finishes before the teacher looks.
    const anaResult = (await postAsClient(ana!.request, RESULT, { activity: code })) as Json;
    await answer(ana!.request, multiple!.pk, anaResult.id, { choice: jupiter });
    await answer(ana!.request, essay!.pk, anaResult.id, { input: 'Gravity pulls them, 1,2 "always".' });
    await send(ana!.request, 'PUT', `${RESULT}${anaResult.id}/`, { completed: true });

    await page.goto(`/tools/assignments/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Planets quiz' })).toBeVisible();
    const students = page.getByRole('table', { name: 'Students of Room 9' });
    const anaRow = students.getByRole('row', { name: new RegExp(ana!.name) });
    const benRow = students.getByRole('row', { name: new RegExp(ben!.name) });
    await expect(anaRow).toContainText('Complete');
    await expect(anaRow).toContainText('50%');
    await expect(benRow).toContainText('Not started');
    const progress = page.getByRole('table', { name: 'Progress' });
    await expect(progress.getByRole('row', { name: /Complete/ })).toContainText('1 of 2');
    await expectAccessible(page, 'results');

    // Live refresh: Ben answers while the page is open; his row changes without a reload.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const benResult = (await postAsClient(ben!.request, RESULT, { activity: code })) as Json;
    await answer(ben!.request, multiple!.pk, benResult.id, { choice: mars });
    await expect(benRow).toContainText('In progress', { timeout: 25_000 });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(
      page.getByText('Most missed: question 1, “Which planet is largest?” (1 of 2 wrong).'),
    ).toBeVisible();

    // Ana's submission: the essay is graded correct with a comment, and her score follows.
    await anaRow.getByRole('button', { name: `Answers of ${ana!.name}` }).click();
    const submission = page.getByRole('region', { name: `${ana!.name}’s answers` });
    await expect(submission).toContainText('Jupiter');
    await expect(submission).toContainText('Not graded yet');
    const gradeForm = submission.getByRole('form', { name: 'Grade: Why do planets orbit?' });
    await gradeForm.getByRole('radio', { name: 'Correct', exact: true }).check();
    await gradeForm.getByLabel('Comment (optional)').fill('Well argued');
    await gradeForm.getByRole('button', { name: 'Save grade' }).click();
    await expect(gradeForm.getByRole('status')).toHaveText('Grade saved.');
    await expect(anaRow).toContainText('100%');
    await expect(submission).toContainText('Comment: Well argued');
    await expectAccessible(page, 'submission');

    // Both downloads: their names, and the CSV's header (UTF-8 BOM first).
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV of Room 9' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`${code}-results.csv`);
    const text = await readFile((await csv.path()) as string, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('class,student_name,assigned_via,status,submission_date,score');
    const anaLine = lines.find((line) => line.includes(ana!.name)) ?? '';
    expect(anaLine.startsWith(`Room 9,${ana!.name},LM,COMPLETE,`)).toBe(true);
    expect(anaLine.endsWith(',100')).toBe(true);
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download spreadsheet (.xlsx) of Room 9' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toBe(`${code}-results.xlsx`);
    expect((await readFile((await sheet.path()) as string)).subarray(0, 2).toString()).toBe('PK');

    // Reset one student after a confirmation: Ben is not started again.
    await benRow.getByRole('button', { name: `Reset ${ben!.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Reset ${ben!.name}’s results?` });
    await confirm.getByRole('button', { name: 'Reset results' }).click();
    await expect(confirm).toBeHidden();
    await expect(benRow).toContainText('Not started');

    // 375 px: nothing wider than the screen; the tables scroll inside their own box.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(anaRow).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'results at 375 px');

    // The results link of an e-mail or LMS: visitors get the login-required page, the teacher the submission.
    const link = `/tools/rosters/results/assignment_results_proxy/${code}/${klass.id}/${anaResult.id}`;
    const visitor = await page.context().browser()!.newContext({ baseURL });
    waitForHydrationInContext(visitor);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link);
    await expect(
      visitorPage.getByRole('heading', { name: 'You must be logged in to view results for Planets quiz' }),
    ).toBeVisible();
    await expect(visitorPage.getByRole('link', { name: 'Teacher Sign In' })).toBeVisible();
    await expectAccessible(visitorPage, 'results link as a visitor');
    await visitor.close();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(link);
    await expect(page).toHaveURL(
      new RegExp(`/tools/assignments/${code}/\\?roster=${klass.id}&result=${anaResult.id}$`),
    );
    await expect(page.getByRole('region', { name: `${ana!.name}’s answers` })).toContainText('Well argued');
    await expectAccessible(page, 'results link as the teacher');
    for (const student of [ana!, ben!]) await student.request.dispose();
  });
});

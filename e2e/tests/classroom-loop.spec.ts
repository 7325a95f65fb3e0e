import { readFile } from 'node:fs/promises';
import { QUICK_ASSIGN_CLASS_NAME, SECRET_QUESTIONS } from '@lantern/shared';
import type { Download, Page } from '@playwright/test';
import { createStudent, postAsClient } from '../fixtures/accounts.ts';
import { type Json, makeLesson, send } from '../fixtures/assignment-results.ts';
import { acknowledgePrivacy, addStudents, createClass } from '../fixtures/classes.ts';
import { expect, expectAccessible, test, waitForHydrationInContext } from '../fixtures/test.ts';

/**
 * The classroom loop end to end (issues 20 and 21): a teacher assigns a lesson through the assign modal to
 * chosen students of two classes; a signed-in student enters the code in the code box and takes it in the
 * player; an anonymous visitor takes it by the quick-assign code; the teacher's results page, open all along,
 * follows without a reload; the essay graded there changes the score on the teacher's screen, in the student's
 * own result view and in the downloads. Every result here comes from answers given in the player.
 */

const LESSON = {
  name: 'Loop lesson',
  multiple: { text: 'Which one is hot?', right: 'Lava', wrong: 'Ice' },
  trueFalse: { text: 'Lava is cold.', right: 'False' },
  essay: { text: 'Describe an eruption.' },
} as const;
const ANONYMOUS_NAME = 'Zoë "Z", Quick';

const question = (page: Page, text: string) => page.getByRole('group', { name: new RegExp(text) });

/** A small RFC 4180 reader: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

async function csvRows(download: Download): Promise<Record<string, string>[]> {
  const text = await readFile((await download.path()) as string, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header = [], ...rows] = parseCsv(text.slice(1));
  return rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

/** Answers the lesson's three questions in the player: the Multiple and the True/false right, the essay written. */
async function answerEverything(page: Page, multipleChoice: string) {
  const multiple = question(page, LESSON.multiple.text);
  await multiple.getByRole('radio', { name: multipleChoice }).check();
  await multiple.getByRole('button', { name: 'Check answer' }).click();
  await expect(multiple.getByRole('status')).toHaveText(
    multipleChoice === LESSON.multiple.right ? 'Correct!' : /Not quite/,
  );
  const trueFalse = question(page, LESSON.trueFalse.text);
  await trueFalse.getByRole('radio', { name: LESSON.trueFalse.right }).check();
  await trueFalse.getByRole('button', { name: 'Check answer' }).click();
  await expect(trueFalse.getByRole('status')).toHaveText('Correct!');
  const essay = question(page, LESSON.essay.text);
  await essay.getByLabel('Your answer').fill('Hot rock, ash and gas burst out.');
  await essay.getByRole('button', { name: 'Save answer' }).click();
  await expect(essay.getByRole('status')).toHaveText('Saved. Your teacher will read your answer.');
  await page.getByRole('button', { name: 'Finish' }).click();
}

test.describe.configure({ timeout: 180_000 });

test('a lesson assigned in the modal is taken in the player, followed live, graded and exported', async ({
  page,
  browser,
  baseURL,
  teacher: _teacher,
}) => {
  // The teacher's results refresh every 10 s: the clock jumps to the next poll instead of waiting for it.
  await page.clock.install();
  await acknowledgePrivacy(page.request);
  const roomA = await createClass(page.request, 'Room A');
  const roomB = await createClass(page.request, 'Room B');
  await addStudents(page.request, roomA.id, SECRET_QUESTIONS[0].id, [
    { first_name: 'Ana', last_initial: 'L' },
    { first_name: 'Ben', last_initial: 'M' },
  ]);
  await addStudents(page.request, roomB.id, SECRET_QUESTIONS[0].id, [
    { first_name: 'Dee', last_initial: 'O' },
  ]);

  // A student with an account of her own, in a browser of her own, joins Room A by its code.
  const studentContext = await browser.newContext({ baseURL });
  waitForHydrationInContext(studentContext);
  const studentPage = await studentContext.newPage();
  const account = await createStudent(studentPage.request);
  await postAsClient(studentPage.request, `/tools/rosters/api/v2/rosters/${roomA.id}/students/`, {
    roster_code: roomA.join_code,
  });
  const roomADetail = await send(page.request, 'GET', `/api/v2/tools/classes/${roomA.id}/`);
  const studentName = roomADetail.students.find((entry: Json) =>
    entry.display_name.startsWith(account.firstName),
  ).display_name as string;

  await makeLesson(page.request, LESSON.name, [
    {
      text: `<p>${LESSON.multiple.text}</p>`,
      type: 'Multiple',
      choices: [
        { text: LESSON.multiple.wrong, correct: false },
        { text: LESSON.multiple.right, correct: true },
      ],
    },
    {
      text: `<p>${LESSON.trueFalse.text}</p>`,
      type: 'True_false',
      choices: [
        { text: 'True', correct: false },
        { text: 'False', correct: true },
      ],
    },
    { text: `<p>${LESSON.essay.text}</p>`, type: 'Essay', choices: [] },
  ]);

  // The teacher assigns it through the modal: both classes, Ben left out.
  await page.goto('/tools/lessonbuilder/');
  await page.getByRole('button', { name: `Assign ${LESSON.name}` }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: `Assign ${LESSON.name}` });
  await dialog.getByRole('checkbox', { name: /Room A/ }).click();
  await dialog.getByRole('checkbox', { name: /Room B/ }).click();
  await dialog.getByRole('button', { name: 'Select Students' }).click();
  await expect(dialog.getByRole('checkbox', { name: studentName })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Ben M.' }).click();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  const review = page.getByRole('dialog', { name: `Assigned: ${LESSON.name}` });
  await expect(review.getByText('Assigned to 3 new students.')).toBeVisible({ timeout: 30_000 });
  const code = ((await review.getByTestId('quick-assign-code').textContent()) ?? '').trim();
  await review.getByRole('button', { name: 'Done' }).click();

  // The results page is open before anyone starts.
  await page.goto(`/tools/assignments/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: LESSON.name })).toBeVisible();
  const roomATable = page.getByRole('table', { name: 'Students of Room A' });
  const studentRow = roomATable.getByRole('row', { name: new RegExp(studentName) });
  await expect(studentRow).toContainText('Not started');
  await expect(roomATable.getByRole('row', { name: /Ben M\./ })).toHaveCount(0);
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  // The student: the badge counts it, the code box opens the player, every question is answered.
  const studentBar = studentPage.getByRole('navigation', { name: 'Student' });
  await studentPage.goto('/student/');
  await expect(studentBar.getByRole('link', { name: 'Assignments, 1 not started' })).toBeVisible();
  const codeBox = studentBar.getByRole('textbox', { name: 'Enter a class or assignment code' });
  await codeBox.fill(code);
  await codeBox.press('Enter');
  await expect(studentPage.getByRole('heading', { level: 1, name: LESSON.name })).toBeVisible();
  await expect(studentPage).toHaveURL(/result_id=\d+/);
  const studentResultId = Number(new URL(studentPage.url()).searchParams.get('result_id'));
  await expectAccessible(studentPage, 'player: three questions');
  await answerEverything(studentPage, LESSON.multiple.right);
  await expect(studentPage.getByText('Your score: 67%')).toBeVisible();
  await expectAccessible(studentPage, 'player: finished');

  // Back home without a reload: the badge knows at once that nothing is left to start.
  await studentPage.getByRole('link', { name: 'Back to your home page' }).click();
  await expect(studentBar.getByRole('link', { name: 'Assignments', exact: true })).toBeVisible();
  await studentBar.getByRole('link', { name: 'Assignments' }).click();
  const card = studentPage.getByRole('article', { name: LESSON.name });
  await expect(card).toContainText('Complete');

  // The teacher's page follows on its next poll, without a reload.
  await page.clock.fastForward(10_000);
  await expect(studentRow).toContainText('Complete');
  await expect(studentRow).toContainText('67%');

  // An anonymous visitor takes it by the quick-assign code under a name.
  const visitorContext = await browser.newContext({ baseURL });
  waitForHydrationInContext(visitorContext);
  const visitorPage = await visitorContext.newPage();
  await visitorPage.goto(`/student/code/${code}/`);
  await visitorPage.getByLabel('Your name').fill(ANONYMOUS_NAME);
  await visitorPage.getByRole('button', { name: 'Start' }).click();
  await answerEverything(visitorPage, LESSON.multiple.wrong);
  await expect(visitorPage.getByText('Your score: 33%')).toBeVisible();
  await visitorContext.close();

  await page.clock.fastForward(10_000);
  const classPicker = page.getByRole('main').getByRole('combobox', { name: 'Class', exact: true });
  await expect(classPicker.getByRole('option', { name: `${QUICK_ASSIGN_CLASS_NAME} (1)` })).toHaveCount(1);
  await classPicker.selectOption({ label: `${QUICK_ASSIGN_CLASS_NAME} (1)` });
  const quickTable = page.getByRole('table', { name: `Students of ${QUICK_ASSIGN_CLASS_NAME}` });
  const visitorRow = quickTable.getByRole('row', { name: new RegExp(ANONYMOUS_NAME.slice(0, 3)) });
  await expect(visitorRow).toContainText(ANONYMOUS_NAME);
  await expect(visitorRow).toContainText('Complete');
  await expect(visitorRow).toContainText('33%');
  await expectAccessible(page, 'results: quick assign');
  // Question texts are the builder's rich text: the results show them as words, not markup.
  await expect(
    page.getByText(`Most missed: question 1, “${LESSON.multiple.text}” (1 of 1 wrong).`),
  ).toBeVisible();
  const [quickCsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Download CSV of ${QUICK_ASSIGN_CLASS_NAME}` }).click(),
  ]);
  const visitorLine = (await csvRows(quickCsv)).find((row) => row.student_name === ANONYMOUS_NAME);
  expect(visitorLine).toMatchObject({ class: QUICK_ASSIGN_CLASS_NAME, status: 'COMPLETE', score: '33' });

  // The teacher grades the student's essay; the score follows on the screen.
  await classPicker.selectOption({ label: 'Room A (2)' });
  await studentRow.getByRole('button', { name: `Answers of ${studentName}` }).click();
  const submission = page.getByRole('region', { name: `${studentName}’s answers` });
  await expect(submission).toContainText('Hot rock, ash and gas burst out.');
  const gradeForm = submission.getByRole('form', { name: `Grade: ${LESSON.essay.text}` });
  await gradeForm.getByRole('radio', { name: 'Correct', exact: true }).check();
  await gradeForm.getByRole('button', { name: 'Save grade' }).click();
  await expect(gradeForm.getByRole('status')).toHaveText('Grade saved.');
  await expect(studentRow).toContainText('100%');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // Both downloads of Room A: the CSV's row for the student says what the screen says.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV of Room A' }).click(),
  ]);
  const rows = await csvRows(csv);
  const studentLine = rows.find((row) => row.student_name === studentName);
  expect(studentLine).toMatchObject({ class: 'Room A', status: 'COMPLETE', score: '100' });
  expect(rows.map((row) => row.student_name).sort()).toEqual(['Ana L.', studentName].sort());
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download spreadsheet (.xlsx) of Room A' }).click(),
  ]);
  expect(sheet.suggestedFilename()).toBe(`${code}-results.xlsx`);
  expect((await readFile((await sheet.path()) as string)).subarray(0, 2).toString()).toBe('PK');

  // The student's own result view shows the new score and the mark.
  await studentPage.goto(`/student/results/${studentResultId}/`);
  await expect(studentPage.getByRole('heading', { level: 1, name: LESSON.name })).toBeVisible();
  await expect(studentPage.getByRole('definition').filter({ hasText: '100%' })).toBeVisible();
  await expect(
    studentPage.getByRole('heading', { level: 2, name: `Question 3: ${LESSON.essay.text}` }),
  ).toBeVisible();
  const essayItem = studentPage.getByRole('listitem').filter({ hasText: LESSON.essay.text });
  await expect(essayItem).toContainText('Correct');
  await expectAccessible(studentPage, 'my answers after grading');
  await studentContext.close();
});

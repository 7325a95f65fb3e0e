import { SECRET_QUESTIONS } from '@lantern/shared';
import type { Page } from '@playwright/test';
import { clientHeaders, createStudent } from '../fixtures/accounts.ts';
import { addStudents } from '../fixtures/classes.ts';
import {
  answerChoice,
  assignToClass,
  completeResult,
  startResult,
  teacherWithLesson,
} from '../fixtures/student-work.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The student side of issue 21 (spec 1 §2.10, §2.12, §4, §7, §8; spec 3 "Student assignments and results"):
 * the grade gate, the code box, the Assignments badge, my assignments and my answers, the launch link.
 * Everything here is done by keyboard; the player itself is player-web's journey.
 */

const GATE_TITLE = 'Choose your grade to start exploring!';
const gate = (page: Page) => page.getByRole('dialog', { name: GATE_TITLE });
const studentBar = (page: Page) => page.getByRole('navigation', { name: 'Student' });
const barCodeBox = (page: Page) =>
  studentBar(page).getByRole('textbox', { name: 'Enter a class or assignment code' });

/** Types into the code box and submits with Enter (spec 1 §2.12). */
async function enterCode(page: Page, code: string) {
  const box = barCodeBox(page);
  await box.focus();
  await box.fill(code);
  await box.press('Enter');
}

test.describe('grade gate', () => {
  test('holds a student search until a grade is chosen by keyboard, then keeps the choice', async ({
    page,
  }) => {
    const searches: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v2/search/') searches.push(url);
    });
    await page.goto('/search?q=volcano&student=true');
    await expect(gate(page)).toBeVisible();
    expect(searches, 'the held page asks nothing without a grade').toHaveLength(0);
    const choices = gate(page).getByRole('button');
    await expect(choices).toHaveCount(6);
    // The first choice gets the focus (after the gate's 700 ms delay); Space does not choose (click or Enter only).
    await expect(choices.first()).toBeFocused();
    await expectAccessible(page, 'grade gate');
    await page.keyboard.press('Space');
    await expect(gate(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gate(page), 'a held page cannot dismiss the gate').toBeVisible();

    const middle = gate(page).getByRole('button', { name: /6-8/ });
    for (let i = 0; i < 10 && !(await middle.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(middle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gate(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.searchParams.getAll('selected_facet').includes('grades:6-8'));
    await expect.poll(() => searches.length).toBeGreaterThan(0);
    expect(searches.at(-1)?.searchParams.get('student_grade')).toBe('6-8');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(gate(page)).toBeHidden();

    // The Grades control opens it again, with the choice marked; this time it can be closed.
    await studentBar(page).getByRole('button', { name: 'Grades' }).press('Enter');
    await expect(gate(page).getByRole('button', { name: /6-8/ })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(gate(page)).toBeHidden();
  });

  test("'All grades' lets the search through without a grade", async ({ page }) => {
    await page.goto('/subjects/science/?student=true');
    await gate(page).getByRole('button', { name: 'All grades' }).press('Enter');
    await expect(gate(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Science' })).toBeVisible();
    expect(new URL(page.url()).searchParams.getAll('selected_facet')).not.toContain('grades:6-8');
  });
});

test.describe('code box', () => {
  test('says what is wrong with a code, joins a class by its code, and opens the player for an assignment', async ({
    page,
    student,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const setup = await teacherWithLesson(playwright.request, baseURL as string);
    await page.goto('/student/');
    await expectAccessible(page, 'student home');

    await enterCode(page, '   ');
    await expect(studentBar(page).getByRole('alert')).toHaveText('Please enter a code');
    await enterCode(page, 'zzzzzzzzzzzz');
    await expect(studentBar(page).getByRole('alert')).toHaveText('Uh oh! Invalid code entered.');
    await expectAccessible(page, 'code box error');

    // The class code from the teacher joins the class.
    await enterCode(page, setup.joinCode);
    await expect(page).toHaveURL((url) => url.pathname === '/student/classes/');
    await expect(page.getByRole('main')).toContainText('Room 7');
    expect(student.username).toBeTruthy();

    const code = await assignToClass(setup);
    await enterCode(page, code);
    await expect(page).toHaveURL(
      (url) => url.pathname === `/student/code/${code}/` && url.searchParams.get('student') === 'true',
    );
    await setup.request.dispose();
  });
});

test.describe('class code as a visitor', () => {
  test('asks to sign in first, then the classes page joins the class the code names', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const setup = await teacherWithLesson(playwright.request, baseURL as string);
    await page.goto('/student/');
    await enterCode(page, setup.joinCode);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/error' && url.searchParams.get('status') === '401',
    );
    const next = new URL(page.url()).searchParams.get('next') ?? '';
    expect(next).toContain(`/student/classes/?code=${setup.joinCode}`);

    await createStudent(page.request);
    await page.goto(next);
    await expect(page.getByText('You joined Room 7.')).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/student/classes/' && !url.searchParams.has('code'),
    );
    await expectAccessible(page, 'joined through a class code');
    await setup.request.dispose();
  });
});

test.describe('my assignments', () => {
  test('the badge counts what is not started; the list and my answers show the work', async ({
    page,
    student: _student,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const setup = await teacherWithLesson(playwright.request, baseURL as string);
    await page.request.post('/student/dispatch_code/', {
      headers: await clientHeaders(page.request),
      data: { code: setup.joinCode },
    });
    const code = await assignToClass(setup);

    await page.clock.install();
    await page.goto('/student/');
    const assignmentsLink = studentBar(page).getByRole('link', { name: 'Assignments, 1 not started' });
    await expect(assignmentsLink).toBeVisible();

    // Started through the API: the next poll (every 90 s) takes the badge away.
    const resultId = await startResult(page.request, code);
    await page.clock.fastForward(90_000);
    await expect(studentBar(page).getByRole('link', { name: 'Assignments', exact: true })).toBeVisible();

    await studentBar(page).getByRole('link', { name: 'Assignments' }).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/student/assignments/');
    const card = page.getByRole('article', { name: setup.lessonName });
    await expect(card).toContainText('In progress');
    await expect(card).toContainText('Tess Tester');
    await expect(card.getByRole('link', { name: `Continue ${setup.lessonName}` })).toHaveAttribute(
      'href',
      `/student/code/${code}/?result_id=${resultId}&student=true`,
    );
    await expectAccessible(page, 'my assignments');

    await answerChoice(page.request, setup.questionId, resultId, setup.rightChoiceId);
    await completeResult(page.request, resultId);
    await page.reload();
    await expect(card).toContainText('Complete');
    await expect(card).toContainText('100%');
    await card.getByRole('link', { name: `See my answers for ${setup.lessonName}` }).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === `/student/results/${resultId}/`);
    await expect(page.getByRole('heading', { level: 1, name: setup.lessonName })).toBeVisible();
    const question = page.getByRole('listitem').filter({ hasText: 'Is lava hot?' });
    await expect(question).toContainText('Yes, very');
    await expect(question).toContainText('Correct');
    await expectAccessible(page, 'my answers');
    await setup.request.dispose();
  });

  test('says so when there are none yet', async ({ page, student: _student }) => {
    await page.goto('/student/assignments/');
    await expect(page.getByText('No assignments yet.')).toBeVisible();
    await expectAccessible(page, 'no assignments');
  });
});

test.describe('launch link', () => {
  test('asks a visitor to sign in, and takes a student on to the player', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const setup = await teacherWithLesson(playwright.request, baseURL as string);
    // A student the teacher added, so the class has someone to assign to.
    await addStudents(setup.request, setup.classId, SECRET_QUESTIONS[0].id, [{ first_name: 'Ana' }]);
    const code = await assignToClass(setup);
    const launch = `/student/launch_assignment_proxy/${code}/${setup.classId}`;
    await page.goto(launch);
    // The server embeds the launch data: the page names the lesson.
    await expect(
      page.getByRole('heading', { level: 1, name: `You must be logged in to view ${setup.lessonName}` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Student Sign In' })).toBeVisible();
    await expectAccessible(page, 'login required for an assignment link');

    await createStudent(page.request);
    await page.goto(launch);
    await expect(page).toHaveURL((url) => url.pathname === `/student/code/${code}/`);
    await setup.request.dispose();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the code box on the student home and my assignments fit the width', async ({
    page,
    student: _student,
  }) => {
    await page.goto('/student/');
    const home = page.getByRole('region', { name: 'Got a code from your teacher?' });
    await home.getByRole('textbox', { name: 'Enter a class or assignment code' }).press('Enter');
    await expect(home.getByRole('alert')).toHaveText('Please enter a code');
    await page.goto('/student/assignments/');
    await expect(page.getByRole('heading', { level: 1, name: 'My assignments' })).toBeVisible();
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits, 'nothing wider than the phone').toBe(true);
    await expectAccessible(page, 'my assignments at 375 px');
  });
});

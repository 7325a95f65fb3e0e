import { STUDENT_MESSAGES } from '@lantern/shared';
import { PLAYER_LESSON as L, submissionOf } from '../fixtures/assignments.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import {
  assignPlayerLessonForEachTest,
  openAssignment,
  question,
  resultIdOf,
  slideHeading,
} from '../fixtures/player.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The assignment player (issue 21): a signed-in student takes a lesson with every slide and question type by its
 * code, hears whether each auto-graded answer was right, finishes and sees the score; a reload resumes at the
 * first unanswered slide; the whole run works by keyboard alone and fits 320 px. Answers on their way (a lost
 * reply, Finish meanwhile): player-saving.spec.ts.
 */

test.describe.configure({ timeout: 120_000 });

test.describe('with an assigned lesson', () => {
  const assigned = assignPlayerLessonForEachTest();

  test('an anonymous visitor types a name, takes the assignment, resumes after a reload and finishes', async ({
    page,
  }) => {
    await page.goto(`/student/code/${assigned.current.code}/`);
    await expect(page.getByRole('heading', { level: 1, name: L.name })).toBeVisible();
    const name = page.getByLabel('Your name');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText(STUDENT_MESSAGES.nameRequired)).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('maxlength', '50');
    await expectAccessible(page, 'player: name form');
    await name.fill('  Zoë <b>  ');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Slide 1 of 4')).toBeVisible();
    await expect(page).toHaveURL(/result_id=\d+/);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    const multiple = question(page, L.multiple.text);
    await multiple.getByRole('radio', { name: L.multiple.right }).check();
    await multiple.getByRole('button', { name: 'Check answer' }).click();
    await expect(multiple.getByRole('status')).toHaveText('Correct!');

    // The browser's quick-assign cookie holds the result: a reload comes back to it, no name asked.
    await page.reload();
    await expect(page.getByText('Slide 3 of 4')).toBeVisible();
    await expect(
      question(page, L.multiple.text).getByRole('radio', { name: L.multiple.right }),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('Your score: 20%')).toBeVisible();

    const submission = await submissionOf(assigned.current, resultIdOf(page));
    expect(submission.student_name).toBe('Zoë <b>');
    expect(submission.submitted).not.toBeNull();

    // The next child on the same device is asked for their own name.
    await page.goto(`/student/code/${assigned.current.code}/`);
    await expect(page.getByLabel('Your name')).toBeVisible();
  });

  test('a student takes every slide and question type, gets feedback, finishes and sees the score', async ({
    page,
    student: _student,
  }) => {
    await openAssignment(page, assigned.current);
    await expect(page.getByText('Slide 1 of 4')).toBeVisible();
    await expect(slideHeading(page)).toHaveText(L.textTitle);
    await expect(page.getByText('volcanoes')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectAccessible(page, 'player: text slide');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Slide 2 of 4')).toBeVisible();
    await expect(slideHeading(page)).toHaveText(L.mediaTitle);
    await expect(slideHeading(page)).toBeFocused();
    await expect(page.getByText('Watch the video.')).toBeVisible();
    await expectAccessible(page, 'player: media slide');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(slideHeading(page)).toHaveText(L.choiceTitle);
    const multiple = question(page, L.multiple.text);
    await expect(multiple).toBeVisible();
    await multiple.getByRole('radio', { name: L.multiple.wrong }).check();
    await multiple.getByRole('button', { name: 'Check answer' }).click();
    await expect(multiple.getByRole('status')).toHaveText('Not quite. You can try again.');
    await multiple.getByRole('radio', { name: L.multiple.right }).check();
    await multiple.getByRole('button', { name: 'Check answer' }).click();
    await expect(multiple.getByRole('status')).toHaveText('Correct!');
    const trueFalse = question(page, L.trueFalse.text);
    await trueFalse.getByRole('button', { name: 'Check answer' }).click();
    await expect(trueFalse.getByText('Choose an answer first.')).toBeVisible();
    await trueFalse.getByRole('radio', { name: L.trueFalse.right }).check();
    await trueFalse.getByRole('button', { name: 'Check answer' }).click();
    await expect(trueFalse.getByRole('status')).toHaveText('Correct!');
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expectAccessible(page, 'player: choice questions answered');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(slideHeading(page)).toHaveText(L.writeTitle);
    const fill = question(page, L.fill.text);
    await fill.getByLabel('Your answer').fill(' Lava ');
    await fill.getByRole('button', { name: 'Check answer' }).click();
    await expect(fill.getByRole('status')).toHaveText('Correct!');
    const short = question(page, L.short.text);
    const shortBox = short.getByLabel('Your answer');
    await expect(shortBox).toHaveAttribute('maxlength', '250');
    await shortBox.fill('Etna');
    await expect(short.getByText('4 of 250 characters')).toBeVisible();
    await short.getByRole('button', { name: 'Save answer' }).click();
    await expect(short.getByRole('status')).toHaveText('Saved. Your teacher will read your answer.');
    const essay = question(page, L.essay.text);
    await expect(essay.getByLabel('Your answer')).toHaveAttribute('maxlength', '3000');
    await essay.getByLabel('Your answer').fill('Hot ash and lava came out.');
    await essay.getByRole('button', { name: 'Save answer' }).click();
    await expect(essay.getByRole('status')).toHaveText('Saved. Your teacher will read your answer.');
    await expectAccessible(page, 'player: written questions answered');

    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `You finished ${L.name}!` })).toBeVisible();
    await expect(page.getByText('Your score: 60%')).toBeVisible();
    await expect(page.getByText('You got 3 of 5 questions right.')).toBeVisible();
    await expectAccessible(page, 'player: completed');

    // Every answer reached the teacher, marked as the student saw it.
    const submission = await submissionOf(assigned.current, resultIdOf(page));
    expect(submission.submitted).not.toBeNull();
    expect(submission.questions.map((q) => [q.answer, q.is_correct])).toEqual([
      [L.multiple.right, true],
      [L.trueFalse.right, true],
      [' Lava ', true],
      ['Etna', null],
      ['Hot ash and lava came out.', null],
    ]);

    // Opened again, the finished assignment shows its score instead of the slides.
    await page.reload();
    await expect(page.getByText('Your score: 60%')).toBeVisible();
  });

  test('a reload resumes at the first unanswered slide', async ({ page, student: _student }) => {
    await openAssignment(page, assigned.current);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    const multiple = question(page, L.multiple.text);
    await multiple.getByRole('radio', { name: L.multiple.right }).check();
    await multiple.getByRole('button', { name: 'Check answer' }).click();
    await expect(multiple.getByRole('status')).toHaveText('Correct!');

    // One question of the slide is still open: the reload comes back to it, with the answer given kept.
    await page.reload();
    await expect(page.getByText('Slide 3 of 4')).toBeVisible();
    await expect(
      question(page, L.multiple.text).getByRole('radio', { name: L.multiple.right }),
    ).toBeChecked();
    await expect(question(page, L.multiple.text).getByRole('status')).toHaveText('Correct!');

    const trueFalse = question(page, L.trueFalse.text);
    await trueFalse.getByRole('radio', { name: L.trueFalse.wrong }).check();
    await trueFalse.getByRole('button', { name: 'Check answer' }).click();
    await expect(trueFalse.getByRole('status')).toHaveText('Not quite. You can try again.');
    await page.reload();
    await expect(page.getByText('Slide 4 of 4')).toBeVisible();
    await expect(slideHeading(page)).toHaveText(L.writeTitle);
  });

  test('the whole assignment works by keyboard alone at 320 px', async ({ page, student: _student }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openAssignment(page, assigned.current);
    const fits = async () => {
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, 'the player should not scroll sideways at 320 px').toBeLessThanOrEqual(
        widths.client,
      );
    };
    await fits();

    // Arrow keys turn slides when focus is not in a field.
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Slide 2 of 4')).toBeVisible();
    await expect(slideHeading(page)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Slide 1 of 4')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slideHeading(page)).toHaveText(L.choiceTitle);
    await fits();

    // Radios: arrow keys choose (they do not turn the slide); Enter on the button checks.
    const multiple = question(page, L.multiple.text);
    await tabTo(page, multiple.getByRole('radio', { name: L.multiple.wrong }));
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(multiple.getByRole('radio', { name: L.multiple.right })).toBeChecked();
    await expect(page.getByText('Slide 3 of 4')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(multiple.getByRole('button', { name: 'Check answer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(multiple.getByRole('status')).toHaveText('Correct!');

    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(slideHeading(page)).toHaveText(L.writeTitle);
    const fill = question(page, L.fill.text);
    await tabTo(page, fill.getByLabel('Your answer'));
    await page.keyboard.type('magma');
    // In a text field the arrow keys move the caret, not the slide.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Slide 4 of 4')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(fill.getByRole('status')).toHaveText('Not quite. You can try again.');
    await fits();
    await expectAccessible(page, 'player at 320 px');

    await tabTo(page, page.getByRole('button', { name: 'Finish' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your score: 20%')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `You finished ${L.name}!` })).toBeFocused();
    await fits();
  });
});

test('a signed-in student with an unknown code gets the 404 page', async ({ page, student: _student }) => {
  await page.goto('/student/code/zzzzzzzzzzzz/');
  await expect(page).toHaveURL(/\/error\?status=404/);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
});

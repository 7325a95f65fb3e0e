import { PLAYER_LESSON as L, submissionOf } from '../fixtures/assignments.ts';
import { assignPlayerLessonForEachTest, openAssignment, question, resultIdOf } from '../fixtures/player.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The assignment player while an answer is on its way (issue 21): a lost reply shows 'retrying' then 'Saved'
 * and the answer reaches the teacher once; Finish waits for it, and leaving meanwhile asks first.
 */

test.describe.configure({ timeout: 120_000 });

test.describe('with an assigned lesson', () => {
  const assigned = assignPlayerLessonForEachTest();

  test('a lost reply shows retrying, then Saved, and the answer reaches the teacher once', async ({
    page,
    student: _student,
  }) => {
    await openAssignment(page, assigned.current);
    const keys: string[] = [];
    let dropped = false;
    await page.route('**/api/v2/questions/*/results/*/answers/', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (dropped) return route.continue();
      dropped = true;
      // The server stores the answer, but its reply never arrives: the browser must send it again.
      await route.fetch();
      await route.abort('failed');
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    const multiple = question(page, L.multiple.text);
    await multiple.getByRole('radio', { name: L.multiple.right }).check();
    await multiple.getByRole('button', { name: 'Check answer' }).click();
    await expect(page.getByText("Couldn't save — retrying")).toBeVisible();
    await expect(multiple.getByRole('status')).toHaveText('Saving your answer…');
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(multiple.getByRole('status')).toHaveText('Correct!');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    const submission = await submissionOf(assigned.current, resultIdOf(page));
    expect(submission.questions.filter((q) => q.answer !== null).map((q) => q.answer)).toEqual([
      L.multiple.right,
    ]);
  });

  test('Finish waits for an answer still on its way, and leaving meanwhile asks first', async ({
    page,
    student: _student,
  }) => {
    await openAssignment(page, assigned.current);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v2/questions/*/results/*/answers/', async (route) => {
      await held;
      await route.continue();
    });
    for (let turn = 0; turn < 3; turn++) await page.getByRole('button', { name: 'Next' }).click();
    const short = question(page, L.short.text);
    await short.getByLabel('Your answer').fill('Fuji');
    await short.getByRole('button', { name: 'Save answer' }).click();
    await expect(page.getByText('Saving…', { exact: true })).toBeVisible();

    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const asked = await dialog;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    await expect(page.getByText('Slide 4 of 4')).toBeVisible();

    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('button', { name: 'Saving your answers…' })).toBeVisible();
    release();
    await expect(page.getByText('Your score: 0%')).toBeVisible();
    const submission = await submissionOf(assigned.current, resultIdOf(page));
    expect(submission.submitted).not.toBeNull();
    expect(submission.questions.map((q) => q.answer)).toEqual([null, null, null, 'Fuji', null]);
  });
});

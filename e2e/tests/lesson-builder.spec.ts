import type { Locator, Page } from '@playwright/test';
import { tabTo } from '../fixtures/keyboard.ts';
import { expectSaved, makePng } from '../fixtures/lesson-builder.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The lesson builder (issue 17): a teacher builds a lesson from nothing — a Text slide, a Media slide
 * from the picker, an uploaded image, a Question slide with each question type — reorders it by
 * keyboard, sees it saved automatically, previews it, copies it and deletes the copy. A stale tab's save:
 * lesson-builder-conflict.spec.ts. axe runs on every screen.
 */

/** Types into a rich-text field (a Tiptap textbox named by its label). */
async function typeRich(page: Page, name: string, text: string) {
  const box = page.getByRole('textbox', { name, exact: true });
  await box.click();
  await page.keyboard.type(text);
}

const slideList = (page: Page) => page.getByRole('list', { name: 'Slides' });

async function addQuestion(page: Page, type: string): Promise<Locator> {
  const editor = page.getByRole('region', { name: /^Slide \d/ });
  await editor.getByLabel('New question type').selectOption({ label: type });
  await editor.getByRole('button', { name: 'Add question' }).click();
  return editor.getByRole('region', { name: /^Question \d+$/ }).last();
}

test.describe('lesson builder', () => {
  test('build a lesson from scratch, reorder by keyboard, preview, copy and delete', async ({
    page,
    teacher,
  }) => {
    test.slow();
    expect(teacher.email).toBeTruthy();
    const name = `Volcanoes ${Date.now().toString(36)}`;

    await page.goto('/tools/lessonbuilder/');
    await expect(page.getByRole('heading', { level: 1, name: 'Lesson Builder' })).toBeVisible();
    await expect(page.getByText('You have no lessons yet.')).toBeVisible();
    await expectAccessible(page, 'lesson list, empty');

    await page.getByRole('link', { name: 'Build your first lesson' }).click();
    await expect(page).toHaveURL(/\/tools\/lessonbuilder\/new\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New lesson' })).toBeVisible();
    await expectAccessible(page, 'new lesson');

    // The first save creates the lesson and gives the page its address; typing goes on in the same field.
    const nameField = page.getByLabel('Lesson name');
    await nameField.fill(name);
    await expectSaved(page);
    await expect(page).toHaveURL(/\/tools\/lessonbuilder\/edit\/[a-z][a-z0-9]{11}$/);
    await expect(nameField).toBeFocused();
    await page.getByLabel('Description').fill('Why the ground melts.');

    // 1. A Text slide with rich text.
    await page.getByRole('button', { name: 'Add Text slide' }).click();
    await page.getByLabel('Slide title').fill('Warm-up');
    await typeRich(page, 'Text', 'Look at the ');
    await page
      .getByRole('toolbar', { name: 'Formatting: Text' })
      .getByRole('button', { name: 'Bold' })
      .click();
    await page.keyboard.type('mountain');
    await expectAccessible(page, 'editor with a Text slide');

    // 2. A Media slide from the picker (resources whose scope includes lesson).
    await page.getByRole('button', { name: 'Add Media slide' }).click();
    await page.getByRole('button', { name: 'Choose media' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose media' });
    const use = picker.getByRole('button', { name: /^Use / });
    await expect(use.first()).toBeVisible();
    expect(await use.count()).toBeLessThanOrEqual(4);
    await expectAccessible(page, 'media picker');
    // Asked for, the picker also lists the lesson resources that left the library, marked and not offered.
    await picker.getByRole('checkbox', { name: /Show unavailable resources/ }).check();
    const unavailable = picker.getByRole('region', { name: 'Unavailable resources' });
    await expect(unavailable.getByRole('listitem').first()).toContainText(/Expired on|Withdrawn/);
    await expect(unavailable.getByRole('button')).toHaveCount(0);
    await expectAccessible(page, 'media picker with unavailable resources');
    await picker.getByRole('checkbox', { name: /Show unavailable resources/ }).uncheck();
    await expect(unavailable).toBeHidden();
    const resourceTitle = ((await use.first().getAttribute('aria-label')) ?? '').replace(/^Use /, '');
    await use.first().click();
    await expect(picker).toBeHidden();
    await expect(
      page
        .getByRole('region', { name: /^Slide 2/ })
        .getByText(resourceTitle)
        .first(),
    ).toBeVisible();

    // 3. A Media slide with an uploaded image: the progress bar, then the image.
    await page.getByRole('button', { name: 'Add Media slide' }).click();
    await page.getByRole('button', { name: 'Choose media' }).click();
    const file = picker.getByLabel('Image file (JPEG, PNG, WebP or GIF)');
    // A script renamed .png is refused by the server (415) with its message, shown beside the control.
    await file.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<script>alert(1)</script>'),
    });
    await expect(picker.getByRole('alert').filter({ hasText: 'notes.png' })).toContainText(
      'Upload a JPEG, PNG, WebP or GIF image',
    );
    await file.setInputFiles({
      name: 'crater.png',
      mimeType: 'image/png',
      buffer: makePng(64, 48),
    });
    await expect(picker).toBeHidden();
    await expect(page.getByRole('region', { name: /^Slide 3/ }).getByText('crater.png')).toBeVisible();

    // 4. A Question slide with one question of each type.
    await page.getByRole('button', { name: 'Add Question slide' }).click();
    const editor = page.getByRole('region', { name: /^Slide 4/ });
    await typeRich(page, 'Question 1 text', 'What comes out of a volcano?');
    const first = editor.getByRole('region', { name: 'Question 1' });
    await first.getByRole('textbox', { name: 'Choice 1', exact: true }).fill('Lava');
    await first.getByRole('textbox', { name: 'Choice 2', exact: true }).fill('Ice');
    const fill = await addQuestion(page, 'Fill in the blank');
    await typeRich(page, 'Question 2 text', 'Molten rock underground is called ____.');
    await fill.getByRole('textbox', { name: 'Accepted answer 1', exact: true }).fill('magma');
    await addQuestion(page, 'Short answer');
    await typeRich(page, 'Question 3 text', 'Name a volcano.');
    const trueFalse = await addQuestion(page, 'True or false');
    await typeRich(page, 'Question 4 text', 'Volcanoes are cold.');
    await trueFalse.getByLabel('False').check();
    await addQuestion(page, 'Essay');
    await typeRich(page, 'Question 5 text', 'Describe an eruption.');
    await expectSaved(page);
    await expectAccessible(page, 'editor with every question type');

    // Reorder by keyboard: the Question slide moves up to second place; focus stays with it.
    const moveUp = slideList(page).getByRole('button', { name: /^Move up: Slide 4/ });
    await tabTo(page, moveUp, 200);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question slide moved to position 2 of 4.')).toBeAttached();
    await expect(page.locator(':focus')).toHaveAccessibleName(/^Move up: Slide 2/);
    // At the top, Move up has nothing left to do: focus goes to its twin, and the slide goes back down.
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question slide moved to position 1 of 4.')).toBeAttached();
    await expect(page.locator(':focus')).toHaveAccessibleName(/^Move down: Slide 1/);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question slide moved to position 2 of 4.')).toBeAttached();
    await expect(page.locator(':focus')).toHaveAccessibleName(/^Move down: Slide 2/);
    await expect(slideList(page).getByRole('button', { name: /^Slide \d/ })).toHaveText([
      /Slide 1: Warm-up \(Text\)/,
      /Slide 2.*\(Question\)/,
      /Slide 3.*\(Media\)/,
      /Slide 4: crater \(Media\)/,
    ]);
    await expectSaved(page);

    // Drag and drop does the same: the last slide dropped on the first takes its place, and back again.
    const slideItems = slideList(page).getByRole('listitem');
    await slideItems.nth(3).dragTo(slideItems.nth(0));
    await expect(slideItems.nth(0)).toContainText('crater (Media)');
    await slideItems.nth(0).dragTo(slideItems.nth(3));
    await expect(slideItems.nth(3)).toContainText('crater (Media)');

    // Duplicate a slide, then delete the copy after confirming; focus goes to the slide in its place.
    await slideList(page)
      .getByRole('button', { name: /^Duplicate: Slide 1/ })
      .click();
    const slideButtons = slideList(page).getByRole('button', { name: /^Slide \d/ });
    await expect(slideButtons).toHaveCount(5);
    await expect(slideButtons.nth(1)).toHaveText(/Slide 2: Warm-up \(Text\)/);
    await slideList(page)
      .getByRole('button', { name: /^Delete: Slide 2/ })
      .click();
    const deleteSlide = page.getByRole('alertdialog', { name: 'Delete this slide?' });
    await expect(deleteSlide).toBeVisible();
    await expectAccessible(page, 'delete slide confirmation');
    await deleteSlide.getByRole('button', { name: 'Delete slide' }).click();
    await expect(slideButtons).toHaveCount(4);
    await expect(slideButtons.nth(1)).toBeFocused();
    await expectSaved(page);

    await page.reload();
    await expect(page.getByLabel('Lesson name')).toHaveValue(name);
    await expect(slideList(page).getByRole('button', { name: /^Slide \d/ })).toHaveText([
      /Warm-up \(Text\)/,
      /\(Question\)/,
      /\(Media\)/,
      /crater \(Media\)/,
    ]);

    // Preview: the slides read-only, correct answers marked.
    await page.getByRole('link', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/tools\/lessonbuilder\/preview\/[a-z0-9]+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: `Preview: ${name}` })).toBeVisible();
    await expect(page.getByText('Lava (correct answer)')).toBeVisible();
    await expect(page.getByText('False (correct answer)')).toBeVisible();
    await expect(page.getByText('magma')).toBeVisible();
    await expect(page.locator('strong', { hasText: 'mountain' })).toBeVisible();
    await expectAccessible(page, 'lesson preview');

    // The list: copy ('copy of …'), then delete the copy after confirming.
    await page.getByRole('link', { name: 'All lessons' }).click();
    await expect(page.getByRole('link', { name: `Edit ${name}` })).toBeVisible();
    await expectAccessible(page, 'lesson list');
    // Add to folder: the folder picker files the lesson (item type 1) in a folder made on the spot.
    await page.getByRole('button', { name: `Add to folder: ${name}` }).click();
    const folders = page.getByRole('dialog', { name: 'Add to folder' });
    await folders.getByLabel('New folder').fill('Earth science');
    await folders.getByRole('button', { name: 'Create folder' }).click();
    await expect(folders.getByText('Made the folder Earth science and added this to it.')).toBeVisible();
    await expect(folders.getByRole('checkbox', { name: 'Earth science' })).toBeChecked();
    await expectAccessible(page, 'folder picker for a lesson');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Copy ${name}` }).click();
    const copyName = `copy of ${name}`;
    await expect(page.getByRole('link', { name: copyName, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${copyName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete “${copyName}”?` });
    // Scanned once it is open: a scan that starts before it mounts can catch its fade-in mid-way.
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Delete lesson' }).click();
    await expect(page.getByRole('link', { name: copyName, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

    // Search by name, and the dashboard's lessons.
    await page.getByLabel('Search by name').fill('no such lesson');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No lesson’s name matches “no such lesson”.')).toBeVisible();
    await page.goto('/tools/');
    await expect(
      page.getByRole('region', { name: 'Your lessons' }).getByRole('link', { name }),
    ).toBeVisible();
    await expectAccessible(page, 'dashboard with lessons');

    // At 375 px the list and the editor fit the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/tools/lessonbuilder/');
    const listOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(listOverflow, 'the list fits 375 px').toBeLessThanOrEqual(0);
    await expectAccessible(page, 'lesson list at 375 px');
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByLabel('Lesson name')).toHaveValue(name);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the editor fits 375 px').toBeLessThanOrEqual(0);
    await expectAccessible(page, 'editor at 375 px');
  });
});

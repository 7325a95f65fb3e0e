import type { Page } from '@playwright/test';
import { findResource, layoutOf, served } from '../fixtures/resources.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The resource page (spec 3 "Resource page"): each layout of the demo library, the player's captions
 * and transcript, the expired page and the standards note. Resources are found through the API (search
 * by media type, then their detail) rather than by code, except the expired and unpublished ones: no
 * call lists them, so their codes come from the demo library's publishing states (generate-resources.ts).
 */

const EXPIRED_DEMO_RESOURCE = 'sci-002-lp';
const UNPUBLISHED_DEMO_RESOURCE = 'sci-004-doc';
const SIGN_IN_NOTE = 'Please note: You must be signed in to see state standards.';
const WARNING_TEXTS = {
  sensitive:
    'Sensitive: This resource contains material that may be sensitive for some students. Teachers should exercise discretion in evaluating whether this resource is suitable for their class.',
  commentary:
    'Commentary: This resource contains material that reflects a particular point of view. Teachers may wish to provide students with relevant contrasting perspectives when using this resource in class.',
} as const;
const SCIENCE = 8337;
const SOCIAL_STUDIES = 3026;

/** Science by default: the showcase media (real files, chapters, captions) live there. */
const findShowcase = (
  page: Page,
  mediaType: string,
  accept?: Parameters<typeof findResource>[2],
  subject = SCIENCE,
) => findResource(page, mediaType, accept, subject);

test.describe('resource page', () => {
  test('video: captions on by choice, the transcript seeks, chapters and tabs by keyboard', async ({
    page,
  }) => {
    test.slow();
    const video = await findShowcase(
      page,
      'Video',
      // With chapters: the demo library's shorter programmes have none (media.ts), and the first by title need not.
      async (detail) =>
        detail.assets.length === 1 &&
        (detail.assets[0]?.medias.chapters.length ?? 0) > 1 &&
        (await served(page, detail.assets[0]?.medias.captions[0]?.url)),
    );
    await page.goto(`/resource/${video.resource_code}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title);
    await expect(page).toHaveTitle(`${video.title} | Lantern`);
    await expect(layoutOf(page)).toHaveAttribute('data-layout-kind', 'video');
    // The controls wait until the media is asked for: the poster and Play.
    const player = page.locator('video');
    await expect(page.getByRole('button', { name: /^Play video: / })).toBeVisible();
    await expect(player).toHaveCount(0);
    await expectAccessible(page, 'video layout');

    // A later chapter starts the video there (paused: the reader chooses to play).
    const currentTime = () => player.evaluate((element: HTMLVideoElement) => element.currentTime);
    const chapters = page.getByRole('navigation', { name: 'Chapters' }).getByRole('button');
    await expect(chapters.first()).toBeVisible();
    await chapters.nth(1).click();
    await expect(player).toHaveCount(1);
    await expect.poll(currentTime).toBeGreaterThan(0);
    expect(await player.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    // Captions are off until chosen.
    const trackModes = () =>
      player.evaluate((element: HTMLVideoElement) => Array.from(element.textTracks, (track) => track.mode));
    expect(await trackModes()).not.toContain('showing');
    const captions = page.getByLabel('Captions', { exact: true });
    await captions.selectOption({ index: 1 });
    await expect.poll(trackModes).toContain('showing');
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0))
      .toBeGreaterThan(0);

    // The transcript: open it, then choose a line by mouse and another by keyboard.
    await page.getByRole('button', { name: 'Show transcript' }).click();
    const transcript = page.getByRole('region', { name: 'Transcript' });
    const lines = transcript.getByRole('button');
    await expect(lines.nth(1)).toBeVisible();
    await expect.poll(() => lines.count()).toBeGreaterThan(1);
    await lines.nth(1).click();
    const secondStart = await currentTime();
    expect(secondStart).toBeGreaterThan(0);
    await expect(lines.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(lines.nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(currentTime).toBeLessThan(secondStart);
    await expect(lines.nth(0)).toHaveAttribute('aria-current', 'true');
    await expectAccessible(page, 'captions and transcript');

    // The tabs follow the arrow keys.
    const details = page.getByRole('tab', { name: 'Details' });
    await details.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Support Materials' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const lastTab = video.has_standards ? 'Standards' : 'Support Materials';
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: lastTab })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: lastTab })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(details).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Details' })).toBeVisible();
  });

  test('content warnings show the exact Sensitive and Commentary texts', async ({ page }) => {
    const flagged = await findShowcase(
      page,
      'Video',
      (detail) => detail.content_warnings.length > 0,
      SOCIAL_STUDIES,
    );
    await page.goto(`/resource/${flagged.resource_code}/`);
    const warnings = page.getByRole('region', { name: 'Content warnings' });
    for (const flag of flagged.content_warnings) {
      await expect(warnings.getByText(WARNING_TEXTS[flag], { exact: true })).toBeVisible();
    }
    await expect(warnings.getByRole('paragraph')).toHaveCount(flagged.content_warnings.length);
    await expectAccessible(page, 'content warnings');
  });

  test('student view hides teacher materials; focus view shows the media only', async ({ page }) => {
    const withMaterials = await findShowcase(
      page,
      'Video',
      (detail) => detail.is_available_for_students && detail.support_materials.for_teacher.length > 0,
    );
    const address = `/resource/${withMaterials.resource_code}/`;
    await page.goto(address);
    await page.getByRole('tab', { name: 'Support Materials' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'For teachers' })).toBeVisible();

    await page.goto(`${address}?student=true`);
    await page.getByRole('tab', { name: 'Support Materials' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Support Materials' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'For teachers' })).toHaveCount(0);
    await expectAccessible(page, 'student view');

    await page.goto(`${address}?focus=true`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withMaterials.title);
    await expect(layoutOf(page)).toHaveAttribute('data-layout-kind', 'video');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'About this resource' })).toHaveCount(0);
    await expectAccessible(page, 'focus view');
  });

  test('audio: player with the transcript open', async ({ page }) => {
    const audio = await findShowcase(page, 'Audio', (detail) => detail.assets.length === 1);
    await page.goto(`/resource/${audio.resource_code}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(audio.title);
    await expect(layoutOf(page)).toHaveAttribute('data-layout-kind', 'audio');
    await expect(page.getByRole('button', { name: 'Hide transcript' })).toBeVisible();
    await expectAccessible(page, 'audio layout');
    // Play, by keyboard: the controls take its place, the audio plays and focus moves to their play button.
    await expect(page.locator('audio')).toHaveCount(0);
    await page.getByRole('button', { name: /^Play audio: / }).focus();
    await page.keyboard.press('Enter');
    const player = page.locator('audio');
    await expect(player).toHaveCount(1);
    await expect.poll(() => player.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
    await expect(page.locator('media-play-button')).toBeFocused();
    await expectAccessible(page, 'audio playing');
  });

  test('media gallery: one item at a time, chosen from the strip or with Next', async ({ page }) => {
    const gallery = await findShowcase(page, 'Media Gallery', (detail) => detail.assets.length > 1);
    await page.goto(`/resource/${gallery.resource_code}/`);
    await expect(layoutOf(page)).toHaveAttribute('data-layout-kind', 'gallery');
    const heading = page.getByRole('heading', { level: 2, name: /^Item 1 of \d+:/ });
    await expect(heading).toBeVisible();
    const items = page.getByRole('list', { name: 'Gallery items' }).getByRole('button');
    await expect(items).toHaveCount(gallery.assets.length);
    await expect(items.first()).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Item 2 of \d+:/ })).toBeVisible();
    await expect(items.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await items.last().focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^Item ${gallery.assets.length} of`) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectAccessible(page, 'gallery layout');
  });

  test('lesson plan: overview, procedure and contents', async ({ page }) => {
    const lesson = await findShowcase(page, 'Lesson Plan', (detail) => detail.lesson_data !== null);
    await page.goto(`/resource/${lesson.resource_code}/`);
    await expect(layoutOf(page)).toHaveAttribute('data-layout-kind', 'lesson-plan');
    await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Procedure' })).toBeVisible();
    await expectAccessible(page, 'lesson-plan layout');
  });

  test('document: open and download links', async ({ page }) => {
    const documentResource = await findShowcase(
      page,
      'Document',
      (detail) => detail.assets.length === 1 && detail.assets[0]?.media_type === 'document',
    );
    await page.goto(`/resource/${documentResource.resource_code}/`);
    await expect(layoutOf(page)).toHaveAttribute('data-layout-kind', 'document');
    await expect(page.getByRole('link', { name: /^Open the document/ })).toBeVisible();
    await expectAccessible(page, 'document layout');
  });

  test('interactive: embedded at least 700 px high', async ({ page }) => {
    const interactive = await findShowcase(
      page,
      'Interactive',
      async (detail) =>
        detail.assets.length === 1 &&
        detail.assets[0]?.open_mode === 'embedded' &&
        (await served(page, detail.assets[0]?.medias.url)),
    );
    await page.goto(`/resource/${interactive.resource_code}/`);
    await expect(layoutOf(page)).toHaveAttribute('data-layout-kind', 'interactive');
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    expect((await frame.boundingBox())?.height).toBeGreaterThanOrEqual(700);
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'interactive layout');
  });

  test('an expired resource shows the expired page with its date', async ({ page }) => {
    await page.goto(`/resource/${EXPIRED_DEMO_RESOURCE}/`);
    await expect(page).toHaveURL(/\/error\?status=404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This resource has expired (404)');
    await expect(page.getByText(/expired on \d{2}\/\d{2}\/\d{4} due to a limited license/)).toBeVisible();
    await expect(page).toHaveTitle('Error 404 | Lantern');
    await expectAccessible(page, 'expired');
  });

  test('unpublished: not available outside preview; a visitor previewing is asked to sign in', async ({
    page,
  }) => {
    await page.goto(`/resource/${UNPUBLISHED_DEMO_RESOURCE}/`);
    await expect(page).toHaveURL(/\/error\?status=404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This resource is not available (404)');
    await expectAccessible(page, 'unpublished');

    const preview = `/resource/preview/${UNPUBLISHED_DEMO_RESOURCE}/`;
    await page.goto(preview);
    await expect(page).toHaveURL(/\/error\?status=401&next=/);
    const teacherSignIn = page.getByRole('link', { name: 'Teacher Sign In' });
    await expect(teacherSignIn).toBeVisible();
    const next = new URL((await teacherSignIn.getAttribute('href')) ?? '', page.url()).searchParams.get(
      'next',
    );
    expect(next).toBe(preview);
    await expectAccessible(page, 'preview as a visitor');
  });

  test('an unknown code shows the not-found page', async ({ page }) => {
    await page.goto('/resource/no-such-resource-code/');
    await expect(page).toHaveURL(/\/error\?status=404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expectAccessible(page, 'unknown code');
  });

  test('a visitor sees national standards and the note about state standards', async ({ page }) => {
    const aligned = await findShowcase(page, 'Video', (detail) => detail.has_standards);
    await page.goto(`/resource/${aligned.resource_code}/?selected_tab=standards`);
    await expect(page.getByRole('tab', { name: 'Standards' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(SIGN_IN_NOTE)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'National standards' })).toBeVisible();
    await expectAccessible(page, 'standards tab');
  });

  test('a signed-in teacher without a station is asked to choose one for state standards', async ({
    page,
    teacher: _,
  }) => {
    test.slow();
    const aligned = await findShowcase(page, 'Video', (detail) => detail.has_standards);
    await page.goto(`/resource/${aligned.resource_code}/?selected_tab=standards`);
    await expect(page.getByRole('tab', { name: 'Standards' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Choose your station' })).toBeVisible();
    await expect(page.getByText(SIGN_IN_NOTE)).toHaveCount(0);
    await expectAccessible(page, 'standards tab, signed in');
  });
});

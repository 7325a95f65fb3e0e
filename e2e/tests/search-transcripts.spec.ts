import { expect, expectAccessible, test } from '../fixtures/test.ts';

// Spoken at 0:24 in the demo library's sample video (seed/media/demo/samples/video/captions-en.vtt).
const PHRASE = 'orange square falls';

test.describe('search inside the media', () => {
  test('a phrase spoken in a video finds it, shows the line and its time, and opens the player there', async ({
    page,
  }) => {
    test.slow();
    await page.goto(`/search?q=${encodeURIComponent(PHRASE)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${PHRASE}”`, {
      timeout: 60_000,
    });
    const results = page.getByRole('list', { name: /resources?/ }).getByRole('article');
    const spoken = results.filter({ hasText: 'Said at 0:24' }).first();
    await expect(spoken).toBeVisible();
    // The searched words are marked in the line.
    await expect(spoken.locator('mark')).toHaveText(['orange', 'square', 'falls']);
    await expect(spoken).toContainText('Here is what we found: the orange square falls a little faster');
    await expectAccessible(page, 'transcript results');

    const link = spoken.getByRole('heading').getByRole('link');
    await expect(link).toHaveAttribute('href', /\?t=24$/);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/resource\/[^/]+\/\?t=24$/);
    const player = page.locator('video').first();
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
      .toBe(24);
    await expectAccessible(page, 'resource opened at the spoken line');
  });
});

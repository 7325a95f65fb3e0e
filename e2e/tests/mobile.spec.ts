import type { Locator, Page, TestInfo } from '@playwright/test';
import { finishTeacherSignUp } from '../fixtures/accounts.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { chooseStation, stationOf } from '../fixtures/stations.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * Lantern on a phone (issue 13, "Phones"): at 375 x 667 every public page fits the width, the
 * search results and a resource's media are in the first screen, the search filters wait behind a
 * 'Filters' dialog with the chosen ones as removable chips, the burger menu offers the station, and
 * a localized visitor meets their station's banner where decision 0011 puts it. Each page's
 * screenshot is attached to the report.
 */

const PHONE = { width: 375, height: 667 };
const PASSWORD = 'lantern-e2e-Passw0rd';
const VIDEO_RESOURCE = 'math-013-vid';
const COLLECTION = 'lantern-plus-science-lab';

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 120_000 });

async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'the page should not scroll sideways').toBeLessThanOrEqual(widths.client);
}

/** The element starts inside the first screen (the page unscrolled). */
async function expectInFirstScreen(locator: Locator, what: string) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, `${what} should be laid out`).not.toBeNull();
  expect(box?.y ?? Number.POSITIVE_INFINITY, `${what} should start in the first screen`).toBeLessThan(
    PHONE.height,
  );
}

/** A screenshot for a person to judge: attached to the report and kept under e2e/test-results/. */
async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name.replaceAll(' ', '-')}-375.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name} at 375 px`, { path, contentType: 'image/png' });
}

async function checkPage(page: Page, testInfo: TestInfo, name: string) {
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, `${name} at 375 px`);
  await snapshot(page, testInfo, name);
}

/** Localizes the visitor to a seeded station through the station modal's navigation. */
async function localizeTo(page: Page, state: string, callSign: string, next: string) {
  await page.goto('/about/');
  const station = await stationOf(page, state, callSign);
  await chooseStation(page, station, next);
  return station;
}

test.describe('public pages at 375 px', () => {
  test('home, browse, collection and sign-up fit the width and pass axe', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkPage(page, testInfo, 'home');

    await page.goto('/subjects/science/');
    await expect(page.getByRole('heading', { level: 1, name: 'Science' })).toBeVisible();
    await expectInFirstScreen(page.getByRole('heading', { level: 1 }), 'the subject title');
    await expect(
      page.getByRole('region', { name: 'Science resources' }).getByRole('article').first(),
    ).toBeVisible();
    await checkPage(page, testInfo, 'subject');

    await page.goto(`/collection/${COLLECTION}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Resources' }).getByRole('article').first()).toBeVisible();
    await checkPage(page, testInfo, 'collection');

    // Scrolled down the collection, then a page load elsewhere: the new page starts at its top.
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.goto('/signup');
    await expect(page.getByRole('tabpanel', { name: 'Teacher' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await checkPage(page, testInfo, 'signup');
  });

  test('a resource shows its media in the first screen, before favorite, share and rating', async ({
    page,
  }, testInfo) => {
    await page.goto(`/resource/${VIDEO_RESOURCE}/`);
    // The video's poster and Play (the controls mount when asked for).
    const media = page.getByRole('button', { name: /^Play video: / });
    await expectInFirstScreen(media, 'the video');
    const actions = page.getByRole('region', { name: 'Resource actions' });
    await expect(actions.getByRole('button', { name: /favorite/i })).toBeVisible();
    // Reading (and focus) order: the media comes before the actions, not only on screen.
    const mediaFirst = await media.evaluate((video) => {
      const section = document.querySelector('[aria-label="Resource actions"]');
      return (
        section !== null && Boolean(video.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    });
    expect(mediaFirst, 'the actions should follow the media in the page').toBe(true);
    await checkPage(page, testInfo, 'resource');
  });

  test('a teacher’s profile fits the width', async ({ page }, testInfo) => {
    const email = `phone-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
    await page.goto(`/signup?next=${encodeURIComponent('/profile/')}`);
    const form = page.getByRole('tabpanel', { name: 'Teacher' });
    await form.getByLabel('First name').fill('Pat');
    await form.getByLabel('Last name').fill('Phone');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create teacher account' }).click();
    await finishTeacherSignUp(page, email);
    await page.waitForURL((url) => url.pathname === '/profile/');
    await expect(page.getByLabel('First name')).toBeVisible({ timeout: 60_000 });
    // Signing up is a page load: the profile opens at its top, not where the sign-up form was scrolled.
    await expectInFirstScreen(page.getByRole('heading', { level: 1 }), 'the profile title');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await checkPage(page, testInfo, 'profile');
  });
});

test.describe('search at 375 px', () => {
  test('results and their count come first; filters open in a dialog by keyboard; chips remove them', async ({
    page,
  }, testInfo) => {
    await page.goto('/search/?q=water');
    const count = page.locator('#results-title');
    await expect(count).toHaveText(/^\d+ resources?/);
    await expectInFirstScreen(count, 'the result count');
    await expectInFirstScreen(page.getByRole('main').getByRole('article').first(), 'the first result');
    // The facet groups are not on the page until asked for.
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    await checkPage(page, testInfo, 'search');

    const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
    await tabTo(page, filtersButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    const video = dialog.getByRole('checkbox', { name: /^Video \(\d+\)$/ });
    await expect(video).toBeVisible();
    await expectAccessible(page, 'search filters dialog at 375 px');
    await snapshot(page, testInfo, 'search filters');

    await tabTo(page, video);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/selected_facet=media_type%3AVideo/);
    await expect(video).toBeChecked();
    await expect(dialog.getByRole('button', { name: /^Show \d+ resources?$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(filtersButton).toBeFocused();

    const chip = page.getByRole('button', { name: 'Remove filter Type: Video' });
    await expectInFirstScreen(chip, 'the chosen filter');
    await expectInFirstScreen(count, 'the result count with a filter');
    await snapshot(page, testInfo, 'search with a chip');
    await tabTo(page, chip);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/selected_facet=/);
    await expect(chip).toHaveCount(0);
    // The chip took focus with it: focus goes back to the filters.
    await expect(filtersButton).toBeFocused();
    await expectNoHorizontalOverflow(page);
  });

  test('the dialog’s close button and “Show” button close it too', async ({ page }) => {
    await page.goto('/search/?q=water&selected_facet=media_type:Video&selected_facet=grades:6-8');
    await expect(page.getByRole('button', { name: 'Remove filter Grades: Middle School' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove filter Type: Video' }).click();
    // The next chip takes focus.
    await expect(page.getByRole('button', { name: 'Remove filter Grades: Middle School' })).toBeFocused();

    const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
    await filtersButton.click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('button', { name: 'Close filters' }).click();
    await expect(dialog).toBeHidden();
    await filtersButton.click();
    await dialog.getByRole('button', { name: /^Show \d+ resources?$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(filtersButton).toBeFocused();
  });
});

test.describe('station on a phone', () => {
  test('the burger menu offers the local station and opens the station modal', async ({ page }, testInfo) => {
    await page.goto('/about/');
    // The header's selector is folded away at this width.
    await expect(page.locator('#station-selector')).toBeHidden();
    const burger = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await tabTo(page, burger);
    await page.keyboard.press('Enter');
    const entry = page.getByRole('navigation', { name: 'Menu' }).getByRole('button', {
      name: 'Choose your local station',
    });
    await expect(entry).toBeVisible();
    // The header's selector keeps the id focus returns to; the menu's copy must not repeat it.
    await expect(page.locator('#station-selector')).toHaveCount(1);
    await expectAccessible(page, 'burger menu with the station entry');
    await snapshot(page, testInfo, 'menu');
    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Find Your Local Station');
    await expectNoHorizontalOverflow(page);
    await snapshot(page, testInfo, 'station modal');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(entry).toBeFocused();
  });

  test('a localized visitor sees the station in the menu, and its banner on browse pages only (decision 0011)', async ({
    page,
  }, testInfo) => {
    const station = await localizeTo(page, 'MA', 'WGBH', '/subjects/science/');
    const banner = page.locator('[data-station-banner]');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { level: 2 })).toBeVisible();
    // After the resources, so they keep the first screen.
    await expectInFirstScreen(page.getByRole('heading', { level: 1, name: 'Science' }), 'the subject title');
    const bannerBelowResults = await banner.evaluate((element) => {
      const results = document.getElementById('browse-results-title');
      return (
        results !== null &&
        Boolean(results.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    });
    expect(bannerBelowResults, 'the banner should follow the resources').toBe(true);
    await banner.scrollIntoViewIfNeeded();
    await checkPage(page, testInfo, 'subject with station banner');

    await page.goto('/grades/middle-school/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(
      page
        .getByRole('navigation', { name: 'Menu' })
        .getByRole('button', { name: `Local station: ${station.commonName}` }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    for (const address of [
      '/search/?q=water',
      `/resource/${VIDEO_RESOURCE}/`,
      `/collection/${COLLECTION}/`,
    ]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expect(banner, `no station banner on ${address}`).toHaveCount(0);
    }
    await expectAccessible(page);
  });
});

import { tabTo } from '../fixtures/keyboard.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/** The homepage's sections as marked in the page, top to bottom. */
const sectionOrder = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-home-section]')].map(
      (section) => section.dataset.homeSection,
    ),
  );

test.describe('home page', () => {
  test('loads with the product title, headline and footer copyright', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Lantern | Teaching Resources For Students And Teachers');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bring the World to Your Classroom' }),
    ).toBeVisible();
    await expectAccessible(page);

    const footer = page.getByRole('contentinfo');
    const year = String(new Date().getFullYear());
    await expect(footer).toContainText(year);
    await expect(footer).toContainText('All rights reserved');
    await expect(footer.getByText(new RegExp(`©.*${year}|${year}.*All rights reserved`))).toBeVisible();
  });

  test('shows its sections in the spec order, filled from the demo library', async ({ page }) => {
    // Many checks over a page of nine calls, the series and collections ones the slowest to answer.
    test.slow();
    const heroImageRequest = page.waitForRequest(/\/media\/heroes\/[\w-]+\.webp$/);
    await page.goto('/');

    const hero = page.locator('[data-home-section="hero"]');
    await expect(
      hero.getByText('Your local public media stations and Lantern have curated FREE'),
    ).toBeVisible();
    await expect(hero.getByRole('searchbox', { name: 'Search classroom resources' })).toHaveAttribute(
      'placeholder',
      'Search classroom resources...',
    );
    // The hero is 300 px tall on a desktop, with a hero image from the demo library under the gradient.
    expect((await hero.boundingBox())?.height).toBe(300);
    await heroImageRequest;

    const featured = page.getByRole('region', { name: 'Featured Resources' });
    await expect(featured).toHaveAttribute('aria-roledescription', 'carousel');
    const featuredCards = featured
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(featuredCards.first()).toBeVisible();
    expect(await featuredCards.count()).toBeGreaterThanOrEqual(5);

    await expect(page.getByRole('tab', { name: 'Browse by Subject' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Science' })).toHaveAttribute(
      'href',
      '/subjects/science/',
    );

    // National ads, ascending by spot.
    const news = page.getByRole('region', { name: 'News and Events' });
    const adTexts = news.getByRole('listitem');
    await expect(adTexts).toHaveCount(3);
    await expect(adTexts.nth(0)).toContainText('Earth Day is April 22');
    await expect(adTexts.nth(1)).toContainText('Story Lab');
    await expect(adTexts.nth(2)).toContainText('misinformation');
    await expect(adTexts.nth(0).getByRole('link', { name: 'Explore the collection' })).toHaveAttribute(
      'href',
      '/collection/earth-day/',
    );

    const collections = page.getByRole('region', { name: 'Award Winning Series and Collections' });
    await expect(collections.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 60_000 });
    expect(await collections.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(3);
    await expect(collections.getByText('Series').first()).toBeVisible();
    const seeAll = collections.getByRole('link', { name: 'See All Collections' });
    const seeAllUrl = new URL((await seeAll.getAttribute('href')) ?? '', 'http://x');
    expect(seeAllUrl.pathname).toBe('/search');
    expect(seeAllUrl.searchParams.get('q')).toBe('');
    expect(seeAllUrl.searchParams.getAll('selected_facet')).toEqual(['media_type:Collection']);

    // Recommendations are off unless FEATURE_RECOMMENDATIONS is set.
    await expect(page.getByRole('heading', { name: 'What Similar Users Have Viewed:' })).toHaveCount(0);

    const unlock = page.getByRole('region', { name: 'Unlock the Power of Lantern' });
    await expect(unlock.getByRole('listitem')).toHaveCount(6);
    await expect(unlock.getByRole('link', { name: 'Get More Features Free' })).toHaveAttribute(
      'href',
      '/signup',
    );

    expect(await sectionOrder(page)).toEqual([
      'hero',
      'home-featured-title',
      'browse',
      'home-news-title',
      'home-collections-title',
      'home-unlock-title',
      'home-local-title',
    ]);
    await expectAccessible(page, 'all sections loaded');
  });

  test('the featured carousel pages by keyboard and keeps focus on its buttons', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Resources' });
    const track = featured.getByRole('list');
    const previous = featured.getByRole('button', { name: 'Previous featured resources' });
    const next = featured.getByRole('button', { name: 'Next featured resources' });
    const status = featured.getByRole('status');
    const scrollLeft = () => track.evaluate((element) => element.scrollLeft);
    // Smooth scrolling takes a moment: the next press must start from where the last one came to rest.
    const scrollSettled = async () => {
      let last = await scrollLeft();
      await expect
        .poll(
          async () => {
            const now = await scrollLeft();
            const still = now === last;
            last = now;
            return still;
          },
          { intervals: [150] },
        )
        .toBe(true);
    };

    await tabTo(page, next);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'false');

    await page.keyboard.press('Enter');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await scrollSettled();
    await expect(next).toBeFocused();
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    await expect(status).toHaveText(/^Showing featured resources \d+ to \d+ of \d+$/);
    await expectAccessible(page, 'carousel paged');

    // Keep going to the end: the button says it can go no further but keeps focus.
    for (let presses = 0; presses < 10 && (await next.getAttribute('aria-disabled')) === 'false'; presses++) {
      const before = await scrollLeft();
      await page.keyboard.press('Space');
      await expect.poll(scrollLeft).toBeGreaterThan(before);
      await scrollSettled();
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();
    const total = await featured.getByRole('listitem').count();
    await expect(status).toHaveText(new RegExp(`to ${total} of ${total}$`));

    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    const atEnd = await scrollLeft();
    await page.keyboard.press('Enter');
    await expect.poll(scrollLeft).toBeLessThan(atEnd);

    // Tab from the buttons goes into the cards: the first card's link, scrolled into view.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const firstLink = featured.getByRole('listitem').first().getByRole('link').first();
    await expect(firstLink).toBeFocused();
    await expect(firstLink).toBeInViewport();
  });

  test('the carousel moves without animation when reduced motion is asked for', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Resources' });
    const track = featured.getByRole('list');
    await featured.getByRole('button', { name: 'Next featured resources' }).click();
    // Without smooth scrolling the row is at its new place straight away, not on its way there.
    const positions = await track.evaluate(async (element) => {
      const first = element.scrollLeft;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return [first, element.scrollLeft];
    });
    expect(positions[0]).toBeGreaterThan(0);
    expect(positions[1]).toBe(positions[0]);
  });

  test('browse tabs switch by keyboard and lead to a grade page', async ({ page }) => {
    await page.goto('/');
    const subjectTab = page.getByRole('tab', { name: 'Browse by Subject' });
    const gradeTab = page.getByRole('tab', { name: 'Browse by Grade' });
    await tabTo(page, subjectTab);
    await page.keyboard.press('ArrowRight');
    await expect(gradeTab).toBeFocused();
    await expect(gradeTab).toHaveAttribute('aria-selected', 'true');
    const gradePanel = page.getByRole('tabpanel', { name: 'Browse by Grade' });
    await expect(gradePanel.getByRole('link')).toHaveText([
      'PreK',
      'Early Elementary',
      'Upper Elementary',
      'Middle School',
      'High School',
    ]);
    await expect(page.getByRole('tabpanel', { name: 'Browse by Subject' })).toBeHidden();
    await expectAccessible(page, 'grade tab');

    await page.keyboard.press('Tab');
    await expect(gradePanel.getByRole('link', { name: 'PreK' })).toBeFocused();
    await tabTo(page, gradePanel.getByRole('link', { name: 'Middle School' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/grades\/middle-school\/$/);
  });

  test('searching from the hero lands on /search?q=…', async ({ page }) => {
    await page.goto('/');
    const box = page.locator('[data-home-section="hero"]').getByRole('searchbox');
    await box.fill('water cycle');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=water(\+|%20)cycle$/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('water cycle');
    await expectAccessible(page, 'search page');
  });

  test('a section whose call fails says so and recovers on retry, without breaking the page', async ({
    page,
  }) => {
    // The retry waits in line behind the page's other calls, the series and collections ones among them.
    test.slow();
    let failAds = true;
    await page.route('**/api/v2/get_adds/**', (route) =>
      failAds
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable"}' })
        : route.fallback(),
    );
    // A home page loaded from the server carries its sections' data (decision 0053): the browser asks for
    // them when the home is reached inside the app.
    await page.goto('/about/');
    await page.getByRole('link', { name: 'Lantern home' }).first().click();
    const news = page.getByRole('region', { name: 'News and Events' });
    await expect(news.getByText('We couldn’t load the news and events just now.')).toBeVisible();
    // The other sections are unaffected.
    const featured = page.getByRole('region', { name: 'Featured Resources' });
    await expect(featured.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expectAccessible(page, 'ads failed');

    failAds = false;
    await news.getByRole('button', { name: 'Try again' }).click();
    await expect(news.getByRole('listitem')).toHaveCount(3, { timeout: 90_000 });
  });
});

test.describe('student home', () => {
  test('shows what students watch and the subjects for students, and searches as a student', async ({
    page,
  }) => {
    await page.goto('/student/');
    await expect(page).toHaveURL(/\/student\/\?student=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore, watch and learn' })).toBeVisible();

    const popular = page.getByRole('region', { name: 'Popular with Students' });
    await expect(popular.getByRole('heading', { level: 3 }).first()).toBeVisible();

    const subjects = page.getByRole('region', { name: 'Explore by Subject' });
    await expect(subjects.getByRole('link', { name: 'Science' })).toHaveAttribute(
      'href',
      '/subjects/science/?student=true',
    );
    await expect(subjects.getByRole('link', { name: 'Professional Development' })).toHaveCount(0);
    await expectAccessible(page);

    const box = page.locator('[data-home-section="hero"]').getByRole('searchbox');
    await box.fill('volcano');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('q')).toBe('volcano');
    expect(params.get('student')).toBe('true');
    // A student's search first asks for a grade (spec 1 §2.10).
    await expect(page.getByRole('dialog', { name: 'Choose your grade to start exploring!' })).toBeVisible();
    await expectAccessible(page, 'grade gate over the results');
  });
});

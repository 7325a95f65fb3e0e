import type { Page } from '@playwright/test';
import { apiGet } from '../fixtures/api.ts';
import { PLAYER_LESSON } from '../fixtures/assignments.ts';
import { assignPlayerLessonForEachTest } from '../fixtures/player.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * Public pages come from the server with their content in the HTML and the browser hydrates them without
 * changing anything (issue 24, docs/decisions/0053): no hydration mismatch, no recoverable error (React
 * then throws the server's HTML away and renders again), no script refused by the CSP.
 */

const COLLECTION = 'lantern-plus-science-lab';

/** React's hydration failures in development and production (minified #418–#425) and recoverable errors. */
const HYDRATION_PROBLEM =
  /hydrat|did not match|server rendered|recoverable|Minified React error #(418|419|421|422|423|425)/i;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(String(error))) problems.push(`pageerror: ${String(error)}`);
  });
  return problems;
}

async function publicPages(page: Page) {
  await page.goto('/about/');
  const query = new URLSearchParams({ q: '', count: '5', rank_by: 'title' });
  query.append('selected_facet', 'media_type:Video');
  const { objects } = await apiGet<{ objects: { resource_code: string; title: string }[] }>(
    page,
    `/api/v2/search/?${query}`,
  );
  const video = objects[0];
  if (!video) throw new Error('the demo library has no video');
  const word = video.title.toLowerCase().match(/[a-z]{4,}/)?.[0] ?? 'water';
  return [
    { name: 'home', path: '/', text: 'Lantern' },
    { name: 'search', path: `/search/?q=${encodeURIComponent(word)}`, text: video.title },
    { name: 'video resource', path: `/resource/${video.resource_code}/`, text: video.title },
    { name: 'collection', path: `/collection/${COLLECTION}/`, text: null },
    { name: 'subject', path: '/subjects/science/', text: 'Science' },
    { name: 'grade', path: '/grades/3-5/', text: null },
    { name: 'credits', path: `/credits/${video.resource_code}/`, text: video.title },
    { name: 'about', path: '/about/', text: null },
    { name: 'signup', path: '/signup/', text: null },
  ];
}

for (const viewport of [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`server-rendered pages on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('arrive with their content and hydrate without a mismatch', async ({ page }) => {
      test.setTimeout(240_000);
      const pages = await publicPages(page);
      for (const { name, path, text } of pages) {
        const html = await (await page.request.get(path)).text();
        expect(html, `${name}: rendered on the server`).toContain('id="lantern-server-data"');
        const root = html.slice(html.indexOf('<div id="root">'));
        expect(root, `${name}: the main region is in the HTML`).toContain('id="main-content"');
        if (text)
          expect(root, `${name}: its content is in the HTML`).toContain(text.replaceAll('&', '&amp;'));

        const problems = watchConsole(page);
        await page.goto(path);
        await expect(page.locator('#main-content h1').first()).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        expect(problems, `${name} (${path}) hydrates without a problem`).toEqual([]);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
        await expectAccessible(page, name);
      }
    });
  });
}

test("a page's largest image has loaded before the app asks for its scripts", async ({ page, browser }) => {
  // after-paint.ts holds the app's module preloads back until the poster, hero or first result has painted
  // (decision 0063): on a slow connection some forty scripts would otherwise share it with that image.
  test.setTimeout(120_000);
  const pages = (await publicPages(page)).filter(({ name }) =>
    ['home', 'search', 'video resource', 'collection'].includes(name),
  );
  for (const { name, path } of pages) {
    // A new context each time: scripts from the memory cache leave no timing to compare.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(path);
    await expect(fresh.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
    const timing = await fresh.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const poster = entries.find((entry) => entry.name === image?.currentSrc);
      const appScripts = entries.filter(
        (entry) => /\/assets\/.*\.js$/.test(entry.name) && !entry.name.includes('/after-paint-'),
      );
      return {
        posterEnd: poster?.responseEnd ?? null,
        appScripts: appScripts.length,
        firstAppScript: Math.min(...appScripts.map((entry) => entry.startTime)),
      };
    });
    expect(timing.posterEnd, `${name}: its largest image was fetched`).not.toBeNull();
    expect(timing.appScripts, `${name}: the app's scripts were fetched`).toBeGreaterThan(10);
    expect(
      timing.firstAppScript,
      `${name}: no app script asked for before the image arrived`,
    ).toBeGreaterThan(timing.posterEnd ?? Number.POSITIVE_INFINITY);
    await context.close();
  }
});

test('a signed-in teacher gets the page rendered in the browser, never a visitor page', async ({
  page,
  teacher,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('id="lantern-server-data"');
  await page.goto('/');
  await expect(page.getByText(teacher.firstName).first()).toBeVisible();
  await expectAccessible(page, 'teacher home');
});

test.describe('the quick assignment player, rendered for an anonymous student', () => {
  const assigned = assignPlayerLessonForEachTest();

  test('its name form and its slides arrive in the HTML and hydrate without a mismatch', async ({ page }) => {
    const path = `/student/code/${assigned.current.code}/`;
    const problems = watchConsole(page);
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('id="lantern-server-data"');
    expect(html.slice(html.indexOf('<div id="root">'))).toContain(PLAYER_LESSON.name);
    await page.goto(path);
    // The student guard's address, put in place before hydrating (main.tsx), not by a redirect after it.
    await expect(page).toHaveURL(/student=true/);
    const name = page.getByLabel('Your name');
    await expect(name).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(problems, 'the name form hydrates without a problem').toEqual([]);
    await name.fill('Ada');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Slide 1 of 4')).toBeVisible();
    // Coming back, the browser's quick-assign cookie brings the slide itself in the HTML.
    const again = await (await page.request.get(page.url())).text();
    expect(again).toContain('Slide <!-- -->1<!-- --> of <!-- -->4');
    await page.reload();
    await expect(page.getByText('Slide 1 of 4')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await expectAccessible(page, 'player rendered on the server');
  });
});

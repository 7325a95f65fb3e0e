import type { Page } from '@playwright/test';
import { finishTeacherSignUp } from '../fixtures/accounts.ts';
import { pageShown } from '../fixtures/page-shown.ts';
import { signUpStudentInDialog } from '../fixtures/student-signup.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The newcomer's first walk (issue 13 'Done when'): a visitor, a teacher and a student click through
 * the main pages at 1280 px and at 375 px and meet no console error, failed call, broken image or
 * link that leads to the 404 page. A compact version of the hand walk: one resource per journey, each
 * distinct same-origin link followed once.
 */

const NOT_FOUND = "We can't seem to find the page you're looking for";
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '375 px', viewport: { width: 375, height: 667 } },
] as const;

type Problems = string[];

/** Records every console error, page error, failed request and error response of `page`. */
function watch(page: Page): Problems {
  const problems: Problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A navigation or media range request cut short by the next page load is not a failure.
    if (!failure.includes('ERR_ABORTED')) problems.push(`request failed: ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} for ${response.url()} on ${page.url()}`);
  });
  return problems;
}

/**
 * Opens `path`, lets it settle, scrolls through it (lazy images load) and returns its same-origin page
 * links; images that failed to load are added to `problems`.
 */
async function visit(page: Page, path: string, problems: Problems): Promise<string[]> {
  await page.goto(path);
  await pageShown(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  const { broken, links } = await page.evaluate(() => ({
    broken: [...document.images]
      .filter((image) => image.complete && image.naturalWidth === 0 && image.currentSrc)
      .map((image) => image.currentSrc),
    // The shell's own links (header, menus, footer) are shell-links.spec.ts's; these are the page's.
    links: [...document.querySelectorAll<HTMLAnchorElement>('#main-content a[href]')]
      .map((anchor) => new URL(anchor.href))
      .filter((url) => url.origin === window.location.origin && !url.pathname.startsWith('/media/'))
      .map((url) => `${url.pathname}${url.search}`),
  }));
  for (const source of broken) problems.push(`broken image on ${path}: ${source}`);
  return links;
}

/** Resource and collection links are many and alike: a few of each kind stand for the rest. */
const SAMPLED_KINDS = /^\/(?:add-on\/)?(resource|collection)\//;
const PER_KIND = 3;

/** Follows each link not followed before; a link that renders the 404 page is a problem. */
async function followLinks(page: Page, links: Iterable<string>, followed: Set<string>, problems: Problems) {
  for (const link of links) {
    if (followed.has(link)) continue;
    const kind = SAMPLED_KINDS.exec(link)?.[1];
    if (kind && [...followed].filter((done) => SAMPLED_KINDS.exec(done)?.[1] === kind).length >= PER_KIND) {
      continue;
    }
    followed.add(link);
    await page.goto(link);
    await pageShown(page);
    if (await page.getByText(NOT_FOUND).isVisible()) problems.push(`dead link: ${link}`);
  }
}

/** The pages every journey sees: home, a search with a facet, a resource, a collection, a subject and a grade. */
async function walkCatalog(page: Page, problems: Problems): Promise<Set<string>> {
  const links = new Set<string>();
  const add = (found: string[]) => {
    for (const link of found) links.add(link);
  };
  add(await visit(page, '/', problems));
  add(await visit(page, '/search/?q=science&selected_facet=media_type:Video', problems));
  add(await visit(page, '/resource/math-013-vid/', problems));
  add(await visit(page, '/collection/little-explorers/', problems));
  add(await visit(page, '/subjects/science/', problems));
  add(await visit(page, '/grades/prek/', problems));
  return links;
}

test.describe('first walk', () => {
  test('a visitor meets no error, broken image or dead link on desktop and at 375 px', async ({ page }) => {
    test.slow();
    const problems = watch(page);
    const followed = new Set<string>();
    for (const { viewport } of WIDTHS) {
      await page.setViewportSize(viewport);
      const links = await walkCatalog(page, problems);
      for (const link of await visit(page, '/student/', problems)) links.add(link);
      for (const link of await visit(page, '/add-on/log-in/', problems)) links.add(link);
      await followLinks(page, links, followed, problems);
    }
    expect(problems).toEqual([]);
  });

  test('an interactive opened in its own tab, as its resource page offers, logs no error', async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto('/resource/ela-015-int/');
    const own = page.locator('#main-content a[href*="/media/"][href$=".html"]').first();
    const href = await own.getAttribute('href');
    expect(href, 'the resource page links to the interactive itself').toBeTruthy();
    await page.goto(href as string);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('the API documentation the admin bar links to renders without a console error', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Lantern API/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    // Swagger UI's own page is not Lantern's to make axe clean; the walk ends on a page of ours.
    await page.goto('/');
    await expectAccessible(page);
  });

  test('the footer offers a newsletter sign-up whose call works', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/');
    const field = page.getByRole('contentinfo').getByLabel('Get the newsletter');
    await field.fill(`walker-${Date.now()}@example.org`);
    const reply = page.waitForResponse((response) => response.url().includes('subscribe-to-newsletter'));
    await page.getByRole('contentinfo').getByRole('button', { name: 'Sign up' }).click();
    expect((await reply).ok()).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a teacher signs up and meets no error, broken image or dead link on desktop and at 375 px', async ({
    page,
  }) => {
    test.slow();
    const problems = watch(page);
    await page.goto('/signup');
    const form = page.getByRole('tabpanel', { name: 'Teacher' });
    await form.getByLabel('First name').fill('Walker');
    await form.getByLabel('Last name').fill('Teacher');
    const email = `walker-${Date.now()}@example.org`;
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('lantern-walk-Passw0rd');
    await form.getByRole('button', { name: 'Create teacher account' }).click();
    await finishTeacherSignUp(page, email);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Walker' })).toBeVisible();
    const followed = new Set<string>();
    for (const { viewport } of WIDTHS) {
      await page.setViewportSize(viewport);
      const links = await walkCatalog(page, problems);
      for (const link of await visit(page, '/profile/', problems)) links.add(link);
      for (const link of await visit(page, '/add-on/search/?q=math', problems)) links.add(link);
      await followLinks(page, links, followed, problems);
    }
    expect(problems).toEqual([]);
  });

  test('a student signs up and meets no error, broken image or dead link on desktop and at 375 px', async ({
    page,
  }) => {
    test.slow();
    const problems = watch(page);
    const firstName = `Walker-${Date.now().toString(36)}`;
    await signUpStudentInDialog(page, firstName, 'pancakes');
    const followed = new Set<string>();
    for (const { viewport } of WIDTHS) {
      await page.setViewportSize(viewport);
      // The student's own pages; `/` opens the student home for a signed-in student.
      const links = await walkCatalog(page, problems);
      await followLinks(page, links, followed, problems);
    }
    expect(problems).toEqual([]);
  });
});

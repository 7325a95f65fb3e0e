import type { Page } from '@playwright/test';
import { pageShown } from '../fixtures/page-shown.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * True links (issue 13): every same-origin link of the shell — header, menus, footer, the admin bar and
 * the add-on and sign-up pages — opens a real page, never the 404 page, on desktop and at 375 px; a
 * preview makes no call that must fail, and Exit preview never leads to a 404.
 */

const NOT_FOUND_TEXT = "We can't seem to find the page you're looking for";
const UNPUBLISHED_RESOURCE = 'sci-004-doc';
const UNPUBLISHED_COLLECTION = 'ocean-explorers-coming-soon';

/** Same-origin link targets inside `selector` (hash dropped), as the browser resolves them. */
async function linksIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const targets: string[] = [];
    const selector = scope
      .split(',')
      .map((part) => `${part.trim()} a[href]`)
      .join(', ');
    for (const anchor of document.querySelectorAll(selector)) {
      const url = new URL(anchor.getAttribute('href') ?? '', window.location.href);
      if (url.origin === window.location.origin) targets.push(`${url.pathname}${url.search}`);
    }
    return targets;
  }, selector);
}

const SHELL = 'header, footer, nav, [role="banner"], [role="contentinfo"], [role="menu"], [role="dialog"]';

/** The page, its header menus opened one after another (desktop dropdowns or the mobile menu). */
async function collectShellLinks(page: Page, path: string, mobile: boolean, into: Set<string>) {
  await page.goto(path);
  await expect(page.locator('#main-content h1').first()).toBeVisible({ timeout: 60_000 });
  const add = async (selector = SHELL) => {
    for (const link of await linksIn(page, selector)) into.add(link);
  };
  await add();
  const banner = page.getByRole('banner');
  if (mobile) {
    const burger = banner.getByRole('button', { name: /menu|browse/i }).first();
    if (!(await burger.isVisible())) return;
    for (const view of ['Subjects', 'Grades']) {
      if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
      const entry = page.getByRole('button', { name: view, exact: true });
      if (!(await entry.isVisible())) continue;
      await entry.click();
      await add();
      // A parent subject opens its disciplines.
      const firstSubject = page.getByRole('navigation', { name: 'Menu' }).getByRole('button').nth(1);
      if (view === 'Subjects' && (await firstSubject.isVisible())) {
        await firstSubject.click();
        await add();
      }
      await page.keyboard.press('Escape');
      if ((await burger.getAttribute('aria-expanded')) === 'true') await burger.click();
    }
    return;
  }
  for (const name of ['Subjects', 'Grades']) {
    const trigger = banner.getByRole('button', { name, exact: true });
    if (!(await trigger.isVisible())) continue;
    await trigger.click();
    const menu = page.getByRole('menu');
    if (await menu.isVisible()) {
      await add();
      await page.keyboard.press('Escape');
    }
  }
}

/** Opens `path` and checks it is a real page: no error status, and in the app not the 404 page. */
async function expectRealPage(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), `${path} answers`).toBeLessThan(400);
  // Not the web app (the API documentation, say): its answer is enough.
  if (!(await response.text()).includes('<div id="root">')) return;
  await page.goto(path);
  await pageShown(page, `${path} shows a page`, 60_000);
  await expect(page.getByText(NOT_FOUND_TEXT), `${path} is not the 404 page`).toHaveCount(0);
  expect(await page.title(), `${path} is not an error 404 page`).not.toMatch(/^Error 404/);
  expect(new URL(page.url()).search, `${path} did not end on the 404 error page`).not.toContain('status=404');
}

test.describe('every link of the shell leads to a real page', () => {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['375 px', { width: 375, height: 800 }],
  ] as const) {
    test(`as a visitor, ${label}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const mobile = viewport.width < 992;
      const links = new Set<string>();
      for (const path of ['/', '/student/?student=true', '/about/']) {
        await collectShellLinks(page, path, mobile, links);
      }
      // The add-on login and the sign-up landing page carry help links of their own.
      for (const path of ['/add-on/log-in/', '/signup']) {
        await collectShellLinks(page, path, mobile, links);
        for (const link of await linksIn(page, '#main-content')) links.add(link);
      }
      await expectAccessible(page, `sign-up page, ${label}`);
      expect(links.size, 'the shell has links').toBeGreaterThan(10);
      for (const link of links) {
        if (link.startsWith('/api/')) continue; // downloads and sign-out are calls, not pages
        await expectRealPage(page, link);
      }
    });
  }
});

test.describe('admin', () => {
  // One sign-in for all: the admin signs in by a password-reset mail, and resets are rate-limited.
  test('the admin bar and user menu link only to what exists; previews make no failing call, Exit goes home', async ({
    page,
    admin,
  }) => {
    test.slow();
    await page.goto('/');
    const adminBar = page.getByRole('navigation', { name: 'Admin' });
    await expect(adminBar).toBeVisible();
    await expectAccessible(page, 'home with the admin bar');
    const links = new Set(await linksIn(page, 'nav[aria-label="Admin"]'));
    expect(links.size, 'the admin bar has links').toBeGreaterThan(0);
    // The signed-in user menu (an admin gets the teacher entries; those of classroom areas not built
    // yet are left out, lib/classroom-areas.ts).
    await page.getByRole('banner').getByRole('button', { name: admin.firstName }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    const menuLinks = await linksIn(page, '[role="menu"]');
    expect(menuLinks, 'the user menu links to the profile').toContain('/profile/');
    for (const built of [
      '/tools/dashboard/',
      '/tools/favorites/',
      '/tools/folders/',
      '/tools/lessonbuilder/',
      '/tools/assignments/',
      '/tools/classes/',
    ]) {
      expect(menuLinks, 'the user menu links to the library').toContain(built);
    }
    for (const link of menuLinks) links.add(link);
    await page.keyboard.press('Escape');
    for (const link of links) await expectRealPage(page, link);
    // A tools address typed by hand that no area has is the 404 page, never a placeholder.
    await page.goto('/tools/no-such-area/');
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();

    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() >= 400 && url.origin === new URL(page.url()).origin) {
        failures.push(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
      }
    });
    for (const [kind, path] of [
      ['Resource', `/resource/preview/${UNPUBLISHED_RESOURCE}/`],
      ['Collection', `/collection/preview/${UNPUBLISHED_COLLECTION}/`],
    ] as const) {
      await page.goto(path);
      const banner = page.getByRole('region', { name: 'Preview' });
      await expect(banner).toContainText(`You are previewing an Unpublished ${kind}`);
      await expect(page.locator('#main-content h1').first()).toBeVisible({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/could not be loaded/i)).toHaveCount(0);
      await expectAccessible(page, `${kind} preview`);
      expect(failures, `calls and console errors of the ${kind} preview`).toEqual([]);

      await banner.getByRole('button', { name: 'Exit preview' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
      await expectAccessible(page, `after leaving the ${kind} preview`);
    }
  });
});

import type { Page } from '@playwright/test';
import { apiGet } from '../fixtures/api.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The teacher library (issue 16): the /tools frame and its redirects, favoriting from search, the
 * dashboard and the favorites page (filters, search, remove with undo), nested folders, filing a
 * resource with the Folder assignment picker, moving it and deleting folders, filing a collection from its
 * page, all by keyboard.
 * Resources are found through the search API, as the app finds them.
 */

const PASSWORD = 'lantern-e2e-Passw0rd';
const TEXT_401 = 'You must be signed in to view this page. Please sign in below.';
const uniqueEmail = () => `library-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

async function signUpTeacher(page: Page, firstName: string) {
  await page.goto('/signup?next=%2Fabout%2F');
  const form = page.getByRole('tabpanel', { name: 'Teacher' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill('Tester');
  await form.getByLabel('Email address').fill(uniqueEmail());
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create teacher account' }).click();
  await page.waitForURL((url) => url.pathname === '/about/');
}

/** The title of the first Video of the demo library by title, and a word of it to search for. */
async function firstVideo(page: Page): Promise<{ title: string; code: string }> {
  const query = new URLSearchParams({ q: '', count: '1', rank_by: 'title' });
  query.append('selected_facet', 'media_type:Video');
  const { objects } = await apiGet<{ objects: Array<{ title: string; resource_code: string }> }>(
    page,
    `/api/v2/search/?${query}`,
  );
  const first = objects[0];
  expect(first, 'the demo library should have a Video').toBeTruthy();
  return { title: first!.title, code: first!.resource_code };
}

/** Presses a control by keyboard: Tab until it has focus, then Enter. */
async function pressByKeyboard(page: Page, name: string | RegExp, role: 'button' | 'link' = 'button') {
  const control = page.getByRole('main').getByRole(role, { name }).first();
  await tabTo(page, control, 200);
  await page.keyboard.press('Enter');
}

const tree = (page: Page) => page.getByRole('navigation', { name: 'Folders' });

/** The query of every favorites read the page makes from now on ('?lo_ids=…' for a lookup, '' for the list). */
function recordFavoriteLookups(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v2/favorites/') searches.push(url.search);
  });
  return searches;
}

test.describe('teacher library', () => {
  test('a visitor meets the 401 flow on every tools page and a sign-in tooltip on Favorites', async ({
    page,
  }) => {
    for (const path of ['/tools/', '/tools/favorites/', '/tools/folders/']) {
      await page.goto(path);
      await expect(page.getByText(TEXT_401)).toBeVisible();
    }
    await expectAccessible(page, '401 for the folders page');
    // In the student look, the bar's Favorites tells a visitor to sign in (spec 1 §6).
    await page.goto('/student/');
    const studentFavorites = page
      .getByRole('navigation', { name: 'Student' })
      .getByRole('link', { name: 'Favorites' });
    await tabTo(page, studentFavorites, 60);
    await expect(studentFavorites).toHaveAccessibleDescription('Sign in to see your favorites');
    await expectAccessible(page, 'student bar with the sign-in tooltip');
  });

  test('favorite from search, see it on the dashboard and the favorites page: filter, search, remove and undo', async ({
    page,
  }) => {
    test.slow();
    await signUpTeacher(page, 'Libby');
    const video = await firstVideo(page);

    // Favorite from the search results, by keyboard. The cards ask only about themselves, never for the whole list.
    const lookups = recordFavoriteLookups(page);
    await page.goto(`/search?q=${encodeURIComponent(video.title)}`);
    const favorite = page.getByRole('button', { name: `Favorite: ${video.title}` }).first();
    await expect(favorite).toHaveAttribute('aria-pressed', 'false', { timeout: 60_000 });
    expect(lookups.length).toBeGreaterThan(0);
    for (const search of lookups) expect(search).toMatch(/^\?lo_ids=\d+((,|%2C)\d+)*$/);
    await expectAccessible(page, 'search results with card actions');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/favorite/') && r.request().method() === 'POST',
    );
    // The card carries the resource id (lo_id): favoriting asks for no resource to learn it.
    const resourceCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/v2/resource/')) resourceCalls.push(r.url());
    });
    await tabTo(page, favorite, 200);
    await page.keyboard.press('Enter');
    const savedReply = await saved;
    expect(savedReply.status()).toBe(201);
    expect(savedReply.request().postDataJSON()).toMatchObject({ lo_id: expect.any(Number) });
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    expect(resourceCalls).toEqual([]);

    // The old addresses and /tools/dashboard/ lead to the dashboard, which greets by first name.
    for (const path of ['/dashboard', '/tools/dashboard/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/tools\/$/);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Libby!' })).toBeVisible();
    const recent = page.getByRole('list', { name: 'Recent favorites' });
    await expect(recent.getByRole('link', { name: video.title })).toBeVisible();
    const toolsNav = page.getByRole('navigation', { name: 'Tools' });
    await expect(toolsNav.getByRole('link')).toHaveText([
      'Dashboard',
      'Favorites',
      'Folders',
      'Lesson Builder',
      'Assignments',
      'Classes',
    ]);
    await expect(toolsNav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'dashboard');
    // Below desktop width the tools entries are in the burger menu instead of beside the page.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(toolsNav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const burger = page.getByRole('navigation', { name: 'Menu' });
    await expect(burger.getByRole('link', { name: 'Folders' })).toBeVisible();
    await expect(burger.getByRole('link', { name: 'Favorites' })).toBeVisible();
    await expectAccessible(page, 'mobile menu with the tools entries');
    await page.keyboard.press('Escape');
    if (desktop) await page.setViewportSize(desktop);

    // The favorites page: filter, search, and the empty result of a filter that matches nothing.
    await page.goto('/favorites');
    await expect(page).toHaveURL(/\/tools\/favorites\/$/);
    const favorites = page.getByRole('list', { name: 'Favorites' });
    await expect(favorites.getByRole('link', { name: video.title })).toBeVisible();
    await expectAccessible(page, 'favorites page');
    await page.getByLabel('Media type').selectOption('Video');
    await expect(page).toHaveURL(/media_type=Video/);
    await expect(favorites.getByRole('link', { name: video.title })).toBeVisible();
    await page.getByLabel('Media type').selectOption('Audio');
    await expect(page.getByText('None of your favorites match.')).toBeVisible();
    await page.getByRole('link', { name: 'Show all favorites' }).click();
    await expect(favorites.getByRole('link', { name: video.title })).toBeVisible();
    const searchBox = page.getByRole('searchbox', { name: 'Search your favorites' });
    await searchBox.fill('zzzz-no-such-words');
    await searchBox.press('Enter');
    await expect(page.getByText('None of your favorites match.')).toBeVisible();
    await searchBox.fill(video.title.split(' ')[0] ?? video.title);
    await searchBox.press('Enter');
    await expect(favorites.getByRole('link', { name: video.title })).toBeVisible();
    await expectAccessible(page, 'favorites page, searched');

    // Remove from favorites with undo, by keyboard.
    await page.goto('/tools/favorites/');
    await pressByKeyboard(page, `Remove ${video.title} from favorites`);
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await expect(page.getByText('You have no favorites yet.')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('list', { name: 'Favorites' }).getByRole('link', { name: video.title }),
    ).toBeVisible();
    await expectAccessible(page, 'favorites after undo');
  });

  test('favorite from a home carousel card and from a related card of a resource page', async ({
    page,
    teacher: _,
  }) => {
    test.slow();
    // Home: the featured carousel's cards have Favorite and Add to folder; their state comes from one lookup.
    const lookups = recordFavoriteLookups(page);
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Resources' });
    const card = featured.getByRole('listitem').first();
    const title = (await card.getByRole('heading').innerText()).trim();
    const favorite = card.getByRole('button', { name: `Favorite: ${title}` });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false', { timeout: 60_000 });
    expect(lookups.length).toBeGreaterThan(0);
    for (const search of lookups) expect(search).toMatch(/^\?lo_ids=\d+((,|%2C)\d+)*$/);
    await expectAccessible(page, 'home carousels with card actions');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/favorite/') && r.request().method() === 'POST',
    );
    await tabTo(page, favorite, 300);
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(201);
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await card.getByRole('button', { name: `Add to folder: ${title}` }).click();
    await expect(page.getByRole('dialog', { name: 'Add to folder' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Reloaded, the lookup says it is a favorite.
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Featured Resources' })
        .getByRole('button', { name: `Favorite: ${title}` }),
    ).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });

    // A resource page: its related cards ask nothing until the user comes to their Favorite button.
    const video = await firstVideo(page);
    const detail = await apiGet<{ related_resources: Array<{ title: string; lo_id: number }> }>(
      page,
      `/api/v2/resource/${video.code}/`,
    );
    const related = detail.related_resources[0];
    expect(related, 'the demo video should have related resources').toBeTruthy();
    lookups.length = 0;
    await page.goto(`/resource/${video.code}/`);
    const cards = page.getByRole('list', { name: 'Related resources' });
    const relatedFavorite = cards.getByRole('button', { name: `Favorite: ${related!.title}` }).first();
    await expect(relatedFavorite).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    expect(lookups).toEqual([]);
    await expect(relatedFavorite).not.toHaveAttribute('aria-pressed', /.*/);
    await tabTo(page, relatedFavorite, 300);
    await expect(relatedFavorite).toHaveAttribute('aria-pressed', 'false');
    expect(lookups).toEqual([`?lo_ids=${related!.lo_id}`]);
    const savedRelated = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/favorite/') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await savedRelated).request().postDataJSON()).toMatchObject({ lo_id: related!.lo_id });
    await expect(relatedFavorite).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, 'resource page with related card actions');
    await cards
      .getByRole('button', { name: `Add to folder: ${related!.title}` })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Add to folder' })).toBeVisible();
    await expectAccessible(page, 'folder picker of a related card');
  });

  test('make nested folders, file a resource from its page, move it and delete a folder, by keyboard', async ({
    page,
  }) => {
    test.slow();
    await signUpTeacher(page, 'Folda');
    const video = await firstVideo(page);

    // Nested folders, made by keyboard.
    await page.goto('/folders');
    await expect(page).toHaveURL(/\/tools\/folders\/$/);
    await expect(page.getByText('You have no folders yet.')).toBeVisible();
    await pressByKeyboard(page, 'New folder');
    await page.keyboard.type('Science');
    await page.keyboard.press('Enter');
    await expect(tree(page).getByRole('link', { name: /^Science/ })).toHaveAttribute('aria-current', 'page');
    await pressByKeyboard(page, 'New subfolder');
    await expectAccessible(page, 'new folder dialog');
    await page.keyboard.type('Cells');
    await page.keyboard.press('Enter');
    await expect(tree(page).getByRole('link', { name: /^Cells/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Science / Cells' })).toBeVisible();
    // An empty name is refused with the limit shown, nothing sent.
    await pressByKeyboard(page, 'New folder');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByText('Give the folder a name.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'nested folders');

    // File the resource in Science / Cells with the picker on its page, by keyboard.
    await page.goto(`/resource/${video.code}/`);
    await expect(page.getByRole('region', { name: 'Resource actions' })).toBeVisible({ timeout: 60_000 });
    await pressByKeyboard(page, `Add to folder: ${video.title}`);
    const picker = page.getByRole('dialog', { name: 'Add to folder' });
    const cells = picker.getByRole('checkbox', { name: 'Science / Cells' });
    await expect(cells).not.toBeChecked();
    await expectAccessible(page, 'folder picker');
    await tabTo(page, cells, 20);
    await page.keyboard.press('Space');
    await expect(cells).toBeChecked();
    await expect(picker.getByText('Added to Cells.')).toBeVisible();
    // A new folder made inline in the picker holds the resource at once.
    await picker.getByLabel('New folder').fill('Biology');
    await picker.getByLabel('New folder').press('Enter');
    await expect(picker.getByText('Made the folder Biology and added this to it.')).toBeVisible();
    await expect(picker.getByRole('checkbox', { name: 'Biology' })).toBeChecked();
    await picker.getByRole('checkbox', { name: 'Science / Cells' }).focus();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();

    // Open Cells: the resource is there; move it to Science with Move to…, by keyboard.
    await page.goto('/tools/folders/');
    await pressByKeyboard(page, /^Cells/, 'link');
    const items = page.getByRole('list', { name: 'Resources in Cells' });
    await expect(items.getByRole('link', { name: video.title })).toBeVisible();
    await pressByKeyboard(page, `Move to… ${video.title}`);
    const move = page.getByRole('dialog', { name: `Move ${video.title}` });
    await expect(move.getByLabel('Move to'))
      .toBeFocused({ timeout: 1000 })
      .catch(() => undefined);
    await move.getByLabel('Move to').selectOption({ label: 'Science' });
    await move.getByRole('button', { name: 'Move' }).press('Enter');
    await expect(page.getByText(`Moved ${video.title} to Science.`)).toBeVisible();
    await expect(page.getByText('This folder is empty.')).toBeVisible();
    await pressByKeyboard(page, /^Science/, 'link');
    await expect(
      page.getByRole('list', { name: 'Resources in Science' }).getByRole('link', { name: video.title }),
    ).toBeVisible();

    // Delete Science (asks first; Cells moves up; the resource itself is not deleted).
    await pressByKeyboard(page, 'Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete the folder Science?' });
    await expect(confirm).toContainText(
      'Nothing in it is deleted: its resources and its subfolder move up one level.',
    );
    await expectAccessible(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Delete folder' }).press('Enter');
    await expect(page.getByText('Deleted the folder Science.')).toBeVisible();
    await expect(tree(page).getByRole('link', { name: /^Science/ })).toHaveCount(0);
    await expect(tree(page).getByRole('link', { name: /^Cells/ })).toBeVisible();
    // The resource moved up with it, to the top level.
    await expect(
      page.getByRole('list', { name: 'Resources at the top level' }).getByRole('link', { name: video.title }),
    ).toBeVisible();
    await expectAccessible(page, 'after deleting a folder');

    // Pointer users drag a resource onto a folder in the tree (Move to… above is the keyboard way).
    const topLevel = page.getByRole('list', { name: 'Resources at the top level' });
    await topLevel
      .getByRole('article')
      .first()
      .dragTo(tree(page).getByRole('link', { name: /^Cells/ }));
    await expect(page.getByText(`Moved ${video.title} to Cells.`)).toBeVisible();
    await expect(topLevel).toHaveCount(0);

    // Rename a folder and move it into another with Move to…, by keyboard.
    await pressByKeyboard(page, /^Cells/, 'link');
    await pressByKeyboard(page, 'Rename');
    const rename = page.getByRole('dialog', { name: 'Rename Cells' });
    await expect(rename.getByLabel(/^Folder name/)).toHaveValue('Cells');
    await rename.getByLabel(/^Folder name/).fill('Cell biology');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Renamed the folder to Cell biology.')).toBeVisible();
    await pressByKeyboard(page, 'Move to…');
    const moveFolder = page.getByRole('dialog', { name: 'Move Cell biology' });
    await moveFolder.getByLabel('Move to').selectOption({ label: 'Biology' });
    await moveFolder.getByRole('button', { name: 'Move' }).press('Enter');
    await expect(page.getByText('Moved Cell biology to Biology.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Biology / Cell biology' })).toBeVisible();
  });

  test('file a collection from its page, see it in the folder as a collection card, move and remove it', async ({
    page,
    teacher: _,
  }) => {
    const collection = { slug: 'lantern-plus-science-lab', title: 'Lantern Plus: Science Lab' };
    await page.goto('/tools/folders/');
    await pressByKeyboard(page, 'New folder');
    await page.keyboard.type('Units');
    await page.keyboard.press('Enter');
    await expect(tree(page).getByRole('link', { name: /^Units/ })).toHaveAttribute('aria-current', 'page');

    // File the collection with the picker on the collection page, by keyboard; a new folder inline too.
    await page.goto(`/collection/${collection.slug}/`);
    await pressByKeyboard(page, `Add to folder: ${collection.title}`);
    const picker = page.getByRole('dialog', { name: 'Add to folder' });
    const units = picker.getByRole('checkbox', { name: 'Units' });
    await expect(units).not.toBeChecked();
    await tabTo(page, units, 20);
    await page.keyboard.press('Space');
    await expect(picker.getByText('Added to Units.')).toBeVisible();
    await picker.getByLabel('New folder').fill('Later');
    await picker.getByLabel('New folder').press('Enter');
    await expect(picker.getByRole('checkbox', { name: 'Later' })).toBeChecked();
    await page.keyboard.press('Escape');

    // In the folder: the standard collection card (kind, count), linking to the collection page.
    await page.goto('/tools/folders/');
    await pressByKeyboard(page, /^Units/, 'link');
    const filed = page.getByRole('list', { name: 'Collections in Units' });
    const card = filed.getByRole('article');
    await expect(card.getByRole('link', { name: collection.title })).toHaveAttribute(
      'href',
      `/collection/${collection.slug}/`,
    );
    await expect(card).toContainText(/Collection\s*\d+ resources/);
    await expect(page.getByRole('list', { name: 'Resources in Units' })).toHaveCount(0);
    await expectAccessible(page, 'a folder holding a collection');

    // Move it to Later with Move to… (it is there once: filing it twice changed nothing), then remove it.
    await pressByKeyboard(page, `Move to… ${collection.title}`);
    const move = page.getByRole('dialog', { name: `Move ${collection.title}` });
    await move.getByLabel('Move to').selectOption({ label: 'Later' });
    await move.getByRole('button', { name: 'Move' }).press('Enter');
    await expect(page.getByText(`Moved ${collection.title} to Later.`)).toBeVisible();
    await expect(page.getByText('This folder is empty.')).toBeVisible();
    await pressByKeyboard(page, /^Later/, 'link');
    await expect(page.getByRole('list', { name: 'Collections in Later' }).getByRole('article')).toHaveCount(
      1,
    );
    await pressByKeyboard(page, `Remove from folder: ${collection.title}`);
    await expect(page.getByText(`Removed ${collection.title} from Later.`)).toBeVisible();
    await expect(page.getByText('This folder is empty.')).toBeVisible();
    // Its page still shows it in no folder.
    await page.goto(`/collection/${collection.slug}/`);
    await pressByKeyboard(page, `Add to folder: ${collection.title}`);
    await expect(
      page.getByRole('dialog', { name: 'Add to folder' }).getByRole('checkbox', { name: 'Later' }),
    ).not.toBeChecked();
  });

  test('a student keeps favorites in the student look; no dashboard', async ({ page }) => {
    test.slow();
    await signUpStudent(page);
    // The student bar leads to the student's own favorites, student=true kept.
    await page.goto('/student/');
    await page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/tools\/favorites\/\?student=true/);
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await expect(page.getByText('FOR STUDENTS')).toBeVisible();
    await expect(page.getByText('You have no favorites yet.')).toBeVisible();
    const toolsNav = page.getByRole('navigation', { name: 'Tools' });
    await expect(toolsNav.getByRole('link')).toHaveText(['Favorites', 'Folders', 'Assignments', 'Classes']);
    await expectAccessible(page, 'student favorites');
    // The dashboard is a teacher's: a student lands on their favorites.
    await page.goto('/tools/?student=true');
    await expect(page).toHaveURL(/\/tools\/favorites\/\?student=true/);
  });
});

/** A student account through the sign-up dialog (the real captcha: a few seconds of proof of work). */
async function signUpStudent(page: Page) {
  const firstName = `Kit-${Math.random().toString(36).slice(2, 8).replace(/[0-9]/g, 'a')}`;
  await page.goto('/?signup=student&student=true');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Create a .+ account$/ }).click({ timeout: 30_000 });
  await dialog.getByLabel('Step 1: Type your first name').fill(firstName);
  await dialog
    .getByRole('group', { name: /Step 2/ })
    .locator('label')
    .first()
    .click();
  await dialog
    .getByRole('group', { name: /Step 3/ })
    .locator('label')
    .first()
    .click();
  await dialog
    .getByLabel('Secret question', { exact: true })
    .selectOption({ label: 'What is your favorite food?' });
  await dialog.getByLabel('Answer to your secret question').fill('noodles');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: firstName })).toBeVisible({
    timeout: 90_000,
  });
}

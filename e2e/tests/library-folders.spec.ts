import type { Page } from '@playwright/test';
import { signInNewTeacher } from '../fixtures/accounts.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { firstVideo, pressByKeyboard } from '../fixtures/library.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The teacher library's folders (issue 16): nested folders, filing a resource with the Folder assignment
 * picker, moving it and deleting folders, filing a collection from its page, all by keyboard.
 * Favorites: library-favorites.spec.ts.
 */

const tree = (page: Page) => page.getByRole('navigation', { name: 'Folders' });

test.describe('teacher library: folders', () => {
  test('make nested folders, file a resource from its page, move it and delete a folder, by keyboard', async ({
    page,
  }) => {
    test.slow();
    await signInNewTeacher(page, 'Folda');
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
});

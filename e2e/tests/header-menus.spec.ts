import { tabTo } from '../fixtures/keyboard.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

test.describe('header menus by keyboard only (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const name of ['Subjects', 'Grades']) {
    for (const openKey of ['Enter', 'ArrowDown']) {
      test(`${name} dropdown opens with ${openKey}, moves with arrows and closes with Escape`, async ({
        page,
      }) => {
        await page.goto('/');
        await expectAccessible(page);
        const trigger = page.getByRole('banner').getByRole('button', { name, exact: true });
        await tabTo(page, trigger);

        await page.keyboard.press(openKey);
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        const items = menu.getByRole('menuitem');
        expect(await items.count(), `the ${name} menu should list entries`).toBeGreaterThan(1);
        await expect(items.first()).toBeFocused();

        await page.keyboard.press('ArrowDown');
        await expect(items.nth(1)).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await expect(items.first()).toBeFocused();
        await expectAccessible(page, `${name} menu open`);

        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(trigger).toBeFocused();
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      });
    }
  }
});

test.describe('mobile browse-by menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('goes Initial → Subjects → Back', async ({ page }) => {
    await page.goto('/');
    await expectAccessible(page);
    const burger = page.getByRole('banner').getByRole('button', { name: /menu|browse/i });
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');

    const subjects = page.getByRole('button', { name: 'Subjects', exact: true });
    const grades = page.getByRole('button', { name: 'Grades', exact: true });
    await expect(subjects).toBeVisible();
    await expect(grades).toBeVisible();
    await expectAccessible(page, 'browse-by menu: Initial');

    await subjects.click();
    const back = page.getByRole('button', { name: /^back/i });
    await expect(back).toBeVisible();
    await expect(grades).toBeHidden();
    await expectAccessible(page, 'browse-by menu: Subjects');

    await back.click();
    await expect(subjects).toBeVisible();
    await expect(grades).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The grade gate on a phone and across the desktop breakpoint (spec 1 §2.7, §2.10; decision 0047):
 * the phone menu's Grades row opens the gate (the browse-by list of grade links stays hidden for
 * students), and a window that crosses the breakpoint closes a gate the Grades control opened but not
 * one that holds the page. Keyboard only.
 */

const gate = (page: Page) => page.getByRole('dialog', { name: 'Choose your grade to start exploring!' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu's Grades row opens the gate, and a choice by Enter is kept", async ({ page }) => {
    await page.goto('/student/');
    await page.getByRole('button', { name: 'Menu' }).press('Enter');
    const gradesRow = menu(page).getByRole('button', { name: 'Grades', exact: true });
    await expect(gradesRow).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Middle School' }), 'no grade links').toHaveCount(0);
    await expectAccessible(page, 'student phone menu');

    await gradesRow.press('Enter');
    await expect(gate(page)).toBeVisible();
    await expect(menu(page)).toBeHidden();
    const middle = gate(page).getByRole('button', { name: /Middle School/ });
    await expect(middle).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'grade gate at 375 px');

    // Focus lands on a choice after the 700 ms delay; Tab moves through the circles to Middle School.
    await expect(gate(page).getByRole('button', { name: /PreK/ })).toBeFocused();
    for (let step = 0; step < 3; step++) await page.keyboard.press('Tab');
    await expect(middle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gate(page)).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('grade-gate'))).toBe('6-8');

    // Opened again from the menu, it marks the choice and can be closed with Escape.
    await page.getByRole('button', { name: 'Menu' }).press('Enter');
    await menu(page).getByRole('button', { name: 'Grades', exact: true }).press('Enter');
    await expect(gate(page).getByRole('button', { name: /Middle School/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(gate(page)).toBeHidden();
  });
});

test.describe('window resize', () => {
  test('crossing the breakpoint closes a gate the Grades control opened', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/student/');
    await page
      .getByRole('navigation', { name: 'Student' })
      .getByRole('button', { name: 'Grades' })
      .press('Enter');
    await expect(gate(page)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(gate(page)).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('grade-gate'))).toBeNull();
  });

  test('a gate that holds the page stays open until a grade is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/search/?student=true&q=water');
    await expect(gate(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(gate(page)).toBeVisible();
    await gate(page).getByRole('button', { name: 'All grades' }).press('Enter');
    await expect(gate(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

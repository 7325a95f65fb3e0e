import { SECRET_QUESTIONS } from '@lantern/shared';
import type { Locator, Page } from '@playwright/test';
import { create } from 'qrcode';
import { acknowledgePrivacy, addStudents, createClass } from '../fixtures/classes.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { expect, expectAccessible, test, waitForHydrationInContext } from '../fixtures/test.ts';

/**
 * Sign-in cards (issue 39; decision 0074): a teacher prints cards with a QR code for the students they created;
 * the QR's link signs a child in with one step on a device that has never seen Lantern, and the short code
 * signs another in by typing. Turning a card off and making a new one take effect at once.
 */

/** The dark modules the card's SVG draws, as 'x,y' (quiet zone of 4 removed). */
async function drawnModules(qr: Locator): Promise<Set<string>> {
  const path = (await qr.locator('path').getAttribute('d')) ?? '';
  return new Set([...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${Number(x) - 4},${Number(y) - 4}`));
}

/** The dark modules of the QR symbol that `text` encodes (the same encoder and error correction level M). */
function expectedModules(text: string): Set<string> {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const dark = new Set<string>();
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) dark.add(`${column},${row}`);
    }
  }
  return dark;
}

/** A browser context of its own (a child's tablet): no cookies, no session. */
async function freshPage(page: Page): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  waitForHydrationInContext(context);
  return context.newPage();
}

test.describe('sign-in cards', () => {
  test('a teacher prints cards; the QR link and the short code sign students in; a card turned off stops', async ({
    page,
    teacher: _,
  }) => {
    test.setTimeout(180_000);
    await acknowledgePrivacy(page.request);
    const roster = await createClass(page.request, 'Room 12');
    await addStudents(page.request, roster.id, SECRET_QUESTIONS[0].id, [
      { first_name: 'Maya', last_initial: 'R' },
      { first_name: 'Theo' },
      { first_name: 'Ines', last_initial: 'B' },
    ]);
    await page.goto(`/tools/classes/${roster.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Room 12' })).toBeVisible({ timeout: 60_000 });

    // Print sign-in cards for the class, by keyboard.
    await tabTo(page, page.getByRole('button', { name: 'Print sign-in cards' }));
    await page.keyboard.press('Enter');
    const ask = page.getByRole('alertdialog', { name: 'Print sign-in cards for 3 students?' });
    await expect(ask).toBeVisible();
    await expectAccessible(page, 'sign-in cards: confirm');
    await ask.getByRole('button', { name: 'Make and print cards' }).click();
    const sheet = page.getByRole('dialog', { name: 'Sign-in cards' });
    const cards = sheet.getByRole('list', { name: 'Sign-in cards' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(sheet.getByRole('heading', { level: 1, name: 'Sign-in cards' })).toBeFocused();
    await expectAccessible(page, 'sign-in cards: sheet');

    const maya = cards.filter({ has: page.getByRole('heading', { name: 'Maya R.' }) });
    await expect(maya).toContainText('Room 12');
    const qr = maya.getByRole('img', { name: 'QR code: sign in as Maya R.' });
    const mayaUrl = (await maya.getAttribute('data-signin-url')) ?? '';
    expect(mayaUrl).toMatch(/\/student\/card\/\?student=true#[A-Za-z0-9_-]{43}$/);
    expect(await qr.getAttribute('data-qr-value')).toBe(mayaUrl);
    // The picture is the QR symbol of exactly that link, module for module.
    expect(await drawnModules(qr)).toEqual(expectedModules(mayaUrl));

    const theo = cards.filter({ has: page.getByRole('heading', { name: 'Theo' }) });
    const theoUsername = (await theo.locator('dd').nth(0).textContent()) ?? '';
    const theoCode = (await theo.locator('dd').nth(1).textContent()) ?? '';
    expect(theoCode).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);

    // On paper only the sheet prints.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#root')).toBeHidden();
    await expect(sheet.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print sign-in cards' })).toBeFocused();
    await expect(page.getByRole('row', { name: /^Maya R\./ })).toContainText('Has a sign-in card');

    // A child's tablet scans Maya's card: one step, and the token leaves the address.
    const tablet = await freshPage(page);
    await tablet.goto(mayaUrl);
    await expect(tablet.getByRole('banner').getByRole('button', { name: 'Maya' })).toBeVisible({
      timeout: 30_000,
    });
    expect(tablet.url()).not.toContain('#');
    await expectAccessible(tablet, 'signed in by a sign-in card');
    await tablet.context().close();

    // Another device without a camera: 'Use my sign-in code', typed by keyboard.
    const laptop = await freshPage(page);
    await laptop.goto('/?signin=student');
    const signInDialog = laptop.getByRole('dialog', { name: 'Sign in to student site' });
    await tabTo(laptop, signInDialog.getByRole('link', { name: 'Use my sign-in code' }));
    await laptop.keyboard.press('Enter');
    await expect(laptop.getByRole('heading', { level: 1, name: 'Use my sign-in code' })).toBeVisible();
    await expect(signInDialog).toBeHidden();
    await expect(laptop).toHaveURL(/\/student\/card\/\?student=true$/);
    await expectAccessible(laptop, 'use my sign-in code');
    await tabTo(laptop, laptop.getByRole('textbox', { name: 'Username' }));
    await laptop.keyboard.type(theoUsername);
    await laptop.keyboard.press('Tab');
    await expect(laptop.getByRole('textbox', { name: 'Sign-in code' })).toBeFocused();
    await laptop.keyboard.type(theoCode.toLowerCase());
    await laptop.keyboard.press('Enter');
    await expect(laptop.getByRole('banner').getByRole('button', { name: 'Theo' })).toBeVisible({
      timeout: 30_000,
    });
    await laptop.context().close();

    // The teacher turns Maya's card off: the same link no longer signs anyone in.
    const mayaRow = page.getByRole('row', { name: /^Maya R\./ });
    await mayaRow.getByRole('button', { name: 'Turn off sign-in card of Maya R.' }).click();
    const off = page.getByRole('alertdialog', { name: 'Turn off Maya R.’s sign-in card?' });
    await expectAccessible(page, 'sign-in cards: turn off');
    await off.getByRole('button', { name: 'Turn off card' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Maya R.’s sign-in card no longer works.' }),
    ).toBeVisible();
    await expect(mayaRow).not.toContainText('Has a sign-in card');
    const lost = await freshPage(page);
    await lost.goto(mayaUrl);
    await expect(lost.getByRole('heading', { level: 1, name: 'That card did not work' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(lost.getByRole('main').getByRole('alert')).toContainText('does not work any more');
    await expectAccessible(lost, 'a card turned off');
    await lost.context().close();

    // A new card for Theo: the teacher is told the old one stops working, and the sheet shows the one card.
    await page
      .getByRole('row', { name: /^Theo/ })
      .getByRole('button', { name: 'New sign-in card for Theo' })
      .click();
    const renew = page.getByRole('alertdialog', { name: 'A new sign-in card for Theo?' });
    await expect(renew).toContainText('old card stops working');
    await renew.getByRole('button', { name: 'Make a new card' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign-in cards' }).getByRole('listitem')).toHaveCount(1);
    const newCode = await page
      .getByRole('dialog', { name: 'Sign-in cards' })
      .locator('dd')
      .nth(1)
      .textContent();
    expect(newCode).not.toBe(theoCode);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in cards' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'New sign-in card for Theo' })).toBeVisible();
  });
});

import {
  EMEDIAVA_URL,
  STATE_STANDARDS_SIGN_IN_NOTE,
  STATION_NO_MATCH_FOR_STATE,
  STATION_NO_MATCH_FOR_ZIP,
  ZIP_CODE_MESSAGE,
} from '@lantern/shared';
import type { BrowserContext, Page } from '@playwright/test';
import { tabTo } from '../fixtures/keyboard.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/** The local station modal, the header selector, the confirmation popup and the Virginia modal. */

const stationSelector = (page: Page) => page.getByRole('banner').locator('#station-selector');
const stationDialog = (page: Page) => page.getByRole('dialog');
const zipInput = (page: Page) => stationDialog(page).getByRole('textbox', { name: 'ZIP Code' });
const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirm My Local Station' });

async function cookieValue(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** A station as the lookup API gives it, asked with the page's own client key. */
async function stationInState(page: Page, state: string, callSign: string) {
  const apiKey = await page.evaluate(
    () => JSON.parse(document.getElementById('page-config')?.textContent ?? '{}').apiKey as string,
  );
  const response = await page.request.get(`/api/v2/orgs_by_state/${state}/`, {
    headers: { Authorization: `Bearer ${apiKey}` },
  });
  expect(response.ok()).toBe(true);
  const { organizations } = (await response.json()) as {
    organizations: { organizationId: number; organizationCallSign: string; commonName: string }[];
  };
  const station = organizations.find((s) => s.organizationCallSign === callSign);
  if (!station) throw new Error(`${callSign} is not among the stations of ${state}`);
  return station;
}

test.describe('local station modal', () => {
  test('a visitor chooses a station by ZIP code with the keyboard only and returns to the same page', async ({
    page,
    context,
  }) => {
    await page.goto('/about?from=station-test');
    await expectAccessible(page);
    const selector = stationSelector(page);
    await expect(selector).toHaveAccessibleName('Choose your local station');
    await tabTo(page, selector);
    await page.keyboard.press('Enter');

    await expect(stationDialog(page)).toHaveAccessibleName('Find Your Local Station');
    const zip = zipInput(page);
    await expect(zip).toBeFocused();
    const searchByZip = page.getByRole('button', { name: 'Search by ZIP Code' });
    await expect(searchByZip).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Search by State' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'State' }).locator('option').first()).toHaveText(
      'No state selected',
    );
    await expectAccessible(page, 'station modal: find');

    // Typed letters and spaces are dropped; pasted text keeps only digits and hyphens.
    await page.keyboard.type('02a1 3');
    await expect(zip).toHaveValue('0213');
    await expect(searchByZip).toBeDisabled();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('ZIP: 02139-4307');
    await expect(zip).toHaveValue('02139-4307');
    await expect(searchByZip).toBeEnabled();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('02139');
    await page.keyboard.press('Enter');

    await expect(stationDialog(page)).toHaveAccessibleName('Choose Your Local Station');
    const group = page.getByRole('group', { name: 'Stations near ZIP code 02139' });
    const radios = group.getByRole('radio');
    await expect(radios).toHaveCount(2);
    const [gbh, nepm] = [radios.nth(0), radios.nth(1)];
    await expect(gbh).toBeChecked();
    await expect(gbh).toBeFocused();
    await expect(group).toContainText('Boston, MA');
    await expect(group).toContainText(
      'State Standards: Massachusetts Department of Elementary and Secondary Education',
    );
    await expect(stationDialog(page)).toContainText(STATE_STANDARDS_SIGN_IN_NOTE);
    const listHeight = await group
      .locator('div')
      .first()
      .evaluate((list) => list.clientHeight);
    expect(listHeight).toBeGreaterThan(170);
    expect(listHeight).toBeLessThan(200);
    await expectAccessible(page, 'station modal: choose');

    await page.keyboard.press('ArrowDown');
    await expect(nepm).toBeChecked();
    await expect(gbh).not.toBeChecked();
    await tabTo(page, confirmButton(page));
    await Promise.all([page.waitForURL('**/about?from=station-test'), page.keyboard.press('Enter')]);

    await expect(stationSelector(page)).toHaveAccessibleName(
      'Local station: New England Public Media (WGBY)',
    );
    await expect(stationSelector(page).locator('img')).toHaveAttribute(
      'src',
      '/api/v2/stations/WGBY/logo.svg',
    );
    expect(await cookieValue(context, 'station_confirmed')).toBe('true');
    expect(await cookieValue(context, 'localization_not_confirmed')).toBeUndefined();
    await expect(page.getByRole('region', { name: /your local station\?/ })).toHaveCount(0);
    await expectAccessible(page, 'localized page');
  });

  test('by state, back to the search, and the no-station messages', async ({ page }) => {
    await page.goto('/');
    await stationSelector(page).click();
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Ohio' });
    await page.getByRole('button', { name: 'Search by State' }).click();
    const ohio = page.getByRole('group', { name: 'Stations in Ohio' });
    await expect(ohio.getByRole('radio')).toHaveCount(8);
    await expect(ohio.getByRole('radio').first()).toBeChecked();
    await expect(ohio).not.toContainText('eMediaVA');

    await page.getByRole('button', { name: 'Change ZIP Code / State' }).click();
    await expect(stationDialog(page)).toHaveAccessibleName('Find Your Local Station');
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(zipInput(page)).toBeFocused();

    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Northern Mariana Islands' });
    await page.getByRole('button', { name: 'Search by State' }).click();
    await expect(stationDialog(page)).toContainText(STATION_NO_MATCH_FOR_STATE);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(confirmButton(page)).toBeDisabled();
    await expectAccessible(page, 'station modal: no station in the state');

    await page.getByRole('button', { name: 'Change ZIP Code / State' }).click();
    await zipInput(page).fill('96950');
    await page.getByRole('button', { name: 'Search by ZIP Code' }).click();
    await expect(stationDialog(page)).toContainText(STATION_NO_MATCH_FOR_ZIP);
    const guam = page.getByRole('group', { name: 'Stations in Guam' });
    await expect(guam.getByRole('radio', { name: /PBS Guam/ })).toBeChecked();
    await expectAccessible(page, 'station modal: no station for the ZIP code');

    // Bad input gets a message a person can act on, and stays on the search step.
    await page.getByRole('button', { name: 'Change ZIP Code / State' }).click();
    await zipInput(page).fill('0213-');
    await page.getByRole('button', { name: 'Search by ZIP Code' }).click();
    await expect(stationDialog(page).getByRole('alert')).toHaveText(ZIP_CODE_MESSAGE);
    await zipInput(page).fill('00000');
    await page.getByRole('button', { name: 'Search by ZIP Code' }).click();
    await expect(stationDialog(page).getByRole('alert')).toContainText('could not find the ZIP code 00000');
    await expect(stationDialog(page)).toHaveAccessibleName('Find Your Local Station');

    await page.keyboard.press('Escape');
    await expect(stationDialog(page)).toHaveCount(0);
    await expect(stationSelector(page)).toBeFocused();
  });

  test('Virginia: eMediaVA and the stations exclude each other; a Virginia ZIP brings the Virginia modal once', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await stationSelector(page).click();
    await zipInput(page).fill('23219');
    await page.getByRole('button', { name: 'Search by ZIP Code' }).click();
    const group = page.getByRole('group', { name: 'Stations near ZIP code 23219' });
    const emediava = group.getByRole('radio', { name: /eMediaVA \(external link\)/ });
    const vpm = group.getByRole('radio', { name: /VPM/ });
    await expect(vpm).toBeChecked();
    await expect(group.getByText('State Standards: Virginia', { exact: true })).toBeVisible();

    await emediava.check();
    await expect(emediava).toBeChecked();
    await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
    await vpm.check();
    await expect(emediava).not.toBeChecked();
    await expect(vpm).toBeChecked();
    await expectAccessible(page, 'station modal: Virginia');

    await Promise.all([page.waitForURL((url) => url.pathname === '/'), confirmButton(page).click()]);
    const virginia = page.getByRole('dialog', { name: 'Teaching in Virginia?' });
    await expect(virginia).toBeVisible();
    await expect(virginia.getByRole('link', { name: /Visit eMediaVA/ })).toHaveAttribute(
      'href',
      EMEDIAVA_URL,
    );
    await expect(stationSelector(page)).toHaveAccessibleName('Local station: VPM');
    await expectAccessible(page, 'Virginia modal');
    await virginia.getByRole('button', { name: /^Continue to / }).click();
    await expect(virginia).toHaveCount(0);
    expect(await cookieValue(context, 'show_virginia_modal')).toBeUndefined();
    await page.reload();
    await expect(stationSelector(page)).toHaveAccessibleName('Local station: VPM');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page, 'after the Virginia modal');

    // Confirming eMediaVA leaves for the state's own site (answered here, never the network).
    await page.route(`${EMEDIAVA_URL}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>eMediaVA</title><main><h1>eMediaVA</h1></main></html>',
      }),
    );
    await stationSelector(page).click();
    await zipInput(page).fill('22201');
    await page.getByRole('button', { name: 'Search by ZIP Code' }).click();
    await page.getByRole('radio', { name: /eMediaVA/ }).check();
    await Promise.all([page.waitForURL(EMEDIAVA_URL), confirmButton(page).click()]);
  });

  test('the confirmation popup: Yes keeps the station, No, change opens the modal', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    const wosu = await stationInState(page, 'OH', 'WOSU');
    const unconfirmed = async () => {
      await context.addCookies([
        { name: 'organization_id', value: String(wosu.organizationId), url: baseURL },
        { name: 'localization_not_confirmed', value: 'true', url: baseURL },
      ]);
      await page.goto('/search/?q=water');
    };

    await unconfirmed();
    const popup = page.getByRole('region', { name: `Is ${wosu.commonName} your local station?` });
    await expect(popup).toBeVisible();
    await expect(stationSelector(page)).toHaveAccessibleName(`Local station: ${wosu.commonName}`);
    await expectAccessible(page, 'confirmation popup');
    await tabTo(page, popup.getByRole('button', { name: 'Yes' }));
    await page.keyboard.press('Enter');
    await expect(popup).toHaveCount(0);
    await expect(stationSelector(page)).toBeFocused();
    expect(await cookieValue(context, 'localization_not_confirmed')).toBeUndefined();
    await page.reload();
    await expect(stationSelector(page)).toHaveAccessibleName(`Local station: ${wosu.commonName}`);
    await expect(popup).toHaveCount(0);

    await unconfirmed();
    const change = popup.getByRole('button', { name: 'No, change' });
    await change.click();
    await expect(stationDialog(page)).toHaveAccessibleName('Find Your Local Station');
    await expect(stationDialog(page)).toContainText(`Your local station is ${wosu.commonName}`);
    await page.keyboard.press('Escape');
    // Closing without a choice leaves the question where it was.
    await expect(popup).toBeVisible();
    await expect(change).toBeFocused();

    await change.click();
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Massachusetts' });
    await page.getByRole('button', { name: 'Search by State' }).click();
    await page.getByRole('radio', { name: /^GBH Boston/ }).check();
    await Promise.all([page.waitForURL('**/search/?q=water'), confirmButton(page).click()]);
    await expect(stationSelector(page)).toHaveAccessibleName('Local station: GBH');
    await expect(page.getByRole('region', { name: /your local station\?/ })).toHaveCount(0);
    expect(await cookieValue(context, 'localization_not_confirmed')).toBeUndefined();
    expect(await cookieValue(context, 'station_confirmed')).toBe('true');
    await expectAccessible(page, 'after changing the station');
  });
});

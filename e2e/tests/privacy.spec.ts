import { PRIVACY_PROFILE_LINKS, PRIVACY_TEXTS } from '@lantern/shared';
import type { Locator, Page } from '@playwright/test';
import { clientHeaders, postAsClient } from '../fixtures/accounts.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * Student privacy (issue 18; spec 2 "Data-privacy modal", "Classroom settings form", "Data-privacy
 * support form", "Data privacy section of the profile page"). The districts and schools are the real
 * NCES records the server seeds (Oakland Unified has 82 schools: three pages of 30).
 */

const MODAL_TITLE = PRIVACY_TEXTS.modalTitle;

/** The dashboard's Student privacy section, and the modal it opens. */
async function openModalFromDashboard(page: Page): Promise<Locator> {
  await page.goto('/tools/');
  const section = page.getByRole('region', { name: MODAL_TITLE });
  await expect(section).toBeVisible({ timeout: 60_000 });
  await section.getByRole('button', { name: PRIVACY_TEXTS.provideInformationNow }).click();
  const dialog = page.getByRole('dialog', { name: MODAL_TITLE });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}

/** Types into a typeahead and chooses the option once the debounced search shows it. */
async function choose(page: Page, field: Locator, typed: string, option: string | RegExp) {
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await expect(field).toHaveValue(typeof option === 'string' ? option : /.+/);
}

async function readRecord(page: Page) {
  const response = await page.request.get('/api/v2/user_data_privacy/', {
    headers: await clientHeaders(page.request),
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

async function openProfilePrivacy(page: Page): Promise<Locator> {
  await page.goto('/profile/#studentPrivacy');
  const section = page.getByRole('region', { name: 'Student Privacy' });
  // Either view: the acknowledgement form's checkbox, or the signed view's Change details.
  await expect(
    section.getByRole('checkbox').or(section.getByRole('button', { name: PRIVACY_TEXTS.changeDetails })),
  ).toBeVisible({ timeout: 60_000 });
  return section;
}

test.describe('the Data-privacy modal', () => {
  test('a public school teacher gives state, district and school, and signs', async ({ page, teacher }) => {
    const dialog = await openModalFromDashboard(page);
    await expect(dialog.getByRole('heading', { name: `Hi ${teacher.firstName},` })).toBeVisible();
    await expect(dialog.getByText(PRIVACY_TEXTS.fall2023Message)).toBeVisible();
    await expectAccessible(page, 'pane 1: generic info');

    await dialog.getByRole('button', { name: PRIVACY_TEXTS.provideInformationNow }).click();
    await expect(dialog.getByRole('heading', { name: PRIVACY_TEXTS.classroomSettingsHeading })).toBeFocused();
    const next = dialog.getByRole('button', { name: PRIVACY_TEXTS.next });
    await expect(next).toBeDisabled();
    for (const label of ['Public School Teacher', 'Private School Teacher', 'Homeschool Teacher']) {
      await expect(dialog.getByRole('radio', { name: label })).toBeVisible();
    }
    await expect(dialog.getByText('I teach at a public school or schools in the US')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Public School Teacher' }).check();

    const state = dialog.getByRole('combobox', { name: PRIVACY_TEXTS.stateLabel });
    const district = dialog.getByRole('combobox', { name: PRIVACY_TEXTS.districtLabel });
    const school = dialog.getByRole('combobox', { name: PRIVACY_TEXTS.schoolLabel, exact: true });
    // Cascade: the district waits for a state, the school for a district.
    await expect(district).toBeDisabled();
    await expect(school).toBeDisabled();
    await expect(next).toBeDisabled();
    await choose(page, state, 'calif', 'California');
    await expect(district).toBeEnabled();
    await expect(school).toBeDisabled();
    await choose(page, district, 'oakl', 'Oakland Unified');
    await expect(school).toBeEnabled();
    await expect(school).toHaveAttribute('placeholder', PRIVACY_TEXTS.schoolPlaceholder);
    await expect(next).toBeEnabled();

    // The school list pages by 30 as it is scrolled to its end.
    await dialog.getByRole('button', { name: 'Show school list' }).click();
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option')).toHaveCount(30);
    await expectAccessible(page, 'pane 2 with the school list open');
    await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(list.getByRole('option')).toHaveCount(60);
    // Escape closes the list only, not the modal.
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(dialog.getByRole('heading', { name: PRIVACY_TEXTS.classroomSettingsHeading })).toBeVisible();
    // Typing in the state and pressing Escape goes back to the chosen state, keeping the district.
    await state.fill('tex');
    await expect(page.getByRole('option', { name: 'Texas' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(state).toHaveValue('California');
    // The restored name lists every state again (React Aria reopens it); a second Escape closes it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(district).toHaveValue('Oakland Unified');

    await choose(page, school, 'chab', 'Chabot Elementary');
    await next.click();
    await expect(dialog.getByRole('heading', { name: PRIVACY_TEXTS.acknowledgementHeading })).toBeFocused();
    await expectAccessible(page, 'pane 3: acknowledgement');
    // The notice the box agrees to is a real page (issue 41), opened beside the form.
    const notice = dialog.getByRole('link', { name: /Read the Student Privacy Notice/ });
    const [noticePage] = await Promise.all([page.waitForEvent('popup'), notice.click()]);
    await expect(noticePage.getByRole('heading', { level: 1 })).toContainText('Student Privacy Notice');
    await noticePage.close();
    // Previous keeps what was chosen.
    await dialog.getByRole('button', { name: PRIVACY_TEXTS.previous }).click();
    await expect(district).toHaveValue('Oakland Unified');
    await expect(school).toHaveValue('Chabot Elementary');
    await next.click();

    // Ticking the box submits; the success modal closes by itself. (click, not check: the box is
    // gone with the panes as soon as the server answers, before check() could read it back.)
    await dialog.getByRole('checkbox').click();
    const success = page.getByRole('dialog', { name: MODAL_TITLE });
    await expect(success.getByText(PRIVACY_TEXTS.signedSuccess)).toBeVisible();
    await expectAccessible(page, 'success modal');
    await expect(success).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole('region', { name: MODAL_TITLE })).toBeHidden();

    const record = await readRecord(page);
    expect(record).toMatchObject({
      sign_acknowledgement: true,
      teacher_type: 'PUBLIC_SCHOOL',
      school_district: [{ district_guid: '0628050', district_name: 'Oakland Unified', state_location: 'CA' }],
      school_id: '062805004239',
      school_name: 'Chabot Elementary',
    });

    const section = await openProfilePrivacy(page);
    await expect(section.getByText('California')).toBeVisible();
    await expect(section.getByText('Oakland Unified')).toBeVisible();
    await expect(section.getByText('Chabot Elementary')).toBeVisible();
  });

  for (const [type, label] of [
    ['PRIVATE_SCHOOL', 'Private School Teacher'],
    ['HOME_SCHOOL', 'Homeschool Teacher'],
  ] as const) {
    test(`a ${label.toLowerCase()} signs without a school`, async ({ page, teacher: _ }) => {
      const dialog = await openModalFromDashboard(page);
      await dialog.getByRole('button', { name: PRIVACY_TEXTS.provideInformationNow }).click();
      await dialog.getByRole('radio', { name: label }).check();
      await expect(dialog.getByRole('combobox')).toHaveCount(0);
      await dialog.getByRole('button', { name: PRIVACY_TEXTS.next }).click();
      await dialog.getByRole('checkbox').click();
      await expect(page.getByText(PRIVACY_TEXTS.signedSuccess)).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden({ timeout: 10_000 });
      expect(await readRecord(page)).toMatchObject({
        sign_acknowledgement: true,
        teacher_type: type,
        school_district: [],
        school_id: null,
      });
      const section = await openProfilePrivacy(page);
      await expect(section.getByText(label)).toBeVisible();
      await expect(section.getByText(PRIVACY_TEXTS.notSupplied)).toHaveCount(3);
    });
  }

  test("'Do this later' asks nothing more and says a reminder will come", async ({ page, teacher: _ }) => {
    const dialog = await openModalFromDashboard(page);
    await dialog.getByRole('button', { name: PRIVACY_TEXTS.doThisLater }).click();
    const confirmation = page.getByRole('dialog', { name: MODAL_TITLE });
    await expect(confirmation.getByText(PRIVACY_TEXTS.doThisLaterConfirmation)).toBeVisible();
    await expectAccessible(page, 'do-this-later confirmation');
    await confirmation.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(async () => (await readRecord(page)).do_this_later).toBe(true);
    // Still not signed: the dashboard keeps the way in, and says it was put off.
    await expect(
      page.getByRole('region', { name: MODAL_TITLE }).getByText(/You chose to do this later/),
    ).toBeVisible();
  });

  test('Escape on the classroom settings also puts it off', async ({ page, teacher: _ }) => {
    const dialog = await openModalFromDashboard(page);
    await dialog.getByRole('button', { name: PRIVACY_TEXTS.provideInformationNow }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByText(PRIVACY_TEXTS.doThisLaterConfirmation)).toBeVisible();
    await expect.poll(async () => (await readRecord(page)).do_this_later).toBe(true);
    expect((await readRecord(page)).sign_acknowledgement).toBe(false);
  });

  test('keyboard only: from the dashboard to signed', async ({ page, teacher: _ }) => {
    await page.goto('/tools/');
    const open = page.getByRole('region', { name: MODAL_TITLE }).getByRole('button', {
      name: PRIVACY_TEXTS.provideInformationNow,
    });
    await expect(open).toBeVisible({ timeout: 60_000 });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: MODAL_TITLE });
    await tabTo(page, dialog.getByRole('button', { name: PRIVACY_TEXTS.provideInformationNow }));
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('radio', { name: 'Public School Teacher' }));
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: 'Public School Teacher' })).toBeChecked();

    const state = dialog.getByRole('combobox', { name: PRIVACY_TEXTS.stateLabel });
    await tabTo(page, state);
    await page.keyboard.type('wash');
    await expect(page.getByRole('option', { name: 'Washington' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(state).toHaveValue('Washington');

    const district = dialog.getByRole('combobox', { name: PRIVACY_TEXTS.districtLabel });
    await tabTo(page, district);
    await page.keyboard.type('seattle school');
    await expect(page.getByRole('option', { name: 'Seattle School District No. 1' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(district).toHaveValue('Seattle School District No. 1');

    await tabTo(page, dialog.getByRole('button', { name: PRIVACY_TEXTS.next }));
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await expect(page.getByText(PRIVACY_TEXTS.signedSuccess)).toBeVisible();
    await expect.poll(async () => (await readRecord(page)).school_district[0]?.district_guid).toBe('5307710');
    expect((await readRecord(page)).school_id).toBeNull();
  });
});

test.describe("the profile's Student Privacy section", () => {
  test('not signed: the acknowledgement form signs, then shows the school', async ({ page, teacher: _ }) => {
    const section = await openProfilePrivacy(page);
    const submit = section.getByRole('button', { name: PRIVACY_TEXTS.submit });
    await expect(section.getByRole('checkbox')).not.toBeChecked();
    await expect(submit).toBeDisabled();
    await expectAccessible(page, 'profile: not signed');
    await section.getByRole('radio', { name: 'Public School Teacher' }).check();
    await choose(page, section.getByRole('combobox', { name: PRIVACY_TEXTS.stateLabel }), 'flor', 'Florida');
    await choose(
      page,
      section.getByRole('combobox', { name: PRIVACY_TEXTS.districtLabel }),
      'miami',
      'MIAMI-DADE',
    );
    // Everything but the required box: still disabled.
    await expect(submit).toBeDisabled();
    await section.getByRole('checkbox').check();
    await submit.click();
    await expect(
      page.getByRole('dialog', { name: MODAL_TITLE }).getByText(PRIVACY_TEXTS.signedSuccess),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 10_000 });
    await expect(section.getByText('Florida')).toBeVisible();
    await expect(section.getByText('MIAMI-DADE')).toBeVisible();
    await expect(section.getByText(PRIVACY_TEXTS.notSupplied)).toBeVisible();
  });

  test('signed: change details through the support form', async ({ page, teacher: _ }) => {
    await postAsClient(page.request, '/api/v2/tools/set-data-privacy/', {
      sign_acknowledgement: true,
      teacher_type: 'PUBLIC_SCHOOL',
      district_guid: '0628050',
      school_id: '062805004239',
    });
    const section = await openProfilePrivacy(page);
    await expect(section.getByText('Chabot Elementary')).toBeVisible();
    // The next step (Go To Assignments / Build Your First Lesson) links only to areas that are built
    // (lib/classroom-areas.ts): whichever shows leads to a real page, never the 404 page.
    const nextSteps = section.getByRole('link', {
      name: new RegExp(`^(${PRIVACY_TEXTS.goToAssignments}|${PRIVACY_TEXTS.buildYourFirstLesson})$`),
    });
    for (const href of await nextSteps.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href') ?? ''),
    )) {
      expect(Object.values(PRIVACY_PROFILE_LINKS)).toContain(href);
      const target = await page.context().newPage();
      await target.goto(href);
      await expect(target.locator('#main-content h1').first()).toBeVisible({ timeout: 60_000 });
      await expect(target.getByText("We can't seem to find the page you're looking for")).toHaveCount(0);
      await target.close();
    }
    await expectAccessible(page, 'profile: signed');

    const change = section.getByRole('button', { name: PRIVACY_TEXTS.changeDetails });
    await expect(change).toHaveAttribute('aria-expanded', 'false');
    await change.click();
    await expect(change).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByText(/National Center for Education Statistics/)).toBeVisible();
    const district = section.getByRole('combobox', { name: PRIVACY_TEXTS.districtLabel });
    const school = section.getByRole('combobox', { name: PRIVACY_TEXTS.schoolLabel, exact: true });
    await expect(district).toHaveValue('Oakland Unified');
    await expect(school).toHaveValue('Chabot Elementary');
    await expectAccessible(page, 'support form');

    // Another state resets the district: Submit is disabled until one is chosen.
    const submit = section.getByRole('button', { name: PRIVACY_TEXTS.submit });
    await choose(page, section.getByRole('combobox', { name: PRIVACY_TEXTS.stateLabel }), 'mich', 'Michigan');
    await expect(district).toHaveValue('');
    await expect(submit).toBeDisabled();
    await choose(page, district, 'detroit', /^Detroit/);
    const chosen = await district.inputValue();
    await submit.click();
    await expect(page.getByText(PRIVACY_TEXTS.updateSuccessMessage)).toBeVisible();
    await expect(change).toHaveAttribute('aria-expanded', 'false');
    await expect(section.getByText('Michigan')).toBeVisible();
    await expect(section.getByText(chosen, { exact: true })).toBeVisible();
    await expect(section.getByText(PRIVACY_TEXTS.notSupplied)).toBeVisible();
    expect((await readRecord(page)).school_id).toBeNull();
  });

  test('at 375 px the section and the modal fit the screen', async ({ page, teacher: _ }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/profile/');
    await page.getByRole('button', { name: 'Student Privacy' }).click();
    const section = page.getByRole('region', { name: 'Student Privacy' });
    await expect(section.getByRole('radio', { name: 'Homeschool Teacher' })).toBeVisible({ timeout: 60_000 });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await expectAccessible(page, 'profile at 375 px');
    const dialog = await openModalFromDashboard(page);
    await dialog.getByRole('button', { name: PRIVACY_TEXTS.provideInformationNow }).click();
    await dialog.getByRole('radio', { name: 'Public School Teacher' }).check();
    await expect(dialog.getByRole('combobox', { name: PRIVACY_TEXTS.stateLabel })).toBeInViewport();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await expectAccessible(page, 'modal at 375 px');
  });
});

import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * Search and browse in the student experience (spec 1 §6, §7): every search carries the grade chosen
 * on the grade gate (selected_facet grades:{grade}) and student=true; the server applies the student rule
 * (student content, no Lesson Plans: decision 0019); Professional Development is not offered.
 */

const GRADE = '6-8';

/** The grade gate's stored choice (spec 1 §2.10), set before each page load as the gate would leave it. */
async function chooseGrade(page: Page, grade: string) {
  await page.addInitScript((value) => localStorage.setItem('grade-gate', value), grade);
}

/** Calls of one API path, as parsed query strings, in the order the page made them. */
function recordCalls(page: Page, path: string): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === path) calls.push(url.searchParams);
  });
  return calls;
}

function expectStudentRules(call: URLSearchParams | undefined) {
  expect(call, 'the page should have called the API').toBeDefined();
  expect(call?.getAll('selected_facet')).toContain(`grades:${GRADE}`);
  expect(call?.get('student')).toBe('true');
}

const resultCards = (page: Page) => page.getByRole('list', { name: /resources?/ }).getByRole('article');

test.describe('student search', () => {
  test('the search carries the chosen grade and the student rules, without Lesson Plans', async ({
    page,
  }) => {
    // Cold student searches on a fresh database come close to a minute on a loaded CI machine.
    test.slow();
    await chooseGrade(page, GRADE);
    const searches = recordCalls(page, '/api/v2/search/');
    const collectionSearches = recordCalls(page, '/api/v2/search_collections/');
    await page.goto('/search?q=water&student=true');

    // The grade from the grade gate is added to the address, so the search can be shared as it is.
    await expect(page).toHaveURL(/[?&]selected_facet=grades%3A6-8(&|$)/);
    await expect(page.getByRole('banner').getByText('FOR STUDENTS')).toBeVisible();
    await expect(page.locator('#results-title [role="status"]')).toHaveText(/^\d+ resources?/, {
      timeout: 30_000,
    });
    expectStudentRules(searches.at(-1));
    expect(searches.at(-1)?.get('q')).toBe('water');
    expectStudentRules(collectionSearches.at(-1));

    // No Lesson Plan among the types or the results; the grade is the gate's, not a filter to remove.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('button', { name: 'Type', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(filters.getByRole('checkbox', { name: /^Video \(\d+\)$/ })).toBeVisible();
    await expect(filters.getByRole('checkbox', { name: /^Lesson Plan/ })).toHaveCount(0);
    await expect(filters.getByRole('button', { name: 'Grades', exact: true })).toHaveCount(0);
    await expect(filters.getByRole('button', { name: /^Remove filter Grades/ })).toHaveCount(0);
    await expect(filters.getByText('Your grade:')).toHaveText('Your grade: Middle School');
    expect(await resultCards(page).count()).toBeGreaterThan(0);
    await expect(resultCards(page).filter({ hasText: 'Lesson Plan' })).toHaveCount(0);
    for (const card of await resultCards(page).all()) {
      await expect(card).toContainText(/Grades .*6-8|Grades All/);
      await expect(card.getByRole('link').first()).toHaveAttribute('href', /[?&]student=true$/);
    }
    await expectAccessible(page, 'student results');

    // A filter and 'Clear all filters': the grade stays.
    await filters.getByRole('checkbox', { name: /^Video \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/selected_facet=media_type%3AVideo/);
    await filters.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).not.toHaveURL(/media_type%3AVideo/);
    expect(new URL(page.url()).searchParams.getAll('selected_facet')).toEqual([`grades:${GRADE}`]);
    await expect.poll(() => searches.at(-1)?.getAll('selected_facet')).toContain(`grades:${GRADE}`);
    expectStudentRules(searches.at(-1));
  });

  test('the header search keeps the student experience and the grade', async ({ page }) => {
    await chooseGrade(page, GRADE);
    const searches = recordCalls(page, '/api/v2/search/');
    await page.goto('/about/?student=true');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search classroom resources' });
    await box.fill('volcano');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=volcano&student=true/);
    await expect(page).toHaveURL(/selected_facet=grades%3A6-8/);
    await expect(page.locator('#results-title [role="status"]')).toHaveText(
      /resources? found|^\d+ resources?/,
      {
        timeout: 30_000,
      },
    );
    expectStudentRules(searches.at(-1));
    await expectAccessible(page, 'student header search');
  });

  test('a subject page for students: the grade, student content, no Professional Development', async ({
    page,
  }) => {
    // Cold student searches on a fresh database come close to a minute on a loaded CI machine.
    test.slow();
    await chooseGrade(page, GRADE);
    const browses = recordCalls(page, '/api/v2/search/');
    const trees = recordCalls(page, '/api/v2/expanded_subject_tree/');
    await page.goto('/subjects/science/?student=true');
    await expect(page).toHaveURL(/selected_facet=grades%3A6-8/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Science');
    await expect(page.locator('[aria-labelledby="browse-results-title"] [role="status"]')).toHaveText(
      /^Showing \d+ of \d+ resources?$/,
      { timeout: 30_000 },
    );
    expectStudentRules(browses.at(-1));
    expect(trees.at(-1)?.get('student')).toBe('true');
    await expectAccessible(page, 'student subject page');

    // The student bar's Subjects menu: the student tree, without Professional Development.
    await page
      .getByRole('navigation', { name: 'Student', exact: true })
      .getByRole('button', { name: 'Subjects' })
      .click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Science' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Professional Development' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Mathematics' })).toHaveAttribute(
      'href',
      '/subjects/mathematics/?student=true',
    );
    await expectAccessible(page, 'student subjects menu');
    await menu.getByRole('menuitem', { name: 'Mathematics' }).click();
    await expect(page).toHaveURL(/\/subjects\/mathematics\/\?student=true&selected_facet=grades%3A6-8$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mathematics');
  });

  test('Professional Development is not a subject page for students', async ({ page }) => {
    await chooseGrade(page, GRADE);
    await page.goto('/subjects/professional-development/?student=true');
    await expect(page.getByText("We can't seem to find the page you're looking for.")).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page, 'student professional development');
  });
});

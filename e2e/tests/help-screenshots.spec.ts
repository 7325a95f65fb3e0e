import fs from 'node:fs';
import path from 'node:path';
import { SECRET_QUESTIONS } from '@lantern/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { clientHeaders, createStudent, createTeacher, postAsClient } from '../fixtures/accounts.ts';
import { lessonResource } from '../fixtures/assignments.ts';
import { acknowledgePrivacy, addStudents, createClass } from '../fixtures/classes.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The help articles' pictures (issue 37): a teacher and a student walk the real app, and each step an article
 * shows is photographed. With UPDATE_HELP_SCREENSHOTS=1 the pictures are (re)written into the articles' folder,
 * which the server serves at /help/images/{name}; without it nothing is written: the walk checks that every
 * page a picture shows still renders, and that every picture the articles reference exists.
 *
 *   npm run build && cd e2e && UPDATE_HELP_SCREENSHOTS=1 npx playwright test help-screenshots
 */

const UPDATE = process.env.UPDATE_HELP_SCREENSHOTS === '1';
const ARTICLES_DIR = path.resolve(import.meta.dirname, '../../apps/server/src/modules/help/articles');
const IMAGES_DIR = path.join(ARTICLES_DIR, 'images');

/** Every picture this walk takes, by the article that shows it. */
const PICTURES = {
  'find-resources': ['find-resources-search.png'],
  'build-a-lesson': ['build-a-lesson-editor.png'],
  assign: ['assign-select-students.png', 'assign-quick-code.png'],
  'join-a-class': ['join-a-class-code-box.png', 'join-a-class-joined.png', 'join-a-class-assignments.png'],
  'student-site': ['student-site-home.png'],
} as const;
type PictureName = (typeof PICTURES)[keyof typeof PICTURES][number];

// A modest window: the pictures stay small and readable in an article's column.
test.use({ viewport: { width: 1000, height: 700 } });

/** The page at rest: requests done, every image drawn, no caret or focus ring blinking into the picture. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    const images = [...document.images].filter((image) => image.loading !== 'lazy' || image.complete);
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

/** How a picture is taken: the window (down to `height`), an element, or an element with a margin (at most `width` wide). */
type Shot =
  | { window: true; height?: number }
  | { element: Locator }
  | { around: Locator; margin?: number; width?: number };

async function screenshot(page: Page, shot: Shot): Promise<Buffer> {
  const options = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
  if ('element' in shot) return shot.element.screenshot(options);
  const viewport = page.viewportSize() ?? { width: 1000, height: 700 };
  if ('window' in shot) {
    return page.screenshot({
      ...options,
      clip: { x: 0, y: 0, width: viewport.width, height: shot.height ?? viewport.height },
    });
  }
  const box = await shot.around.boundingBox();
  if (!box) throw new Error('the element to photograph is not on the page');
  const margin = shot.margin ?? 16;
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  const width = Math.min(box.width + 2 * margin, shot.width ?? viewport.width, viewport.width - x);
  return page.screenshot({ ...options, clip: { x, y, width, height: box.height + 2 * margin } });
}

/**
 * With UPDATE_HELP_SCREENSHOTS=1, photographs the page at rest as `name` (a 256-colour PNG, so each stays well
 * under 150 KB); otherwise only checks that the article's picture is there.
 */
async function picture(page: Page, name: PictureName, shot: Shot = { window: true }) {
  const file = path.join(IMAGES_DIR, name);
  if (!UPDATE) {
    expect(fs.existsSync(file), `${name} exists (UPDATE_HELP_SCREENSHOTS=1 makes it)`).toBe(true);
    return;
  }
  await settle(page);
  fs.mkdirSync(IMAGES_DIR, { recursive: true });
  const png = await screenshot(page, shot);
  await sharp(png).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toFile(file);
}

/** A lesson with a Media, a Text and a Question slide, as a teacher would build it. */
async function volcanoLesson(request: APIRequestContext): Promise<{ code: string; name: string }> {
  const name = 'Volcanoes';
  const lesson = await postAsClient(request, '/api/v2/lesson-builder/', {
    name,
    description: 'What a volcano is, how it erupts, and a quick check.',
    slides: [
      {
        type: 'Media',
        title: 'Watch: inside a volcano',
        description: 'Watch the video, then read on.',
        ...(await lessonResource(request)),
      },
      {
        type: 'Text',
        title: 'What is a volcano?',
        description:
          '<p>A volcano is an opening in the Earth’s crust where <strong>molten rock</strong> escapes.</p>',
      },
      {
        type: 'Question',
        title: 'Quick check',
        questions: [
          {
            text: '<p>What is molten rock above ground called?</p>',
            type: 'Multiple',
            choices: [
              { text: 'Lava', correct: true },
              { text: 'Magma', correct: false },
            ],
          },
          {
            text: '<p>Every mountain is a volcano.</p>',
            type: 'True_false',
            choices: [
              { text: 'True', correct: false },
              { text: 'False', correct: true },
            ],
          },
        ],
      },
    ],
  });
  return { code: lesson.code as string, name };
}

test('the articles reference exactly the pictures this walk takes', () => {
  for (const [slug, names] of Object.entries(PICTURES)) {
    const text = fs.readFileSync(path.join(ARTICLES_DIR, `${slug}.md`), 'utf8');
    const referenced = [...text.matchAll(/!\[[^\]]+\]\(\/help\/images\/([^)\s]+)\)/g)].map(
      (match) => match[1],
    );
    expect(referenced.sort(), `${slug}.md shows its pictures`).toEqual([...names].sort());
  }
});

test('an article shows its pictures, served from /help/images/, within its column', async ({ page }) => {
  await page.goto('/help/assign/');
  await expect(page.getByRole('heading', { level: 1, name: 'Assigning to your classes' })).toBeVisible();
  const pictures = page.locator('#main-content img');
  await expect(pictures).toHaveCount(PICTURES.assign.length);
  const first = page.getByRole('img', { name: /^The Assign window for the lesson Volcanoes/ });
  await expect(first).toHaveAttribute('src', '/help/images/assign-select-students.png');
  await first.scrollIntoViewIfNeeded();
  // Loaded (the Content-Security-Policy lets it through) and scaled to the article's width.
  await expect
    .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(620);
  const box = await first.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expectAccessible(page, 'help article with pictures');
});

test('a teacher: search with filters, the lesson builder, the assign window', async ({ page }) => {
  test.slow();
  await createTeacher(page.request);
  await acknowledgePrivacy(page.request);
  const room = await createClass(page.request, 'Room 7');
  await addStudents(page.request, room.id, SECRET_QUESTIONS[0].id, [
    { first_name: 'Ana', last_initial: 'L' },
    { first_name: 'Ben', last_initial: 'M' },
    { first_name: 'Cy', last_initial: 'N' },
  ]);
  const lesson = await volcanoLesson(page.request);

  // Finding resources: results for a search, one filter chosen.
  await page.goto('/search?q=water&selected_facet=media_type%3AVideo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “water”', {
    timeout: 60_000,
  });
  await expect(page.getByRole('button', { name: 'Remove filter Type: Video' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: /resources?/ })
      .getByRole('article')
      .first(),
  ).toBeVisible();
  await picture(page, 'find-resources-search.png');

  // Building a lesson: the editor with its slides.
  await page.goto(`/tools/lessonbuilder/edit/${lesson.code}`);
  await expect(page.getByRole('textbox', { name: 'Lesson name' })).toHaveValue(lesson.name, {
    timeout: 60_000,
  });
  await expect(page.getByRole('region', { name: /^Slide 1/ })).toBeVisible();
  // The slides and the chosen slide's editor, rather than the name and description above them.
  await page.getByRole('heading', { name: 'Slides (3)' }).evaluate((heading) => {
    heading.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -16);
  });
  await picture(page, 'build-a-lesson-editor.png');

  // Assigning: the students of the chosen class, then the quick-assign code.
  await page.goto('/tools/lessonbuilder/');
  await page.getByRole('button', { name: `Assign ${lesson.name}` }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: `Assign ${lesson.name}` });
  await dialog.getByRole('checkbox', { name: /Room 7/ }).check({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Select Students' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Ben M.' })).toBeChecked();
  await picture(page, 'assign-select-students.png', { element: dialog });

  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  const review = page.getByRole('dialog', { name: `Assigned: ${lesson.name}` });
  await expect(review.getByText('Assigned to 3 new students.')).toBeVisible({ timeout: 30_000 });
  await expect(review.getByTestId('quick-assign-code')).toHaveText(/^\s*[a-z][a-z0-9]{11}\s*$/);
  await picture(page, 'assign-quick-code.png', { element: review });
});

test('a student: the home page, the code box, the class joined, the assignments', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const teacher = await playwright.request.newContext({ baseURL });
  await createTeacher(teacher);
  await acknowledgePrivacy(teacher);
  const room = await createClass(teacher, 'Room 7');
  const lesson = await volcanoLesson(teacher);
  await createStudent(page.request, { firstName: 'Maya' });

  // The student site's home page, signed in.
  await page.goto('/student/');
  const codeRegion = page.getByRole('region', { name: 'Got a code from your teacher?' });
  const codeBox = codeRegion.getByRole('textbox', { name: 'Enter a class or assignment code' });
  await expect(codeBox).toBeVisible({ timeout: 60_000 });
  await picture(page, 'student-site-home.png', { window: true, height: 600 });

  // Joining a class: the code typed into the home page's box, then the class on the classes page.
  await codeBox.fill(room.join_code);
  await picture(page, 'join-a-class-code-box.png', { around: codeRegion, width: 560 });
  await codeBox.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/student/classes/');
  await expect(page.getByRole('list', { name: 'Your classes' }).getByRole('listitem')).toContainText(
    'Room 7',
  );
  await picture(page, 'join-a-class-joined.png', { window: true, height: 640 });

  // The teacher assigns the lesson to the class; it is waiting on the student's assignments page.
  const rosters = await (
    await teacher.get('/api/v2/tools/roster/', { headers: await clientHeaders(teacher) })
  ).json();
  const roster = rosters.find((candidate: { rosterId: string }) => candidate.rosterId === room.id);
  await postAsClient(teacher, '/api/v2/tools/assign/', {
    activityCode: lesson.code,
    students: [
      {
        rosterId: room.id,
        studentIds: roster.students.map((student: { studentRosterId: string }) => student.studentRosterId),
      },
    ],
  });
  await teacher.dispose();
  await page.goto('/student/assignments/');
  await expect(page.getByRole('heading', { level: 1, name: 'My assignments' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('main')).toContainText(lesson.name);
  await picture(page, 'join-a-class-assignments.png', { window: true, height: 440 });
});

import { SECRET_QUESTIONS } from '@lantern/shared';
import type { APIRequestContext } from '@playwright/test';
import { clientHeaders, createTeacher, postAsClient } from '../fixtures/accounts.ts';
import { acknowledgePrivacy, addStudents, createClass } from '../fixtures/classes.ts';
import { expect, expectAccessible, test } from '../fixtures/test.ts';

/**
 * The player's Media slides (issue 21): a catalog video plays in the resource page's media player, with its
 * captions choice and interactive transcript. The demo library has no lesson-scope video, so the teacher assigns a
 * single assignable video resource (a one-slide assignment, decision 0042) through the API.
 */

test.describe.configure({ timeout: 120_000 });

interface Detail {
  resource_code: string;
  title: string;
  is_assignable: boolean;
  assets: { media_type: string; medias: { captions: { url: string }[] } }[];
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url, { headers: await clientHeaders(request) });
  expect(response.ok(), `GET ${url} answered ${response.status()}`).toBe(true);
  return response.json() as Promise<T>;
}

/** An assignable Science video with one asset whose first caption file is served, assigned to a new class. */
async function assignVideo(teacher: APIRequestContext): Promise<{ code: string; title: string }> {
  await createTeacher(teacher);
  await acknowledgePrivacy(teacher);
  const query = new URLSearchParams({ q: '', count: '50', rank_by: 'title' });
  query.append('selected_facet', 'media_type:Video');
  query.append('selected_facet', 'subject:8337');
  const { objects } = await getJson<{ objects: { resource_code: string }[] }>(
    teacher,
    `/api/v2/search/?${query}`,
  );
  let video: Detail | undefined;
  for (const { resource_code } of objects) {
    const detail = await getJson<Detail>(teacher, `/api/v2/resource/${encodeURIComponent(resource_code)}/`);
    const captions = detail.assets[0]?.medias.captions[0]?.url;
    if (!detail.is_assignable || detail.assets.length !== 1 || !captions) continue;
    if ((await teacher.head(captions)).ok()) {
      video = detail;
      break;
    }
  }
  if (!video)
    throw new Error('the demo library should have an assignable Science video with served captions');
  const room = await createClass(teacher, 'Media room');
  const added = await addStudents(teacher, room.id, SECRET_QUESTIONS[1]?.id ?? '', [{ first_name: 'Ana' }]);
  const assigned = await postAsClient(teacher, '/api/v2/tools/assign/', {
    activityCode: video.resource_code,
    students: [{ rosterId: room.id, studentIds: added.results.map((student) => student.id) }],
  });
  return { code: assigned.code, title: video.title };
}

test('a video slide plays in the media player with captions and the transcript', async ({
  page,
  playwright,
  baseURL,
  student: _student,
}) => {
  test.slow();
  const teacher = await playwright.request.newContext({ baseURL });
  const assigned = await assignVideo(teacher);
  await teacher.dispose();

  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
  await page.goto(`/student/code/${assigned.code}/`);
  await expect(page.getByText('Slide 1 of 1')).toBeVisible();
  await page.getByRole('button', { name: /^Play video: / }).click();
  const player = page.locator('video');
  await expect(player).toHaveCount(1);
  // The media player came as its own chunk, loaded for this slide.
  expect(chunks.some((path) => /\/assets\/media-player-[^/]+\.js$/.test(path))).toBe(true);

  // Captions are off until chosen, then show.
  const trackModes = () =>
    player.evaluate((element: HTMLVideoElement) => Array.from(element.textTracks, (track) => track.mode));
  expect(await trackModes()).not.toContain('showing');
  await page.getByLabel('Captions', { exact: true }).selectOption({ index: 1 });
  await expect.poll(trackModes).toContain('showing');

  // The interactive transcript: its lines seek the video.
  await page.getByRole('button', { name: 'Show transcript' }).click();
  const lines = page.getByRole('region', { name: 'Transcript' }).getByRole('button');
  await expect.poll(() => lines.count()).toBeGreaterThan(1);
  await lines.nth(1).click();
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  await expect(page.getByText(/with captions and transcript/)).toHaveCount(0);
  await expectAccessible(page, 'player: video slide with captions and transcript');
});

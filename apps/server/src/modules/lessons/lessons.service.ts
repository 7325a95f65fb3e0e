import {
  LESSON_CODE_LENGTH,
  LESSON_DEFAULT_ORDERING,
  LESSON_ERRORS,
  LESSON_LIST_PAGE_SIZE,
  LESSON_NAME_MAX_LENGTH,
  type Lesson,
  type LessonListItem,
  type LessonListQuery,
  type LessonListReply,
  type LessonSaveData,
  lessonPaths,
  type PreviewAssignment,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { LETTER_FIRST, randomCode } from '../../lib/random-codes.ts';
import { prepareSlides } from './lesson-content.ts';
import { readSnapshot, resolveMedia, type VersionContent } from './lesson-snapshot.repo.ts';
import { type SnapshotSlide, snapshotOf, writeSnapshot } from './lesson-snapshot-write.repo.ts';
import { lessonOfOwner } from './lessons.policy.ts';
import {
  presentLesson,
  presentListItem,
  presentPreviewAssignment,
  type ReadVersion,
} from './lessons.presenter.ts';
import {
  headOfVersion,
  insertLesson,
  insertVersion,
  type LessonHead,
  lessonPage,
  lessonRowsByIds,
  softDeleteLesson,
  updateLessonHead,
  versionIdOf,
} from './lessons.repo.ts';
import { mediaAssetsOf } from './media-assets.ts';
import type { UgcImagesLookup } from './ugc-images.ts';

/**
 * The lesson builder (spec 3 "Lesson builder"; decision 0028): a teacher's own lessons only — another teacher's
 * lesson answers 404 like a missing one. Every save writes a new immutable version in one transaction; a save
 * from a stale version answers 409 and writes nothing.
 */

export interface LessonDeps {
  orm: Orm;
  ugcImages: UgcImagesLookup;
}

/** A fresh random code: a lowercase letter, then letters and digits. */
export const newLessonCode = () => randomCode(LESSON_CODE_LENGTH, LETTER_FIRST);

async function withUploads(
  deps: LessonDeps,
  head: LessonHead,
  content: VersionContent,
): Promise<ReadVersion> {
  const guids = content.slides.flatMap((slide) => (slide.ugc_guid ? [slide.ugc_guid] : []));
  const uploads = guids.length ? await deps.ugcImages(deps.orm, head.ownerId, guids) : new Map();
  return { head, version: head.currentVersion, content, uploads };
}

async function readVersion(deps: LessonDeps, head: LessonHead): Promise<ReadVersion> {
  const versionId = await versionIdOf(deps.orm, head.id, head.currentVersion);
  if (versionId === null) throw new Error(`lesson ${head.id} has no version ${head.currentVersion}`);
  return withUploads(deps, head, await readSnapshot(deps.orm, versionId));
}

/** The reply of a save, from what was just written (no second read of the version). */
async function presentSaved(
  deps: LessonDeps,
  saved: { head: LessonHead; versionId: number; content: VersionContent },
): Promise<Lesson> {
  const content = await resolveMedia(deps.orm, saved.versionId, saved.content);
  return presentLesson(await withUploads(deps, saved.head, content));
}

/**
 * A pinned version in the player's Assignment shape, whoever owns it and even after the lesson was edited or
 * deleted (for the assignments module, through the preview route's `assignmentForPlayer` hook; decision 0040).
 */
export async function versionAsAssignment(deps: LessonDeps, versionId: number): Promise<PreviewAssignment> {
  const head = await headOfVersion(deps.orm, versionId);
  if (!head) throw new Error(`lesson version ${versionId} does not exist`);
  const read = await withUploads(deps, head, await readSnapshot(deps.orm, versionId));
  return presentPreviewAssignment(read, await mediaAssetsOf(deps.orm, read));
}

/** The owner's lesson at its current version (for the builder and the preview). */
export async function readLesson(deps: LessonDeps, ownerId: string, code: string): Promise<ReadVersion> {
  return readVersion(deps, await lessonOfOwner(deps.orm, ownerId, code));
}

export async function getLesson(deps: LessonDeps, ownerId: string, code: string): Promise<Lesson> {
  return presentLesson(await readLesson(deps, ownerId, code));
}

async function createWithSlides(
  deps: LessonDeps,
  ownerId: string,
  data: { name: string; description: string },
  slides: SnapshotSlide[],
): Promise<Lesson> {
  const saved = await inTransaction(deps.orm, async (tx) => {
    // 61 random bits: a taken code is all but impossible, but never an error.
    for (let attempt = 0; attempt < 5; attempt++) {
      const head = await insertLesson(tx, {
        ...data,
        ownerId,
        code: newLessonCode(),
        slideCount: slides.length,
      });
      if (!head) continue;
      const versionId = await insertVersion(tx, { lessonId: head.id, version: 1, ...data });
      return { head, versionId, content: await writeSnapshot(tx, versionId, slides) };
    }
    throw new Error('could not draw a free lesson code in 5 attempts');
  });
  return presentSaved(deps, saved);
}

export async function createLesson(deps: LessonDeps, ownerId: string, body: LessonSaveData): Promise<Lesson> {
  const slides = await prepareSlides(deps.orm, deps.ugcImages, ownerId, body.slides);
  return createWithSlides(deps, ownerId, body, slides);
}

/** The version a PUT edited: the body's `version` or the If-Match header ("3", W/"3" or 3); both must agree. */
export function editedVersion(bodyVersion: number | undefined, ifMatch: string | undefined): number {
  let headerVersion: number | undefined;
  if (ifMatch !== undefined && ifMatch.trim() !== '*') {
    const match = /^\s*(?:W\/)?"?([1-9][0-9]{0,9})"?\s*$/.exec(ifMatch);
    if (!match) throw badRequest(LESSON_ERRORS.versionBad);
    headerVersion = Number(match[1]);
  }
  if (bodyVersion !== undefined && headerVersion !== undefined && bodyVersion !== headerVersion) {
    throw badRequest(LESSON_ERRORS.versionBad);
  }
  const version = bodyVersion ?? headerVersion;
  if (version === undefined) throw badRequest(LESSON_ERRORS.versionMissing);
  return version;
}

export async function updateLesson(
  deps: LessonDeps,
  ownerId: string,
  code: string,
  body: LessonSaveData,
  edited: number,
): Promise<Lesson> {
  const slides = await prepareSlides(deps.orm, deps.ugcImages, ownerId, body.slides);
  const saved = await inTransaction(deps.orm, async (tx) => {
    // The row lock makes concurrent saves of one lesson queue: the second sees the first's version and gets 409.
    const current = await lessonOfOwner(tx, ownerId, code, true);
    if (current.currentVersion !== edited) {
      throw new AppError('conflict', LESSON_ERRORS.versionStale(current.currentVersion), 409, {
        current_version: current.currentVersion,
      });
    }
    const version = current.currentVersion + 1;
    const data = { name: body.name, description: body.description };
    const versionId = await insertVersion(tx, { lessonId: current.id, version, ...data });
    const content = await writeSnapshot(tx, versionId, slides);
    const head = await updateLessonHead(tx, current.id, {
      ...data,
      currentVersion: version,
      slideCount: slides.length,
    });
    return { head, versionId, content };
  });
  return presentSaved(deps, saved);
}

export async function deleteLesson(deps: LessonDeps, ownerId: string, code: string): Promise<void> {
  if (!(await softDeleteLesson(deps.orm, ownerId, code))) throw notFound(LESSON_ERRORS.lessonNotFound(code));
}

/** 'copy of {title}' (spec 3 "Lesson builder") with a new code and new slides, owned by the copier. */
export async function copyLesson(deps: LessonDeps, ownerId: string, code: string): Promise<Lesson> {
  const source = await readLesson(deps, ownerId, code);
  const name = `copy of ${source.head.name}`.slice(0, LESSON_NAME_MAX_LENGTH);
  return createWithSlides(
    deps,
    ownerId,
    { name, description: source.head.description },
    snapshotOf(source.content),
  );
}

function pageLink(query: { q: string; ordering: string; limit: number }, offset: number): string {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(offset) });
  if (query.q) params.set('q', query.q);
  if (query.ordering !== LESSON_DEFAULT_ORDERING) params.set('ordering', query.ordering);
  return `${lessonPaths.list}?${params}`;
}

export async function listLessons(
  orm: Orm,
  ownerId: string,
  query: LessonListQuery,
): Promise<LessonListReply> {
  const input = {
    q: query.q ?? '',
    ordering: query.ordering ?? LESSON_DEFAULT_ORDERING,
    limit: Number(query.limit ?? LESSON_LIST_PAGE_SIZE),
    offset: Number(query.offset ?? 0),
  };
  const page = await lessonPage(orm, ownerId, input);
  const { limit, offset } = input;
  return {
    count: page.total,
    next: offset + limit < page.total ? pageLink(input, offset + limit) : null,
    previous: offset > 0 ? pageLink(input, Math.max(0, offset - limit)) : null,
    limit,
    offset,
    results: page.rows.map(presentListItem),
  };
}

/** The owner's live lessons among `ids`, in the order of `ids` (folders list what is filed in them). */
export async function lessonListItems(
  orm: Orm,
  ownerId: string,
  ids: readonly number[],
): Promise<LessonListItem[]> {
  const rows = new Map((await lessonRowsByIds(orm, ownerId, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [presentListItem(row)] : [];
  });
}

import {
  type Asset,
  type AssignmentSlide,
  type Lesson,
  type LessonListItem,
  lessonPreviewLink,
  type MediaDisplay,
  type PreviewAssignment,
  type Question,
  type Slide,
  type UgcReply,
} from '@lantern/shared';
import type { SlideRow, VersionContent } from './lesson-snapshot.repo.ts';
import type { LessonHead, LessonListRow } from './lessons.repo.ts';

/** Replies of the lesson calls, from a head and one version's content. */

export interface ReadVersion {
  head: LessonHead;
  version: number;
  content: VersionContent;
  uploads: Map<string, UgcReply>;
}

function unavailableReason(row: SlideRow): MediaDisplay['unavailable_reason'] {
  if (row.r_title === null || row.a_kind === null) return 'removed';
  if (row.r_status !== 'published') return 'unpublished';
  if (row.r_expired) return 'expired';
  return null;
}

/** What a Media slide shows: the resource's asset as the catalog has it now, or the upload. */
export function mediaDisplay(row: SlideRow, uploads: Map<string, UgcReply>): MediaDisplay | null {
  if (row.type !== 'Media') return null;
  if (row.ugc_guid !== null) {
    const image = uploads.get(row.ugc_guid);
    return {
      source: 'ugc',
      title: row.title,
      media_type: 'Image',
      kind: 'image',
      poster_url: image?.jpg_url ?? null,
      media_url: image?.url ?? null,
      mime_type: image ? 'image/webp' : null,
      canonical_url: null,
      width: image?.width ?? null,
      height: image?.height ?? null,
      available: image !== undefined,
      unavailable_reason: image ? null : 'removed',
    };
  }
  const reason = unavailableReason(row);
  return {
    source: 'resource',
    title: row.a_title ?? row.r_title ?? row.title,
    media_type: row.r_media_type ?? '',
    kind: row.a_kind ?? '',
    poster_url: reason === 'removed' ? null : row.poster,
    media_url: reason === null ? row.media_url : null,
    mime_type: reason === null ? row.mime_type : null,
    canonical_url: row.r_url,
    width: row.width,
    height: row.height,
    available: reason === null,
    unavailable_reason: reason,
  };
}

/** The questions of each slide with their choices, grouped once per reply. */
function questionsBySlide(content: VersionContent): Map<number, Question[]> {
  const choices = new Map<number, Question['choices']>();
  for (const choice of content.choices) {
    const list = choices.get(choice.question_id) ?? [];
    list.push({ id: choice.id, text: choice.text, correct: choice.correct });
    choices.set(choice.question_id, list);
  }
  const bySlide = new Map<number, Question[]>();
  for (const question of content.questions) {
    const list = bySlide.get(question.slide_id) ?? [];
    list.push({
      pk: question.id,
      order: question.position,
      text: question.text,
      type: question.type,
      choices: choices.get(question.id) ?? [],
    });
    bySlide.set(question.slide_id, list);
  }
  return bySlide;
}

function presentSlide(row: SlideRow, read: ReadVersion, questions: Map<number, Question[]>): Slide {
  const base = { id: row.id, order: row.position, title: row.title };
  if (row.type === 'Text') return { ...base, type: 'Text', description: row.description };
  if (row.type === 'Question') {
    return {
      ...base,
      type: 'Question',
      description: row.description,
      questions: questions.get(row.id) ?? [],
    };
  }
  return {
    ...base,
    type: 'Media',
    description: row.description,
    brand: row.brand,
    credits_link: row.credits_link,
    resource: row.resource_id,
    asset: row.asset_guid,
    resource_guid: row.resource_guid,
    ugc: row.ugc_guid ? (read.uploads.get(row.ugc_guid) ?? null) : null,
    ugc_guid: row.ugc_guid,
    media: mediaDisplay(row, read.uploads),
  };
}

export function presentLesson(read: ReadVersion): Lesson {
  const { head } = read;
  const questions = questionsBySlide(read.content);
  return {
    id: head.id,
    code: head.code,
    name: head.name,
    title: head.name,
    description: head.description,
    version: read.version,
    date_created: head.createdAt.toISOString(),
    date_modified: head.updatedAt.toISOString(),
    is_editable: true,
    is_ilp: false,
    preview_link: lessonPreviewLink(head.code),
    slides: read.content.slides.map((row) => presentSlide(row, read, questions)),
  };
}

export function presentListItem(row: LessonListRow): LessonListItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    title: row.name,
    description: row.description,
    date_created: row.created_at.toISOString(),
    date_modified: row.updated_at.toISOString(),
    is_editable: true,
    // When it was last assigned (a live assignment of any of its versions; decision 0040).
    assigned: row.assigned_at?.toISOString() ?? null,
    is_ilp: false,
    preview_link: lessonPreviewLink(row.code),
    slide_count: row.slide_count,
    version: row.current_version,
  };
}

/** The Assignment shape (spec 3 §3) of a preview: the player's view, correct answers included, no result. */
export function presentPreviewAssignment(
  read: ReadVersion,
  mediaAssets: ReadonlyMap<string, Asset> = new Map(),
): PreviewAssignment {
  const lesson = presentLesson(read);
  const assetGuids = new Map(read.content.slides.map((row) => [row.id, row.asset_guid]));
  return {
    id: lesson.id,
    name: lesson.name,
    description: lesson.description,
    code: lesson.code,
    result_id: null,
    is_ilp: false,
    version: lesson.version,
    slides: lesson.slides.map((slide): AssignmentSlide => {
      const base = { id: slide.id, order: slide.order, title: slide.title, description: slide.description };
      if (slide.type === 'Text') return { ...base, type: 'Text' };
      if (slide.type === 'Question') {
        return {
          ...base,
          type: 'Question',
          questions: slide.questions.map((question) => ({ ...question, user_answer: null })),
        };
      }
      return {
        ...base,
        type: 'Media',
        brand: slide.brand,
        credits_link: slide.credits_link,
        asset: slide.media,
        media_asset: mediaAssets.get(assetGuids.get(slide.id) ?? '') ?? null,
      };
    }),
  };
}

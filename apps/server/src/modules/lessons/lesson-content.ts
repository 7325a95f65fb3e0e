import { LESSON_ERRORS, resourceCreditsPath, type SlideData } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { FieldErrors } from './lesson-errors.ts';
import { hasText, sanitizeLessonHtml } from './lesson-html.ts';
import { resourceRefs, type SnapshotSlide } from './lesson-snapshot-write.repo.ts';
import type { UgcImagesLookup } from './ugc-images.ts';

/**
 * Turns a checked body's slides into what is stored: rich text sanitized, Fill answers all correct, and every
 * Media slide's resource or upload checked. Any problem answers 400 naming the field, before anything is written.
 */

/** Sanitizing escapes characters, so stored rich text may be longer than what was sent; these are the columns'
 * limits (migration 0051), refused with the contract's message rather than a failed insert. */
const STORED_DESCRIPTION_MAX = 100_000;
const STORED_QUESTION_MAX = 25_000;

export async function prepareSlides(
  orm: Orm,
  ugcImages: UgcImagesLookup,
  ownerId: string,
  slides: readonly SlideData[],
): Promise<SnapshotSlide[]> {
  const errors = new FieldErrors();
  const resourceIds = slides.flatMap((slide) =>
    slide.type === 'Media' && slide.resource != null ? [slide.resource] : [],
  );
  const ugcGuids = slides.flatMap((slide) =>
    slide.type === 'Media' && slide.ugc_guid != null ? [slide.ugc_guid.toLowerCase()] : [],
  );
  const [resources, uploads] = await Promise.all([
    resourceRefs(orm, [...new Set(resourceIds)]),
    ugcGuids.length ? ugcImages(orm, ownerId, [...new Set(ugcGuids)]) : new Map(),
  ]);

  const prepared = slides.map((slide, index): SnapshotSlide => {
    const base = {
      type: slide.type,
      title: slide.title,
      brand: '',
      creditsLink: '',
      resourceId: null,
      resourceGuid: null,
      assetGuid: null,
      ugcGuid: null,
      questions: [],
    };
    const at = (...path: (string | number)[]) => ['slides', index, ...path];
    if (slide.type === 'Media') {
      const media = {
        ...base,
        description: slide.description,
        brand: slide.brand,
        creditsLink: slide.credits_link,
      };
      if (slide.ugc_guid != null) {
        const guid = slide.ugc_guid.toLowerCase();
        if (!uploads.has(guid)) errors.add(at('ugc_guid'), LESSON_ERRORS.ugcNotFound);
        return { ...media, ugcGuid: guid };
      }
      const id = slide.resource as number;
      const resource = resources.get(id);
      const resourceGuid = (slide.resource_guid as string).toLowerCase();
      const assetGuid = (slide.asset as string).toLowerCase();
      if (!resource) errors.add(at('resource'), LESSON_ERRORS.resourceNotFound(id));
      else if (resource.scope !== 'lesson')
        errors.add(at('resource'), LESSON_ERRORS.resourceScope(resource.title));
      else if (resource.guid !== resourceGuid)
        errors.add(at('resource_guid'), LESSON_ERRORS.resourceGuidMismatch(id));
      else if (!resource.assets.includes(assetGuid))
        errors.add(at('asset'), LESSON_ERRORS.assetNotInResource(id));
      // Without a link of the teacher's own, the slide credits the resource's credits page (spec 3 §3 Media).
      const creditsLink = media.creditsLink || (resource ? resourceCreditsPath(resource.code) : '');
      return { ...media, creditsLink, resourceId: id, resourceGuid, assetGuid };
    }
    const description = sanitizeLessonHtml(slide.description);
    if (description.length > STORED_DESCRIPTION_MAX)
      errors.add(at('description'), LESSON_ERRORS.richTextTooLong);
    if (slide.type === 'Text') return { ...base, description };
    return {
      ...base,
      description,
      questions: slide.questions.map((question, q) => {
        const text = sanitizeLessonHtml(question.text);
        if (!hasText(text)) errors.add(at('questions', q, 'text'), LESSON_ERRORS.questionTextEmpty);
        else if (text.length > STORED_QUESTION_MAX)
          errors.add(at('questions', q, 'text'), LESSON_ERRORS.questionTextTooLong);
        return {
          type: question.type,
          text,
          choices: question.choices.map((choice) => ({
            text: choice.text,
            // Every Fill choice is an accepted answer.
            correct: question.type === 'Fill' ? true : choice.correct,
          })),
        };
      }),
    };
  });
  errors.throwIfAny();
  return prepared;
}

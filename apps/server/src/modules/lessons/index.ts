/** The public surface of the lessons module (docs/decisions/0020-module-boundaries.md). */
export { markAnswer } from './answer-marking.ts';
export { ownedLessonIds } from './lessons.repo.ts';
export { lessonListItems } from './lessons.service.ts';
export type { AssignmentForPlayer } from './preview.routes.ts';
export { carrierLessonOf, publishedResource } from './resource-carrier.ts';
export type { UgcImagesLookup } from './ugc-images.ts';

import {
  BRAND_MAX_LENGTH,
  CHOICE_TEXT_MAX_LENGTH,
  CHOICES_PER_QUESTION_MAX,
  CREDITS_LINK_MAX_LENGTH,
  ESSAY_ANSWER_MAX_LENGTH,
  LESSON_DESCRIPTION_MAX_LENGTH,
  LESSON_NAME_MAX_LENGTH,
  LESSON_SLIDES_MAX,
  MEDIA_DESCRIPTION_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
  QUESTIONS_PER_SLIDE_MAX,
  RICH_TEXT_MAX_LENGTH,
  SHORT_ANSWER_MAX_LENGTH,
  SLIDE_TITLE_MAX_LENGTH,
} from './limits.ts';

/**
 * The exact messages of the lesson-builder calls. Validation errors arrive as the usual field map
 * (`errors`, e.g. slides → 2 → questions → 0 → choices) and flattened in `messages` as 'label - message'
 * ('Slides - 3 - Questions - 1 - Choices - Mark at least one choice as correct.').
 */
export const LESSON_ERRORS = {
  nameEmpty: 'Give the lesson a name.',
  nameTooLong: `A lesson name can be at most ${LESSON_NAME_MAX_LENGTH} characters.`,
  descriptionTooLong: `A lesson description can be at most ${LESSON_DESCRIPTION_MAX_LENGTH} characters.`,
  slidesNotList: 'slides must be a list of slides (it may be empty).',
  slidesTooMany: `A lesson can have at most ${LESSON_SLIDES_MAX} slides.`,
  slideType: 'A slide type must be Media, Text or Question.',
  slideTitleTooLong: `A slide title can be at most ${SLIDE_TITLE_MAX_LENGTH} characters.`,
  mediaDescriptionTooLong: `A media slide description can be at most ${MEDIA_DESCRIPTION_MAX_LENGTH} characters.`,
  richTextTooLong: `This text can be at most ${RICH_TEXT_MAX_LENGTH} characters (formatting included).`,
  brandTooLong: `A brand can be at most ${BRAND_MAX_LENGTH} characters.`,
  creditsLink: `credits_link must be empty or a web address starting with http:// or https:// (at most ${CREDITS_LINK_MAX_LENGTH} characters).`,
  mediaSource:
    'A Media slide needs either a resource (resource, asset and resource_guid) or an uploaded image (ugc_guid), not both.',
  resourceId: 'resource must be the id of a resource, a whole number such as 1234.',
  guid: 'Must be an identifier such as 3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b.',
  resourceNotFound: (id: number | string) => `There is no resource with id ${id}. It may have been removed.`,
  resourceScope: (title: string) =>
    `'${title}' cannot be used in lessons: pick a resource whose scope includes lesson.`,
  resourceGuidMismatch: (id: number | string) => `resource_guid is not the guid of resource ${id}.`,
  assetNotInResource: (id: number | string) => `asset must be the guid of one of resource ${id}'s assets.`,
  ugcNotFound: 'You have no uploaded image with this ugc_guid. Upload the image again.',
  questionsTooMany: `A question slide can have at most ${QUESTIONS_PER_SLIDE_MAX} questions.`,
  questionType: 'A question type must be Fill, Multiple, Short, True_false or Essay.',
  questionTextEmpty: 'Write the question.',
  questionTextTooLong: `A question can be at most ${QUESTION_TEXT_MAX_LENGTH} characters (formatting included).`,
  choicesTooMany: `A question can have at most ${CHOICES_PER_QUESTION_MAX} choices.`,
  choiceTextEmpty: 'A choice needs some text.',
  choiceTextTooLong: `A choice can be at most ${CHOICE_TEXT_MAX_LENGTH} characters.`,
  fillAnswerTooLong: `An accepted answer can be at most ${SHORT_ANSWER_MAX_LENGTH} characters.`,
  multipleChoices: 'A Multiple question needs at least two choices.',
  needsCorrectChoice: 'Mark at least one choice as correct.',
  trueFalseChoices:
    'A True_false question has exactly two choices (True and False), one of them marked correct.',
  fillNeedsAnswer: 'A Fill question needs at least one accepted answer.',
  noChoices: 'Short and Essay questions have no choices.',
  versionMissing:
    'Send the version you edited: the lesson\'s version field, or an If-Match header with it (such as If-Match: "3").',
  versionBad: 'version must be a whole number such as 3.',
  versionStale: (current: number) =>
    `This lesson was changed elsewhere and is now at version ${current}. Reload it, or send version ${current} to save your changes over it.`,
  codeMalformed:
    'A lesson code is 12 lowercase letters and digits starting with a letter, such as k3x9m2p7q4w8.',
  lessonNotFound: (code: string) => `You have no lesson with code ${code}. It may have been deleted.`,
  questionNotFound: (id: number | string) => `There is no question with id ${id} in a lesson of yours.`,
  questionId: 'The question id must be a whole number such as 1234.',
  answerEmpty: 'Send an answer: choice (the id of a choice) or input (text).',
  answerChoice: 'choice must be the id of one of this question’s choices.',
  shortAnswerTooLong: `A short answer can be at most ${SHORT_ANSWER_MAX_LENGTH} characters.`,
  essayAnswerTooLong: `An essay answer can be at most ${ESSAY_ANSWER_MAX_LENGTH} characters.`,
  previewOnly: 'Only the lesson’s owner can preview it.',
} as const;

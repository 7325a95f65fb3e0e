import type { Lesson, LessonUpdateBody, MediaDisplay, QuestionType, SlideType } from '@lantern/shared';

/**
 * The editor's form values and their mapping to and from the lesson calls (pure; unit-tested).
 * The form holds what the PUT body holds, minus the ids of the version it was read from (each save
 * makes a new version with new ids, decision 0028), plus each Media slide's display (title, poster,
 * availability) for the editor to show; `order` is the position, set when sending.
 */
export interface FormChoice {
  text: string;
  correct: boolean;
}
export interface FormQuestion {
  type: QuestionType;
  /** Rich text. */
  text: string;
  choices: FormChoice[];
}
export interface FormTextSlide {
  type: 'Text';
  title: string;
  /** Rich text. */
  description: string;
}
export interface FormQuestionSlide {
  type: 'Question';
  title: string;
  description: string;
  questions: FormQuestion[];
}
export interface FormMediaSlide {
  type: 'Media';
  title: string;
  description: string;
  brand: string;
  credits_link: string;
  resource: number | null;
  asset: string | null;
  resource_guid: string | null;
  ugc_guid: string | null;
  /** What the slide shows; never sent (the server resolves it). */
  media: MediaDisplay | null;
}
export type FormSlide = FormTextSlide | FormQuestionSlide | FormMediaSlide;
export interface LessonFormValues {
  name: string;
  description: string;
  slides: FormSlide[];
}

export const EMPTY_LESSON: LessonFormValues = { name: '', description: '', slides: [] };

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  Fill: 'Fill in the blank',
  Multiple: 'Multiple choice',
  Short: 'Short answer',
  True_false: 'True or false',
  Essay: 'Essay',
};

/** True and False, in this order, one of them correct (the server's True_false rule). */
export function trueFalseChoices(trueIsCorrect: boolean): FormChoice[] {
  return [
    { text: 'True', correct: trueIsCorrect },
    { text: 'False', correct: !trueIsCorrect },
  ];
}

/** A new question of a type, with the choices its type starts with. */
export function newQuestion(type: QuestionType): FormQuestion {
  switch (type) {
    case 'Multiple':
      return {
        type,
        text: '',
        choices: [
          { text: '', correct: true },
          { text: '', correct: false },
        ],
      };
    case 'True_false':
      return { type, text: '', choices: trueFalseChoices(true) };
    case 'Fill':
      return { type, text: '', choices: [{ text: '', correct: true }] };
    default:
      return { type, text: '', choices: [] };
  }
}

/** The choices a question keeps when its type changes (what still makes sense; else the new type's start). */
export function changeQuestionType(question: FormQuestion, type: QuestionType): FormQuestion {
  if (type === question.type) return question;
  const typed = question.choices.filter((choice) => choice.text.trim() !== '');
  if (type === 'Multiple' && typed.length >= 2)
    return { type, text: question.text, choices: question.choices };
  if (type === 'Fill' && typed.length >= 1) {
    return {
      type,
      text: question.text,
      choices: typed.map((choice) => ({ text: choice.text, correct: true })),
    };
  }
  return { ...newQuestion(type), text: question.text };
}

export function newSlide(type: SlideType): FormSlide {
  switch (type) {
    case 'Text':
      return { type, title: '', description: '' };
    case 'Question':
      return { type, title: '', description: '', questions: [newQuestion('Multiple')] };
    case 'Media':
      return {
        type,
        title: '',
        description: '',
        brand: '',
        credits_link: '',
        resource: null,
        asset: null,
        resource_guid: null,
        ugc_guid: null,
        media: null,
      };
  }
}

/** A deep copy for Duplicate: the two slides must not share choice lists. */
export function copySlide(slide: FormSlide): FormSlide {
  return structuredClone(slide);
}

function slideToForm(slide: Lesson['slides'][number]): FormSlide {
  switch (slide.type) {
    case 'Text':
      return { type: 'Text', title: slide.title, description: slide.description };
    case 'Question':
      return {
        type: 'Question',
        title: slide.title,
        description: slide.description,
        questions: [...slide.questions]
          .sort((a, b) => a.order - b.order)
          .map((question) => ({
            type: question.type,
            text: question.text,
            choices: question.choices.map((choice) => ({ text: choice.text, correct: choice.correct })),
          })),
      };
    default:
      return {
        type: 'Media',
        title: slide.title,
        description: slide.description,
        brand: slide.brand,
        credits_link: slide.credits_link,
        resource: slide.resource,
        asset: slide.asset,
        resource_guid: slide.resource_guid,
        ugc_guid: slide.ugc_guid,
        media: slide.media,
      };
  }
}

/** The form values of a lesson as read (GET, or the reply of a save). */
export function lessonToForm(lesson: Lesson): LessonFormValues {
  return {
    name: lesson.name,
    description: lesson.description,
    slides: [...lesson.slides].sort((a, b) => a.order - b.order).map(slideToForm),
  };
}

/** The create/PUT body: slides numbered by position from 1, display fields left out, the version edited. */
export function formToBody(values: LessonFormValues, version?: number): LessonUpdateBody {
  return {
    name: values.name,
    description: values.description,
    slides: values.slides.map((slide, index) => {
      const order = index + 1;
      switch (slide.type) {
        case 'Media': {
          const { media: _display, ...rest } = slide;
          return slide.ugc_guid
            ? { ...rest, order, resource: null, asset: null, resource_guid: null }
            : { ...rest, order, ugc_guid: null };
        }
        case 'Question':
          return {
            ...slide,
            order,
            questions: slide.questions.map((question, position) => ({
              ...question,
              order: position + 1,
              choices: question.type === 'Short' || question.type === 'Essay' ? [] : question.choices,
            })),
          };
        default:
          return { ...slide, order };
      }
    }),
    ...(version === undefined ? {} : { version }),
  };
}

/** How a slide is named in the list, buttons and announcements: 'Slide 2: Warm-up (Text)'. */
export function slideLabel(slide: FormSlide, index: number): string {
  const title = slide.title.trim() || (slide.type === 'Media' ? (slide.media?.title ?? '') : '');
  return `Slide ${index + 1}${title ? `: ${title}` : ''} (${slide.type})`;
}

/** A slide named without its position, for announcements: 'Text slide “Warm-up”'. */
export function slideName(slide: FormSlide): string {
  const title = slide.title.trim() || (slide.type === 'Media' ? (slide.media?.title ?? '') : '');
  return title ? `${slide.type} slide “${title}”` : `${slide.type} slide`;
}

import type { Lesson } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import {
  changeQuestionType,
  copySlide,
  formToBody,
  type LessonFormValues,
  lessonToForm,
  newQuestion,
  newSlide,
  slideLabel,
  slideName,
} from './lesson-form.ts';

const media = {
  source: 'resource' as const,
  title: 'Volcano video',
  media_type: 'Video',
  kind: 'video',
  poster_url: null,
  media_url: null,
  mime_type: null,
  canonical_url: '/resource/abc/',
  width: null,
  height: null,
  available: false,
  unavailable_reason: 'expired' as const,
};

const lesson: Lesson = {
  id: 7,
  code: 'k3x9m2p7q4w8',
  name: 'Volcanoes',
  title: 'Volcanoes',
  description: 'Hot rocks',
  version: 3,
  date_created: '2026-11-26T00:00:00Z',
  date_modified: '2026-11-26T00:00:00Z',
  is_editable: true,
  is_ilp: false,
  preview_link: '/tools/lessonbuilder/preview/k3x9m2p7q4w8/',
  slides: [
    {
      id: 12,
      order: 2,
      type: 'Question',
      title: 'Check',
      description: '',
      questions: [
        {
          pk: 2,
          order: 2,
          text: '<p>Second</p>',
          type: 'Short',
          choices: [],
        },
        {
          pk: 1,
          order: 1,
          text: '<p>First</p>',
          type: 'Multiple',
          choices: [
            { id: 5, text: 'Lava', correct: true },
            { id: 6, text: 'Ice', correct: false },
          ],
        },
      ],
    },
    {
      id: 11,
      order: 1,
      type: 'Media',
      title: '',
      description: 'Watch',
      brand: 'PBS',
      credits_link: '/credits/abc/',
      resource: 99,
      asset: '3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
      resource_guid: '4f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
      ugc: null,
      ugc_guid: null,
      media,
    },
  ],
};

describe('lessonToForm', () => {
  it('orders slides and questions by order and drops the version’s ids', () => {
    const form = lessonToForm(lesson);
    expect(form.slides.map((slide) => slide.type)).toEqual(['Media', 'Question']);
    const question = form.slides[1];
    expect(question?.type === 'Question' && question.questions.map((q) => q.text)).toEqual([
      '<p>First</p>',
      '<p>Second</p>',
    ]);
    expect(JSON.stringify(form)).not.toContain('"id"');
    expect(JSON.stringify(form)).not.toContain('"pk"');
  });
});

describe('formToBody', () => {
  it('numbers slides and questions from 1, leaves the display out and carries the version', () => {
    const body = formToBody(lessonToForm(lesson), 3);
    expect(body.version).toBe(3);
    expect(body.slides?.map((slide) => slide.order)).toEqual([1, 2]);
    expect(body.slides?.[0]).not.toHaveProperty('media');
    const questions = body.slides?.[1]?.type === 'Question' ? body.slides[1].questions : [];
    expect(questions?.map((q) => q.order)).toEqual([1, 2]);
  });

  it('round-trips: what is read and sent back unchanged is the same lesson', () => {
    const form = lessonToForm(lesson);
    expect(lessonToForm({ ...lesson, slides: lesson.slides }).slides).toEqual(form.slides);
    expect(formToBody(form)).not.toHaveProperty('version');
  });

  it('sends an upload without resource fields and Short/Essay without choices', () => {
    const values: LessonFormValues = {
      name: 'L',
      description: '',
      slides: [
        {
          ...(newSlide('Media') as Extract<ReturnType<typeof newSlide>, { type: 'Media' }>),
          ugc_guid: 'u',
          resource: 4,
        },
        {
          type: 'Question',
          title: '',
          description: '',
          questions: [{ type: 'Essay', text: 'Why?', choices: [{ text: 'left over', correct: true }] }],
        },
      ],
    };
    const body = formToBody(values);
    expect(body.slides?.[0]).toMatchObject({
      ugc_guid: 'u',
      resource: null,
      asset: null,
      resource_guid: null,
    });
    const slide = body.slides?.[1];
    expect(slide?.type === 'Question' && slide.questions?.[0]?.choices).toEqual([]);
  });
});

describe('new questions and type changes', () => {
  it('starts each type with the choices its rule needs', () => {
    expect(newQuestion('Multiple').choices).toHaveLength(2);
    expect(newQuestion('True_false').choices).toEqual([
      { text: 'True', correct: true },
      { text: 'False', correct: false },
    ]);
    expect(newQuestion('Fill').choices).toEqual([{ text: '', correct: true }]);
    expect(newQuestion('Essay').choices).toEqual([]);
  });

  it('keeps typed choices as accepted answers when a Multiple becomes a Fill', () => {
    const multiple = {
      type: 'Multiple' as const,
      text: 'Q',
      choices: [
        { text: 'A', correct: false },
        { text: '', correct: true },
      ],
    };
    expect(changeQuestionType(multiple, 'Fill')).toEqual({
      type: 'Fill',
      text: 'Q',
      choices: [{ text: 'A', correct: true }],
    });
    expect(changeQuestionType(multiple, 'True_false').choices.map((c) => c.text)).toEqual(['True', 'False']);
    expect(changeQuestionType(multiple, 'Short')).toEqual({ type: 'Short', text: 'Q', choices: [] });
  });

  it('copies a slide deeply', () => {
    const slide = newSlide('Question');
    const copy = copySlide(slide);
    expect(copy).toEqual(slide);
    if (copy.type === 'Question') copy.questions[0]?.choices.push({ text: 'x', correct: false });
    expect(slide.type === 'Question' && slide.questions[0]?.choices).toHaveLength(2);
  });
});

it('names slides with and without a title', () => {
  const form = lessonToForm(lesson);
  expect(slideLabel(form.slides[0] as never, 0)).toBe('Slide 1: Volcano video (Media)');
  expect(slideName(newSlide('Text'))).toBe('Text slide');
  expect(slideName({ type: 'Text', title: 'Warm-up', description: '' })).toBe('Text slide “Warm-up”');
});

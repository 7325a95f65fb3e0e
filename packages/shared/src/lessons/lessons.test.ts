import { describe, expect, it } from 'vitest';
import { LESSON_ERRORS } from './errors.ts';
import { lessonCreateBodySchema } from './lessons.ts';
import { fillAnswerMatches, LESSON_CODE_PATTERN } from './limits.ts';

const question = (type: string, choices: { text: string; correct?: boolean }[]) => ({
  name: 'L',
  slides: [{ type: 'Question', questions: [{ text: '<p>Why?</p>', type, choices }] }],
});
const messages = (body: unknown) => {
  const result = lessonCreateBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('lesson contract', () => {
  it('accepts one slide of each kind', () => {
    const body = {
      name: ' Cells ',
      slides: [
        { type: 'Text', title: 'Intro', description: '<p>Hi</p>' },
        { type: 'Media', ugc_guid: '3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b' },
        ...question('Multiple', [{ text: 'a', correct: true }, { text: 'b' }]).slides,
      ],
    };
    const parsed = lessonCreateBodySchema.parse(body);
    expect(parsed.name).toBe('Cells');
    expect(parsed.slides).toHaveLength(3);
  });

  it('names unknown slide and question types', () => {
    expect(messages({ name: 'L', slides: [{ type: 'Video' }] })).toEqual([LESSON_ERRORS.slideType]);
    expect(messages(question('Poll', []))).toEqual([LESSON_ERRORS.questionType]);
  });

  it('applies the per-type choice rules', () => {
    expect(messages(question('Multiple', [{ text: 'a' }, { text: 'b' }]))).toEqual([
      LESSON_ERRORS.needsCorrectChoice,
    ]);
    expect(messages(question('True_false', [{ text: 'True', correct: true }]))).toEqual([
      LESSON_ERRORS.trueFalseChoices,
    ]);
    expect(messages(question('Fill', []))).toEqual([LESSON_ERRORS.fillNeedsAnswer]);
    expect(messages(question('Essay', [{ text: 'x' }]))).toEqual([LESSON_ERRORS.noChoices]);
    expect(messages(question('Short', []))).toEqual([]);
  });

  it('wants a media slide to name exactly one source', () => {
    expect(messages({ name: 'L', slides: [{ type: 'Media' }] })).toEqual([LESSON_ERRORS.mediaSource]);
  });

  it('matches Fill answers ignoring case and spaces', () => {
    expect(fillAnswerMatches('  new   YORK ', ['New York'])).toBe(true);
    expect(fillAnswerMatches('Boston', ['New York'])).toBe(false);
    expect(fillAnswerMatches('   ', [''])).toBe(false);
  });

  it('codes start with a lowercase letter', () => {
    expect(LESSON_CODE_PATTERN.test('k3x9m2p7q4w8')).toBe(true);
    expect(LESSON_CODE_PATTERN.test('3kx9m2p7q4w8')).toBe(false);
    expect(LESSON_CODE_PATTERN.test('Kkx9m2p7q4w8')).toBe(false);
  });
});

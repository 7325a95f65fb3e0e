import {
  type AnswerBody,
  type AnswerReply,
  ESSAY_ANSWER_MAX_LENGTH,
  fillAnswerMatches,
  LESSON_ERRORS,
  type QuestionType,
  SHORT_ANSWER_MAX_LENGTH,
} from '@lantern/shared';
import { badRequest } from '../../lib/app-error.ts';

/** What marking needs of a question: its type and its choices (a Fill question's choices are its answers). */
export interface MarkableQuestion {
  type: QuestionType;
  choices: readonly { id: number; text: string; correct: boolean }[];
}

/**
 * Marks an answer against a question of a lesson version, the same for the preview and the real player
 * (spec 3 §4, §5): a bad answer is a 400 before anything is written; Short and Essay answers are not marked.
 */
export function markAnswer(question: MarkableQuestion, body: AnswerBody): AnswerReply {
  switch (question.type) {
    case 'Multiple':
    case 'True_false': {
      if (body.choice === undefined) throw badRequest(LESSON_ERRORS.answerEmpty);
      const choice = question.choices.find((c) => c.id === body.choice);
      if (!choice) throw badRequest(LESSON_ERRORS.answerChoice);
      return { correct: choice.correct, input: null, choice: choice.id };
    }
    case 'Fill':
    case 'Short': {
      if (body.input === undefined) throw badRequest(LESSON_ERRORS.answerEmpty);
      if (body.input.length > SHORT_ANSWER_MAX_LENGTH) throw badRequest(LESSON_ERRORS.shortAnswerTooLong);
      const correct =
        question.type === 'Fill'
          ? fillAnswerMatches(
              body.input,
              question.choices.map((c) => c.text),
            )
          : null;
      return { correct, input: body.input, choice: null };
    }
    case 'Essay':
      if (body.input === undefined) throw badRequest(LESSON_ERRORS.answerEmpty);
      if (body.input.length > ESSAY_ANSWER_MAX_LENGTH) throw badRequest(LESSON_ERRORS.essayAnswerTooLong);
      return { correct: null, input: body.input, choice: null };
  }
}

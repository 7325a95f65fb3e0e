import { createHash } from 'node:crypto';
import {
  type AnswerBody,
  type AnswerReply,
  ESSAY_ANSWER_MAX_LENGTH,
  fillAnswerMatches,
  LESSON_ERRORS,
  SHORT_ANSWER_MAX_LENGTH,
  STUDENT_MESSAGES,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import * as answers from './answers.repo.ts';
import * as repo from './player.repo.ts';
import { ownResult, type Taker } from './player.service.ts';

/**
 * Answering a question of a started result (spec 3 §4, §7; decisions 0041, 0045). Everything happens in one
 * transaction holding the result's row: the ownership check, the idempotency key, the 'still started' check, the
 * marking and the write. So the answer is committed before the reply is sent, a completion cannot slip between
 * the check and the write, and two tabs answering the same result queue on the row (the answer itself is an
 * upsert on (result, question)). Any refusal throws before anything is written.
 */

const completed = () => new AppError('conflict', STUDENT_MESSAGES.resultCompleted, 409);
const keyReused = () => new AppError('conflict', STUDENT_MESSAGES.idempotencyKeyReused, 409);

/** What was asked, so that a reused key with another question or answer is told apart from a retry. */
function requestHash(questionId: number, body: AnswerBody): string {
  const asked = JSON.stringify([questionId, body.choice ?? null, body.input ?? null]);
  return createHash('sha256').update(asked).digest('hex');
}

/** Marks the answer against the pinned version's question; a bad answer is a 4xx before anything is written. */
function mark(question: repo.VersionQuestion, body: AnswerBody): AnswerReply {
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

/**
 * Stores the taker's answer and says whether it was correct. With `key`: the same key on the same result answers
 * the first reply again and writes nothing (even after completion, even when a newer answer replaced it); the same
 * key for another question or answer is a 409.
 */
export async function answer(
  orm: Orm,
  taker: Taker,
  target: { questionId: number; resultId: number; key?: string },
  body: AnswerBody,
): Promise<AnswerReply> {
  const { questionId, resultId, key } = target;
  return inTransaction(orm, async (tx) => {
    const result = await ownResult(tx, taker, resultId, true);
    const hash = requestHash(questionId, body);
    if (key !== undefined) {
      const earlier = await answers.answerKey(tx, resultId, key);
      if (earlier) {
        if (earlier.question_id !== questionId || earlier.request_hash !== hash) throw keyReused();
        return earlier.reply;
      }
    }
    if (result.status === 'completed') throw completed();
    const question = await repo.versionQuestion(tx, result.version_id, questionId);
    if (!question) throw notFound(LESSON_ERRORS.questionNotFound(questionId));
    const reply = mark(question, body);
    await repo.saveAnswer(tx, {
      resultId,
      questionId,
      choiceId: reply.choice,
      input: reply.input,
      correct: reply.correct,
    });
    if (key !== undefined)
      await answers.saveAnswerKey(tx, { resultId, key, questionId, requestHash: hash, reply });
    return reply;
  });
}

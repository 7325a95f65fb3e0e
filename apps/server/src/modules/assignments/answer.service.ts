import { createHash } from 'node:crypto';
import { type AnswerBody, type AnswerReply, LESSON_ERRORS, STUDENT_MESSAGES } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { markAnswer } from '../lessons/index.ts';
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
    const reply = markAnswer(question, body);
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

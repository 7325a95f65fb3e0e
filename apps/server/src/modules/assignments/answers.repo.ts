import type { AnswerReply } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, jsonColumn, queryRow } from '../../db/sql-rows.ts';

/** SQL of idempotent answers (decision 0045): the key a reply was given under (migration 0067). */

const keyRow = z.object({
  question_id: column.int8,
  request_hash: z.string(),
  reply: jsonColumn<AnswerReply>(),
});

export function answerKey(orm: Orm, resultId: number, key: string) {
  return queryRow(
    orm,
    keyRow,
    sql`SELECT question_id, request_hash, reply FROM assignment_answer_keys
        WHERE result_id = ${resultId} AND idempotency_key = ${key}`,
  );
}

/**
 * Keys kept per (result, question): a retry comes seconds after its answer, so only the latest few matter, and
 * this bounds the table however many keys a client sends.
 */
export const KEYS_KEPT_PER_QUESTION = 20;

/** Records the reply given under the key (in the answer's transaction; the result row is locked). */
export async function saveAnswerKey(
  orm: Orm,
  values: { resultId: number; key: string; questionId: number; requestHash: string; reply: AnswerReply },
): Promise<void> {
  await orm.execute(
    sql`INSERT INTO assignment_answer_keys (result_id, idempotency_key, question_id, request_hash, reply)
        VALUES (${values.resultId}, ${values.key}, ${values.questionId}, ${values.requestHash},
                ${JSON.stringify(values.reply)}::jsonb)`,
  );
  await orm.execute(
    sql`DELETE FROM assignment_answer_keys k
        WHERE k.result_id = ${values.resultId} AND k.question_id = ${values.questionId}
          AND k.idempotency_key NOT IN (
            SELECT idempotency_key FROM assignment_answer_keys
            WHERE result_id = ${values.resultId} AND question_id = ${values.questionId}
            ORDER BY created_at DESC, idempotency_key = ${values.key} DESC
            LIMIT ${KEYS_KEPT_PER_QUESTION})`,
  );
}

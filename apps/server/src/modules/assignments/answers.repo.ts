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
}

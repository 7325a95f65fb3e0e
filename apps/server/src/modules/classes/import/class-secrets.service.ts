import { type classSecretsBodySchema, SECRET_QUESTIONS, type StudentCredentialsReply } from '@lantern/shared';
import type { z } from 'zod';
import { inTransaction } from '../../../db/transaction.ts';
import { hashSecretAnswer, setStudentSecret } from '../../auth/index.ts';
import { classOfTeacher } from '../classes.policy.ts';
import { presentClass, presentClassStudent, studentDisplayName } from '../classes.presenter.ts';
import * as classesRepo from '../classes.repo.ts';
import type { ClassesContext, Teacher } from '../classes.service.ts';
import { makeSecretAnswer } from '../roster-students.service.ts';

/**
 * Cards for a whole class (decision 0039): every current student of the class that this teacher created gets a
 * new secret answer, answered once. Imported students get their first usable secret this way; for the others it
 * is the per-student reset done for the class at once (their old cards stop working). Students who made their
 * own account are left alone, as in the per-student reset (decision 0037).
 */
export async function issueClassSecrets(
  context: ClassesContext,
  teacher: Teacher,
  classId: string,
  body: z.output<typeof classSecretsBodySchema>,
): Promise<StudentCredentialsReply> {
  await classOfTeacher(context.orm, teacher.id, classId);
  const rows = (await classesRepo.teacherClassStudents(context.orm, teacher.id, { classId })).filter(
    (row) => row.created_by === teacher.id,
  );
  const question = body.secret_question ?? SECRET_QUESTIONS[0].id;
  const questionText = SECRET_QUESTIONS.find((item) => item.id === question)?.text ?? question;
  const answers = rows.map(() => makeSecretAnswer());
  // Hashed before the transaction (and in parallel: argon2 runs on libuv's threads), as addStudents does.
  const hashes = await Promise.all(answers.map((answer) => hashSecretAnswer(answer)));
  await inTransaction(context.orm, async (tx) => {
    for (const [index, row] of rows.entries()) {
      await setStudentSecret(tx, row.id, question, hashes[index] as string);
    }
  });
  return {
    class: presentClass(await classOfTeacher(context.orm, teacher.id, classId), context.sizeLimit),
    results: rows.map((row, index) => ({
      id: row.id,
      display_name: studentDisplayName(row.first_name, row.last_name),
      username: row.username ?? '',
      secret_question: question,
      secret_question_text: questionText,
      secret_answer: answers[index] as string,
      grade: presentClassStudent(row, teacher.id).grade,
    })),
  };
}

import { randomInt } from 'node:crypto';
import type { bulkStudentsBodySchema, resetSecretBodySchema } from '@lantern/shared';
import {
  CLASS_MESSAGES,
  type ClassStudent,
  type MoveStudentBody,
  SECRET_QUESTIONS,
  type StudentCredential,
  type StudentCredentialsReply,
  THING_WORDS,
} from '@lantern/shared';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  createStudentsWithoutEmail,
  hashSecretAnswer,
  revokeSigninCard,
  setStudentSecret,
  unlockStudent,
} from '../auth/index.ts';
import { classOfTeacher, studentNotFound, studentOfTeacherClass } from './classes.policy.ts';
import { presentClass, presentClassStudent, studentDisplayName } from './classes.presenter.ts';
import * as repo from './classes.repo.ts';
import { type ClassesContext, classArchived, type Teacher } from './classes.service.ts';

/**
 * The students of a teacher's class: create them without email, unlock, new secret, move, remove
 * (docs/decisions/0037-students-without-email.md). The routes of every change declare the privacy gate, so it
 * has run first; a student who is not in this teacher's class answers 404 like a missing one (classes.policy.ts).
 */

const questionText = (id: string) => SECRET_QUESTIONS.find((question) => question.id === id)?.text ?? id;

/** An answer a child can read and type: a thing word and two digits ('rocket42'), about 3,600 of them. */
export function makeSecretAnswer(): string {
  return `${THING_WORDS[randomInt(THING_WORDS.length)]}${randomInt(10, 100)}`;
}

/** The room left in a class, or the refusal when what is asked does not fit. */
function assertRoom(current: number, adding: number, limit: number): void {
  if (current + adding <= limit) return;
  throw new AppError('conflict', CLASS_MESSAGES.notEnoughRoom(Math.max(0, limit - current), limit), 409);
}

/**
 * Creates the students and puts them in the class, all or none. Answers are hashed before the transaction
 * (no lock is held while hashing); the class row is held during it, so additions and joins take turns and
 * the size limit holds.
 */
export async function addStudents(
  { orm, sizeLimit }: ClassesContext,
  teacher: Teacher,
  classId: string,
  body: z.output<typeof bulkStudentsBodySchema>,
): Promise<StudentCredentialsReply> {
  const found = await classOfTeacher(orm, teacher.id, classId);
  if (found.archivedAt !== null) throw classArchived();
  assertRoom(found.studentCount, body.students.length, sizeLimit);

  const answers = body.students.map((student) => student.secret_answer ?? makeSecretAnswer());
  const hashes = await Promise.all(answers.map((answer) => hashSecretAnswer(answer)));

  const created = await inTransaction(orm, async (tx) => {
    const locked = await classOfTeacher(tx, teacher.id, classId, { lock: true });
    if (locked.archivedAt !== null) throw classArchived();
    assertRoom(locked.studentCount, body.students.length, sizeLimit);
    const users = await createStudentsWithoutEmail(
      tx,
      body.students.map((student, index) => ({
        firstName: student.first_name,
        lastName: student.last_initial ?? '',
        secretQuestion: body.secret_question,
        secretAnswerHash: hashes[index] as string,
      })),
    );
    await repo.insertManagedStudents(
      tx,
      users.map((user, index) => ({
        userId: user.id,
        createdBy: teacher.id,
        grade: body.students[index]?.grade ?? null,
      })),
    );
    await repo.insertMemberships(
      tx,
      users.map((user) => ({ classId, studentId: user.id, joinedVia: 'teacher' as const })),
    );
    return users;
  });

  const results: StudentCredential[] = created.map((user, index) => ({
    id: user.id,
    display_name: studentDisplayName(user.firstName, user.lastName),
    username: user.username ?? '',
    secret_question: body.secret_question,
    secret_question_text: questionText(body.secret_question),
    secret_answer: answers[index] as string,
    grade: body.students[index]?.grade ?? null,
  }));
  return { class: presentClass(await classOfTeacher(orm, teacher.id, classId), sizeLimit), results };
}

export async function listStudents(
  context: ClassesContext,
  teacher: Teacher,
  classId: string,
): Promise<ClassStudent[]> {
  await classOfTeacher(context.orm, teacher.id, classId);
  const rows = await repo.teacherClassStudents(context.orm, teacher.id, { classId });
  return rows.map((row) => presentClassStudent(row, teacher.id));
}

/** Lifts a lockout (auth's unlockStudent); the student can sign in again at once. */
export async function unlockClassStudent(
  context: ClassesContext,
  teacher: Teacher,
  classId: string,
  studentId: string,
): Promise<ClassStudent> {
  await studentOfTeacherClass(context.orm, teacher.id, classId, studentId);
  await unlockStudent(context.orm, studentId, teacher.id);
  return presentClassStudent(
    await studentOfTeacherClass(context.orm, teacher.id, classId, studentId),
    teacher.id,
  );
}

/**
 * A new secret answer (and question, if given) for a student this teacher created, shown once. A student
 * who made their own account keeps theirs: a teacher taking it over would be an account takeover.
 * A new secret also lifts any lockout, since the student is about to use the new one.
 */
export async function resetStudentSecret(
  context: ClassesContext,
  teacher: Teacher,
  classId: string,
  studentId: string,
  body: z.output<typeof resetSecretBodySchema>,
): Promise<StudentCredential> {
  const row = await studentOfTeacherClass(context.orm, teacher.id, classId, studentId);
  if (row.created_by !== teacher.id || !row.has_secret_answer) {
    throw new AppError('forbidden', CLASS_MESSAGES.resetNotAllowed, 403);
  }
  const question = body.secret_question ?? row.secret_question ?? SECRET_QUESTIONS[0].id;
  const answer = body.secret_answer ?? makeSecretAnswer();
  await setStudentSecret(context.orm, studentId, question, await hashSecretAnswer(answer));
  await unlockStudent(context.orm, studentId, teacher.id);
  return {
    id: row.id,
    display_name: studentDisplayName(row.first_name, row.last_name),
    username: row.username ?? '',
    secret_question: question,
    secret_question_text: questionText(question),
    secret_answer: answer,
    grade: presentClassStudent(row, teacher.id).grade,
  };
}

/** Moves a student to another of the teacher's active classes; the old membership is kept as history. */
export async function moveStudent(
  context: ClassesContext,
  teacher: Teacher,
  classId: string,
  studentId: string,
  body: MoveStudentBody,
): Promise<ClassStudent> {
  await studentOfTeacherClass(context.orm, teacher.id, classId, studentId);
  if (body.to_class_id === classId) {
    throw new AppError('bad_request', CLASS_MESSAGES.moveSameClass, 400, {
      errors: { to_class_id: [CLASS_MESSAGES.moveSameClass] },
    });
  }
  await inTransaction(context.orm, async (tx) => {
    const target = await classOfTeacher(tx, teacher.id, body.to_class_id, { lock: true });
    if (target.archivedAt !== null) throw classArchived();
    const already = await repo.findCurrentMembership(tx, target.id, studentId);
    if (!already) {
      assertRoom(target.studentCount, 1, context.sizeLimit);
      await repo.insertMemberships(tx, [{ classId: target.id, studentId, joinedVia: 'teacher' }]);
    }
    if (!(await repo.endMembership(tx, classId, studentId, 'moved'))) throw studentNotFound();
  });
  return presentClassStudent(
    await studentOfTeacherClass(context.orm, teacher.id, body.to_class_id, studentId),
    teacher.id,
  );
}

/**
 * Takes a student out of the class; their account stays, and so does the membership's history. When the
 * teacher who made the student's sign-in card no longer has them in any class, the card is turned off: it would
 * otherwise keep working with nobody able to turn it off (decision 0074).
 */
export async function removeStudent(
  context: ClassesContext,
  teacher: Teacher,
  classId: string,
  studentId: string,
): Promise<void> {
  const row = await studentOfTeacherClass(context.orm, teacher.id, classId, studentId);
  if (!(await repo.endMembership(context.orm, classId, studentId, 'removed'))) throw studentNotFound();
  if (row.created_by === teacher.id && row.has_signin_card) {
    const stillTheirs = await repo.teacherClassStudents(context.orm, teacher.id, { studentId });
    if (stillTheirs.length === 0) await revokeSigninCard(context.orm, studentId);
  }
}

import { SIGNIN_CARD_MESSAGES, type SigninCard, type SigninCardsReply } from '@lantern/shared';
import { AppError } from '../../lib/app-error.ts';
import { type IssuedCard, issueSigninCards, revokeSigninCard } from '../auth/index.ts';
import { classOfTeacher, studentOfTeacherClass } from './classes.policy.ts';
import { presentClass, studentDisplayName } from './classes.presenter.ts';
import type { ClassStudentRow } from './classes.repo.ts';
import * as repo from './classes.repo.ts';
import type { ClassesContext, Teacher } from './classes.service.ts';

/**
 * A teacher's sign-in cards (docs/decisions/0074-sign-in-cards.md), for the students that teacher created: the
 * rule of the secret-answer reset (decision 0037), since a card signs the student in just as an answer does. A
 * student who made their own account is nobody's to hand a card for. The routes declare the privacy gate.
 */

const notYourStudent = () => new AppError('forbidden', SIGNIN_CARD_MESSAGES.notYourStudent, 403);

function presentCard(row: ClassStudentRow, card: IssuedCard): SigninCard {
  return {
    id: row.id,
    display_name: studentDisplayName(row.first_name, row.last_name),
    username: row.username ?? '',
    token: card.token,
    code: card.code,
    issued_at: new Date(card.issuedAt).toISOString(),
  };
}

async function issueFor(context: ClassesContext, teacher: Teacher, rows: ClassStudentRow[]) {
  const issued = await issueSigninCards(
    context.orm,
    rows.map((row) => row.id),
    teacher.id,
  );
  return rows.map((row) => presentCard(row, issued.get(row.id) as IssuedCard));
}

/** New cards for every current student of the class this teacher created; the old cards stop working. */
export async function issueClassSigninCards(
  context: ClassesContext,
  teacher: Teacher,
  classId: string,
): Promise<SigninCardsReply> {
  const found = await classOfTeacher(context.orm, teacher.id, classId);
  const rows = (await repo.teacherClassStudents(context.orm, teacher.id, { classId })).filter(
    (row) => row.created_by === teacher.id,
  );
  return { class: presentClass(found, context.sizeLimit), results: await issueFor(context, teacher, rows) };
}

/** A new card for one student this teacher created; their old card stops working. */
export async function issueStudentSigninCard(
  context: ClassesContext,
  teacher: Teacher,
  classId: string,
  studentId: string,
): Promise<SigninCard> {
  const row = await studentOfTeacherClass(context.orm, teacher.id, classId, studentId);
  if (row.created_by !== teacher.id) throw notYourStudent();
  const [card] = await issueFor(context, teacher, [row]);
  return card as SigninCard;
}

/** Turns the student's card off at once (nothing to do when they have none). */
export async function revokeStudentSigninCard(
  context: ClassesContext,
  teacher: Teacher,
  classId: string,
  studentId: string,
): Promise<void> {
  const row = await studentOfTeacherClass(context.orm, teacher.id, classId, studentId);
  if (row.created_by !== teacher.id) throw notYourStudent();
  await revokeSigninCard(context.orm, studentId);
}

import { BULK_STUDENTS_MAX, bulkStudentsBodySchema, lessonCreateBodySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { assign } from '../../modules/assignments/assignments.service.ts';
import { startSession } from '../../modules/auth/session.service.ts';
import { createClass } from '../../modules/classes/classes.service.ts';
import { addStudents } from '../../modules/classes/roster-students.service.ts';
import { createLesson } from '../../modules/lessons/lessons.service.ts';
import { noUploads } from '../../modules/lessons/ugc-images.ts';
import { buildPrivacyRecord, buildUser } from '../factories/index.ts';

/**
 * A school's morning, set up as teachers do it (issue 39): per class a teacher who has acknowledged the privacy
 * notice, a lesson of 10 multiple-choice questions, a class whose students the teacher made (usernames and secret
 * answers as printed on their cards), and the lesson assigned to the class. Made through the services the routes
 * call and the test factories, on any app's database; used by `npm run bench:classroom` and its small version in
 * the API suites (classroom-morning.test.ts).
 */

export const CLASSROOM_QUESTIONS = 10;
const SECRET_QUESTION = 'favorite_animal';

export interface ClassroomTeacher {
  /** The teacher's session token (the session cookie's value). */
  sessionToken: string;
  assignmentId: number;
}

export interface ClassroomStudent {
  username: string;
  questionType: string;
  answer: string;
  classIndex: number;
}

export interface Classroom {
  teachers: ClassroomTeacher[];
  students: ClassroomStudent[];
}

/** `students` spread over `classes` classes (the first ones get one more when it does not divide). */
export async function setUpClassroom(
  app: FastifyInstance,
  { classes, students }: { classes: number; students: number },
): Promise<Classroom> {
  const context = { orm: app.orm, sizeLimit: app.config.classSizeLimit };
  const teachers: ClassroomTeacher[] = [];
  const roster: ClassroomStudent[] = [];
  for (let classIndex = 0; classIndex < classes; classIndex++) {
    const size = Math.floor(students / classes) + (classIndex < students % classes ? 1 : 0);
    const user = await buildUser(app, { role: 'teacher' });
    await buildPrivacyRecord(app, { userId: user.id });
    const teacher = { id: user.id };
    const lesson = await createLesson(
      { orm: app.orm, ugcImages: noUploads },
      teacher.id,
      lessonCreateBodySchema.parse({ name: `Morning quiz ${classIndex + 1}`, slides: quizSlides() }),
    );
    const created = await createClass(context, teacher, { name: `Room ${classIndex + 1}` });
    const studentIds: string[] = [];
    for (let from = 0; from < size; from += BULK_STUDENTS_MAX) {
      const count = Math.min(BULK_STUDENTS_MAX, size - from);
      const body = bulkStudentsBodySchema.parse({
        secret_question: SECRET_QUESTION,
        students: Array.from({ length: count }, (_, index) => ({ first_name: `Kid${from + index + 1}` })),
      });
      const added = await addStudents(context, teacher, created.id, body);
      for (const student of added.results) {
        studentIds.push(student.id);
        roster.push({
          username: student.username,
          questionType: student.secret_question,
          answer: student.secret_answer,
          classIndex,
        });
      }
    }
    const assigned =
      size > 0
        ? await assign(app.orm, teacher, {
            activityCode: lesson.code,
            students: [{ rosterId: created.id, studentIds }],
          })
        : null;
    const session = await startSession(app.orm, app.config, user, { userAgent: 'classroom-bench' });
    teachers.push({ sessionToken: session.token, assignmentId: assigned?.id ?? 0 });
  }
  return { teachers, students: roster };
}

/** Two Question slides of five multiple-choice questions each; the first choice is the right one. */
function quizSlides() {
  return Array.from({ length: CLASSROOM_QUESTIONS / 5 }, (_, part) => ({
    type: 'Question',
    title: `Check ${part + 1}`,
    description: '<p>Answer these.</p>',
    questions: Array.from({ length: 5 }, (_, index) => ({
      text: `Question ${index + 1} of part ${part + 1}?`,
      type: 'Multiple',
      choices: Array.from({ length: 4 }, (_, choice) => ({
        text: `Choice ${choice + 1}`,
        correct: choice === 0,
      })),
    })),
  }));
}

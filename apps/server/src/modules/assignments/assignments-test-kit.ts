import type { FastifyInstance } from 'fastify';
import { buildClass, buildRosterStudent } from '../../test/factories/index.ts';
import { callAs, type SignedIn, signedInTeacher, signInAs } from '../../test/test-app.ts';

/** Helpers of the assignments API tests: teachers (acknowledged unless told), classes with students, calls. */

export const ASSIGN = '/api/v2/tools/assign/';
export const ASSIGNMENTS = '/api/v2/assignments/';

/** signedInTeacher named Grace Hopper (the results and student lists read the teacher's name back). */
export const newTeacher = (app: FastifyInstance, options: { acknowledged?: boolean } = {}) =>
  signedInTeacher(app, { firstName: 'Grace', lastName: 'Hopper', ...options });

/** A class of the teacher with these students (first names; last name 'Lee' so they show as 'Ana L.'). */
export async function classWith(app: FastifyInstance, teacher: SignedIn, name: string, students: string[]) {
  const made = await buildClass(app, { teacherId: teacher.user.id, name });
  const ids: string[] = [];
  for (const firstName of students) {
    const { student } = await buildRosterStudent(app, {
      classId: made.id,
      createdBy: teacher.user.id,
      student: { firstName, lastName: 'Lee' },
    });
    ids.push(student.id);
  }
  return { id: made.id, name, studentIds: ids };
}

/** A call as someone: status and parsed body (null for an empty reply). */
export const call = callAs;

/** The five question types of spec 3 §3, one each, with known right answers. */
export const QUIZ_QUESTIONS = [
  {
    text: 'Pick one',
    type: 'Multiple',
    choices: [
      { text: 'Right', correct: true },
      { text: 'Wrong', correct: false },
    ],
  },
  {
    text: 'Water is wet.',
    type: 'True_false',
    choices: [
      { text: 'True', correct: true },
      { text: 'False', correct: false },
    ],
  },
  { text: 'Capital of France?', type: 'Fill', choices: [{ text: 'Paris', correct: false }] },
  { text: 'Why?', type: 'Short' },
  { text: 'Explain.', type: 'Essay', choices: [] },
];

/**
 * A teacher's quiz (QUIZ_QUESTIONS) assigned to one class of the named students, each signed in. `questions` maps
 * a type to its question's id; `choices` a type to its choice ids ([right, wrong]).
 */
export async function assignedQuiz(app: FastifyInstance, studentNames: string[] = ['Ana', 'Ben']) {
  const teacher = await newTeacher(app);
  const room = await classWith(app, teacher, 'Room', studentNames);
  const created = await call(app, teacher, 'POST', '/api/v2/lesson-builder/', {
    name: 'Quiz',
    slides: [
      { type: 'Text', title: 'Read', description: '<p>Read this</p>' },
      { type: 'Question', title: 'Check', description: '<p>Go</p>', questions: QUIZ_QUESTIONS },
    ],
  });
  if (created.status !== 201) throw new Error(`lesson: ${created.status}`);
  const assigned = await call(app, teacher, 'POST', ASSIGN, {
    activityCode: created.body.code,
    students: [{ rosterId: room.id, studentIds: room.studentIds }],
  });
  if (assigned.status !== 200) throw new Error(`assign: ${assigned.status}`);
  const students: SignedIn[] = [];
  for (const id of room.studentIds) {
    const user = await app.orm.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });
    if (!user) throw new Error('student missing');
    students.push(await signInAs(app, user));
  }
  const questions: Record<string, number> = {};
  const choices: Record<string, number[]> = {};
  for (const question of created.body.slides[1].questions as {
    pk: number;
    type: string;
    choices: { id: number }[];
  }[]) {
    questions[question.type] = question.pk;
    choices[question.type] = question.choices.map((choice) => choice.id);
  }
  return { teacher, room, lesson: created.body, assignment: assigned.body, students, questions, choices };
}

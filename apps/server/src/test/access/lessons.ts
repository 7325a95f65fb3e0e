import { buildLesson } from '../factories/index.ts';
import { type AccessContext, type AccessRow, type Expected, teachers } from './roles.ts';

/**
 * Access rows of the lesson builder and its preview (decision 0028): teachers (and admins) only, each with their
 * own lessons. A lesson the sample makes belongs to `teacher`; to other teachers and admins it does not exist
 * (404, never 403); students are refused as on every teacher call (403).
 */

const ownerOnly = (status: number): Expected => ({ ...teachers(404), teacher: status });
const teacherLesson = async ({ app, users }: AccessContext) =>
  buildLesson(app, {
    ownerId: users.teacher.id,
    textSlides: 1,
    question: {
      type: 'Multiple',
      choices: [
        { text: 'Yes', correct: true },
        { text: 'No', correct: false },
      ],
    },
  });

export const LESSONS_ROWS: AccessRow[] = [
  { method: 'GET', url: '/api/v2/lesson-builder/', sample: '/api/v2/lesson-builder/', expect: teachers(200) },
  {
    method: 'GET',
    url: '/api/v2/lesson-builder/unavailable-resources/',
    sample: '/api/v2/lesson-builder/unavailable-resources/?q=tide&limit=4',
    expect: teachers(200),
  },
  {
    method: 'POST',
    url: '/api/v2/lesson-builder/',
    sample: { url: '/api/v2/lesson-builder/', payload: { name: 'Access sample lesson' } },
    expect: teachers(201),
  },
  {
    method: 'GET',
    url: '/api/v2/lesson-builder/:code/',
    sample: async (context) => ({ url: `/api/v2/lesson-builder/${(await teacherLesson(context)).code}/` }),
    expect: ownerOnly(200),
  },
  {
    method: 'PUT',
    url: '/api/v2/lesson-builder/:code/',
    sample: async (context) => ({
      url: `/api/v2/lesson-builder/${(await teacherLesson(context)).code}/`,
      payload: { name: 'Renamed', version: 1 },
    }),
    expect: ownerOnly(200),
  },
  {
    method: 'DELETE',
    url: '/api/v2/lesson-builder/:code/',
    sample: async (context) => ({ url: `/api/v2/lesson-builder/${(await teacherLesson(context)).code}/` }),
    expect: ownerOnly(204),
  },
  {
    method: 'POST',
    url: '/api/v2/lesson-builder/:code/copy/',
    sample: async (context) => ({
      url: `/api/v2/lesson-builder/${(await teacherLesson(context)).code}/copy/`,
    }),
    expect: ownerOnly(201),
  },
  {
    method: 'GET',
    url: '/tools/api/v2/assignment/:code/',
    sample: async (context) => ({
      url: `/tools/api/v2/assignment/${(await teacherLesson(context)).code}/?preview=true`,
    }),
    // Public address (real assignments come with the assignments issue); a preview is the owner's only.
    expect: { visitor: 401, student: 404, teacher: 200, otherTeacher: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/tools/api/preview/result/',
    sample: { url: '/tools/api/preview/result/', payload: { status: 'started', student_name: 'Preview' } },
    expect: teachers(200),
  },
  {
    method: 'PUT',
    url: '/tools/api/preview/result0/',
    sample: { url: '/tools/api/preview/result0/', payload: { completed: true, status: 'completed' } },
    expect: teachers(200),
  },
  {
    method: 'POST',
    url: '/api/v2/questions/:questionId/results/preview/answers/',
    sample: async (context) => {
      const { questionId } = await teacherLesson(context);
      return { url: `/api/v2/questions/${questionId}/results/preview/answers/`, payload: { input: 'x' } };
    },
    // The sample answers a Multiple question with text: the owner gets 400 (let in, then validated).
    expect: ownerOnly(400),
  },
];

import { randomUUID } from 'node:crypto';
import { COOKIE_NAMES, STUDENT_API } from '@lantern/shared';
import { type CallLog, ClassroomBrowser, sleep } from './classroom-client.ts';
import type { Classroom, ClassroomStudent } from './classroom-setup.ts';

/**
 * A school's morning through the real HTTP API (issue 39), as the web client calls it: each student opens their
 * assignments page (signed out, so the list answers 401), signs in with the secret answer, lists their
 * assignments, opens the assignment in the player, starts it, answers each question after thinking (through the
 * player's queue: an Idempotency-Key per answer, the same key on a retry after no reply, a 5xx, 408 or 429, waits
 * of 1, 2, 4, 8 s) and completes it; students arrive spread over the ramp. Each teacher keeps the class's results
 * page open (a poll) until every student is done. Afterwards every acknowledged answer is read back through the
 * student's own result view: one not stored, or stored with another choice, is lost.
 */

export interface ScenarioOptions {
  /** One base URL per app process; calls go to them in turn. */
  urls: string[];
  classroom: Classroom;
  rampMs: number;
  thinkMs: { min: number; max: number };
  pollMs: number;
  timeoutMs: number;
  log: CallLog;
}

export interface ScenarioOutcome {
  acknowledged: number;
  lostAnswers: number;
  completed: number;
  /** Students who did not reach the end (an error stopped them). */
  unfinished: number;
}

const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000];
const ANSWER_ATTEMPTS = 8;
const SIGNIN_ATTEMPTS = 4;
const retryable = (status: number) => status === 0 || status >= 500 || status === 408 || status === 429;

interface Acknowledged {
  resultId: number;
  questionId: number;
  choiceText: string;
}

/** A question as the player gets it: `pk` is the question's id in the answer call. */
interface Question {
  pk: number;
  choices: { id: number; text: string }[];
}

export async function runClassroomScenario(options: ScenarioOptions): Promise<ScenarioOutcome> {
  let turn = 0;
  const nextUrl = () => options.urls[turn++ % options.urls.length] as string;
  const browser = () => new ClassroomBrowser(nextUrl, options.log, options.timeoutMs);
  const acknowledged: Acknowledged[] = [];
  const finished: { browser: ClassroomBrowser; resultId: number }[] = [];
  const { students, teachers } = options.classroom;

  let studentsDone = 0;
  const studentRuns = students.map(async (student, index) => {
    await sleep((options.rampMs * index) / Math.max(1, students.length));
    const own = browser();
    try {
      const resultId = await takeAssignment(own, student, options, acknowledged);
      if (resultId !== null) finished.push({ browser: own, resultId });
    } finally {
      studentsDone += 1;
    }
  });
  const teacherRuns = teachers.map(async (teacher) => {
    const own = browser();
    own.setCookie(COOKIE_NAMES.session, teacher.sessionToken);
    await own.openPage('GET /assignments (page)', '/assignments');
    while (studentsDone < students.length) {
      await own.call(
        'GET /api/v2/assignments-results/:id/',
        'GET',
        `/api/v2/assignments-results/${teacher.assignmentId}/`,
      );
      await sleep(options.pollMs);
    }
  });
  await Promise.all([...studentRuns, ...teacherRuns]);

  // The check: read back, not measured.
  options.log.recording = false;
  const stored = new Map<string, string | null>();
  let completed = 0;
  for (const { browser: own, resultId } of finished) {
    const view = await own.call('check', 'GET', STUDENT_API.result(resultId));
    if (view.status !== 200) continue;
    if (view.body.completed === true) completed += 1;
    for (const question of view.body.questions as { id: number; answer: string | null }[]) {
      stored.set(`${resultId}:${question.id}`, question.answer);
    }
  }
  const lostAnswers = acknowledged.filter(
    (answer) => stored.get(`${answer.resultId}:${answer.questionId}`) !== answer.choiceText,
  ).length;
  return {
    acknowledged: acknowledged.length,
    lostAnswers,
    completed,
    unfinished: students.length - finished.length,
  };
}

/** One student's morning; the result id once completed, null when an error stopped them. */
async function takeAssignment(
  own: ClassroomBrowser,
  student: ClassroomStudent,
  options: ScenarioOptions,
  acknowledged: Acknowledged[],
): Promise<number | null> {
  if (!(await own.openPage('GET /student/assignments (page)', '/student/assignments'))) return null;
  await own.call('GET /api/v2/student/assignments/ (signed out)', 'GET', STUDENT_API.assignments, {
    expect: [401],
  });
  if (!(await signIn(own, student))) return null;

  const list = await own.call('GET /api/v2/student/assignments/', 'GET', STUDENT_API.assignments);
  const code = list.body?.results?.[0]?.activity?.code as string | undefined;
  if (!code) return null;
  const player = await own.call(
    'GET /tools/api/v2/assignment/:code/',
    'GET',
    `/tools/api/v2/assignment/${code}/`,
  );
  if (player.status !== 200) return null;
  const questions: Question[] = (player.body.slides as { type: string; questions?: Question[] }[]).flatMap(
    (slide) => (slide.type === 'Question' ? (slide.questions ?? []) : []),
  );
  const started = await own.call('POST /tools/api/v2/result/', 'POST', '/tools/api/v2/result/', {
    body: { activity: `/tools/api/v2/activity/${code}/`, status: 'started' },
  });
  const resultId = started.body?.id as number | undefined;
  if (started.status !== 200 || !resultId) return null;

  for (const question of questions) {
    const { min, max } = options.thinkMs;
    await sleep(min + Math.random() * (max - min));
    const choice = question.choices[Math.floor(Math.random() * question.choices.length)];
    if (!choice) return null;
    if (!(await sendAnswer(own, resultId, question.pk, choice.id))) return null;
    acknowledged.push({ resultId, questionId: question.pk, choiceText: choice.text });
  }
  const done = await own.call('PUT /tools/api/v2/result/:id/', 'PUT', `/tools/api/v2/result/${resultId}/`, {
    body: { completed: true, status: 'completed' },
  });
  return done.status === 200 ? resultId : null;
}

/** Signs in; refused for a while (429), the child waits as told and presses again. */
async function signIn(own: ClassroomBrowser, student: ClassroomStudent): Promise<boolean> {
  for (let attempt = 1; attempt <= SIGNIN_ATTEMPTS; attempt++) {
    const reply = await own.call('POST /student/signin/', 'POST', '/student/signin/', {
      body: {
        username: student.username,
        questionType: student.questionType,
        questionAnswer: student.answer,
        captcha: '',
      },
    });
    if (reply.status === 200) return true;
    if (reply.status !== 429 && reply.status !== 0) return false;
    await sleep(Math.min(120, Number(reply.body?.retry_after_seconds ?? 5)) * 1000);
  }
  return false;
}

/** The player's answer queue: the same Idempotency-Key on every retry of one answer. */
async function sendAnswer(own: ClassroomBrowser, resultId: number, questionId: number, choice: number) {
  const key = randomUUID();
  for (let attempt = 1; attempt <= ANSWER_ATTEMPTS; attempt++) {
    const reply = await own.call(
      'POST /api/v2/questions/:q/results/:r/answers/',
      'POST',
      `/api/v2/questions/${questionId}/results/${resultId}/answers/`,
      { body: { choice }, headers: { 'idempotency-key': key } },
    );
    if (reply.status === 200) return true;
    if (!retryable(reply.status)) return false;
    await sleep(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1] ?? 8000);
  }
  return false;
}

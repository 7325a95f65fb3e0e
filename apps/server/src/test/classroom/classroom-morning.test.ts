import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-app.ts';
import { CallLog } from './classroom-client.ts';
import { classroomFigures, figureRows } from './classroom-report.ts';
import { runClassroomScenario } from './classroom-scenario.ts';
import { CLASSROOM_QUESTIONS, type Classroom, setUpClassroom } from './classroom-setup.ts';

/**
 * The small version of `npm run bench:classroom` (issue 39): three classes of ten students behind one address
 * sign in with their secret answers, answer the 10 questions and finish, while their teachers poll the results,
 * through a listening server and real HTTP — with no refusal, no error and no answer lost. Short ramp and
 * thinking times keep it within seconds; the bench runs the same scenario at full size.
 */

const STUDENTS = 30;
const CLASSES = 3;

let url: string;
let classroom: Classroom;
beforeAll(async () => {
  const app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  classroom = await setUpClassroom(app, { classes: CLASSES, students: STUDENTS });
}, 120_000);

describe("a school's morning, small", () => {
  it('lets every student in and loses no answer', async () => {
    const log = new CallLog();
    const outcome = await runClassroomScenario({
      urls: [url],
      classroom,
      rampMs: 2000,
      thinkMs: { min: 20, max: 80 },
      pollMs: 500,
      timeoutMs: 20_000,
      log,
    });
    const figures = classroomFigures(log.records);
    const failed = figures.calls.filter((call) => call.errors > 0);
    expect(failed, JSON.stringify(figureRows(figures))).toEqual([]);
    expect(outcome).toEqual({
      acknowledged: STUDENTS * CLASSROOM_QUESTIONS,
      lostAnswers: 0,
      completed: STUDENTS,
      unfinished: 0,
    });
    expect(figures.calls.find((call) => call.name === 'POST /student/signin/')?.count).toBe(STUDENTS);
  }, 60_000);
});

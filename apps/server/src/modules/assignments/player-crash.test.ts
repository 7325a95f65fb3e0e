import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COOKIE_NAMES, CSRF_HEADER } from '@lantern/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, pgliteDataPath } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { buildApiKey, buildAssignment } from '../../test/factories/index.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { openTestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { call, newTeacher } from './assignments-test-kit.ts';
import { QUICK_ASSIGN_COOKIE } from './quick-assign-cookie.ts';

/**
 * Never lose an answer (issue 21; decision 0045): the real server process, on a PGlite data directory or a
 * PostgreSQL database, is killed with SIGKILL while answers are in flight, right after some were acknowledged;
 * after a restart every acknowledged answer is there, and retrying it with its key gives the same reply.
 */

const serverEntry = path.join(import.meta.dirname, '../../main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const QUESTIONS = 60;
const ACKNOWLEDGED_BEFORE_KILL = 25;

/** A migrated database the child server will use, and the env that points it there. */
async function serverDatabase(): Promise<{ database: Database; env: Record<string, string> }> {
  if (testDatabaseKind() === 'pglite') {
    const database = await openPglite({ dataDir: pgliteDataPath(dataDir) });
    await migrate(database);
    return { database, env: { DATABASE_URL: '', DATA_DIR: dataDir } };
  }
  const database = await openTestDatabase();
  if (!database.url) throw new Error('no PostgreSQL URL');
  return { database, env: { DATABASE_URL: database.url, DATA_DIR: dataDir } };
}

/** A quick-assign lesson of 60 Short questions (3 slides of 20) and a web API key, made before the server runs. */
async function prepare(database: Database) {
  const app = await buildTestApp({ database });
  const teacher = await newTeacher(app);
  const slides = [0, 1, 2].map((slide) => ({
    type: 'Question',
    title: `Part ${slide + 1}`,
    description: '<p>Answer</p>',
    questions: Array.from({ length: 20 }, (_, i) => ({
      text: `Question ${slide * 20 + i + 1}`,
      type: 'Short',
    })),
  }));
  const created = await call(app, teacher, 'POST', '/api/v2/lesson-builder/', { name: 'Long quiz', slides });
  expect(created.status).toBe(201);
  const lesson = await app.orm.query.lessons.findFirst({
    where: (l, { eq }) => eq(l.code, created.body.code),
  });
  const version = await app.orm.query.lessonVersions.findFirst({
    where: (v, { eq }) => eq(v.lessonId, lesson?.id ?? 0),
  });
  if (!lesson || !version) throw new Error('lesson');
  const assignment = await buildAssignment(app, {
    teacherId: teacher.user.id,
    lessonId: lesson.id,
    versionId: version.id,
  });
  const apiKey = (await buildApiKey(app)).key;
  const questionIds = (created.body.slides as { questions: { pk: number }[] }[]).flatMap((s) =>
    s.questions.map((q) => q.pk),
  );
  await app.close();
  return { code: assignment.code, apiKey, questionIds };
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      CAPTCHA_DISABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited early with ${code}:\n${output}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.on('exit', () => resolve()),
  );

/** A visitor's browser against the real server: key, CSRF pair, Origin, and the cookies it is given. */
function browser(baseUrl: () => string, apiKey: string) {
  const cookies: Record<string, string> = { [COOKIE_NAMES.csrf]: 'crash-test-csrf' };
  return {
    cookies,
    async send(method: string, url: string, payload?: object, headers: Record<string, string> = {}) {
      const response = await fetch(`${baseUrl()}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${apiKey}`,
          [CSRF_HEADER]: cookies[COOKIE_NAMES.csrf] ?? '',
          origin: baseUrl(),
          cookie: Object.entries(cookies)
            .map(([name, value]) => `${name}=${value}`)
            .join('; '),
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(payload ? { body: JSON.stringify(payload) } : {}),
      });
      for (const set of response.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const at = pair?.indexOf('=') ?? -1;
        if (pair && at > 0) cookies[pair.slice(0, at)] = pair.slice(at + 1);
      }
      // biome-ignore lint/suspicious/noExplicitAny: tests read reply bodies loosely and assert their shape
      const body = (await response.json()) as Record<string, any>;
      return { status: response.status, body };
    },
  };
}

describe('answers survive a crash', () => {
  it('keeps every acknowledged answer after kill -9 and a restart', async () => {
    const { database, env } = await serverDatabase();
    const { code, apiKey, questionIds } = await prepare(database);
    if (testDatabaseKind() === 'pglite') await database.close();
    expect(questionIds).toHaveLength(QUESTIONS);

    let server = await startServer(env);
    const zoe = browser(() => server.baseUrl, apiKey);
    const started = await zoe.send('POST', '/tools/api/v2/result/', { activity: code, student_name: 'Zoë' });
    expect(started.status).toBe(200);
    const resultId = started.body.id as number;
    expect(zoe.cookies[QUICK_ASSIGN_COOKIE]).toBeTruthy();

    // Four tabs' worth of answers in flight; the server is killed as soon as enough were acknowledged.
    const acknowledged = new Map<number, { key: string; input: string; reply: unknown }>();
    const queue = [...questionIds];
    let killed = false;
    const worker = async () => {
      for (let questionId = queue.shift(); questionId !== undefined && !killed; questionId = queue.shift()) {
        const key = `crash-${questionId}`;
        const input = `Answer to ${questionId} ✓`;
        const reply = await zoe
          .send(
            'POST',
            `/api/v2/questions/${questionId}/results/${resultId}/answers/`,
            { input },
            { 'idempotency-key': key },
          )
          .catch(() => null);
        if (reply?.status === 200) {
          acknowledged.set(questionId, { key, input, reply: reply.body });
          if (acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL && !killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    await exited(server.child);
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    server = await startServer(env);
    try {
      const resumed = await zoe.send('GET', `/tools/api/v2/assignment/${code}/?result_id=${resultId}`);
      expect(resumed.status).toBe(200);
      const answers = new Map<number, { input: string | null } | null>();
      for (const slide of resumed.body.slides as {
        questions: { pk: number; user_answer: { input: string | null } | null }[];
      }[])
        for (const question of slide.questions) answers.set(question.pk, question.user_answer);
      for (const [questionId, sent] of acknowledged) {
        expect(answers.get(questionId)?.input, `question ${questionId}`).toBe(sent.input);
      }
      // A retry of an acknowledged answer after the restart: the same reply, from the stored key.
      const [questionId, sent] = [...acknowledged][0] ?? [];
      if (questionId === undefined || !sent) throw new Error('nothing acknowledged');
      const retried = await zoe.send(
        'POST',
        `/api/v2/questions/${questionId}/results/${resultId}/answers/`,
        { input: sent.input },
        { 'idempotency-key': sent.key },
      );
      expect(retried).toEqual({ status: 200, body: sent.reply });
    } finally {
      server.child.kill('SIGTERM');
      await exited(server.child);
      if (testDatabaseKind() === 'postgres') await database.close().catch(() => {});
    }
  }, 300_000);
});

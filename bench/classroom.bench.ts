/**
 * A school's morning (issue 39): classes of students behind one address (this machine's loopback) sign in with
 * their secret answers, answer a 10-question assignment with 1–4 s of thought each and finish, while each class's
 * teacher keeps the results page open — through the real HTTP API of real server processes, as the web client
 * calls it (apps/server/src/test/classroom/classroom-scenario.ts). Prints a table per call (count, errors,
 * p50/p95/p99), the request rates, the check that every acknowledged answer is stored, and one last line:
 *   classroom-bench db=<pglite|postgres> procs=<n> students=<N> rps= p50= p95= p99= errors= lost_answers=
 *
 *   npm run bench:classroom -- --db=pglite --students=300
 *   npm run bench:classroom -- --db=postgres --procs=2
 *   options: --db=pglite|postgres (pglite)  --procs=N (1; PostgreSQL only above 1)  --students=N (300)
 *            --classes=N (10)  --ramp=<s> (60)  --think=<min>-<max> s (1-4)  --poll=<s> (5, the teachers' poll)
 *            --timeout=<s> (30, a reply slower than this is an error)  --cpu-prof (profiles of each server process)
 *
 * Set-up is the teachers' own (apps/server/src/test/classroom/classroom-setup.ts: services and factories) on the
 * database before the servers start; PostgreSQL is a new database on DATABASE_URL when given, else a throwaway
 * cluster as the API tests use. The captcha is off: a child's device solves it, not the server, and the generator
 * shares the machine's cores with the servers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openConfiguredDatabase } from '../apps/server/src/db/open.ts';
import { CallLog } from '../apps/server/src/test/classroom/classroom-client.ts';
import {
  classroomFigures,
  figureRows,
  summaryLine,
} from '../apps/server/src/test/classroom/classroom-report.ts';
import { runClassroomScenario } from '../apps/server/src/test/classroom/classroom-scenario.ts';
import { setUpClassroom } from '../apps/server/src/test/classroom/classroom-setup.ts';
import { adminQuery, startThrowawayCluster, withDatabase } from '../apps/server/src/test/postgres-cluster.ts';
import { spawnServer } from './lib/bench-server.ts';
import { option } from './lib/measure.ts';
import { ensureWebAppBuilt, saveResult } from './lib/repo.ts';
import { stopProcess } from './lib/server-process.ts';
import { printTable } from './lib/table.ts';

const db = option('db', 'pglite');
const procs = Number(option('procs', '1'));
const students = Number(option('students', '300'));
const classes = Number(option('classes', '10'));
const rampSeconds = Number(option('ramp', '60'));
const [thinkMin = 1, thinkMax = 4] = option('think', '1-4').split('-').map(Number);
const pollSeconds = Number(option('poll', '5'));
const timeoutSeconds = Number(option('timeout', '30'));
const cpuProfile = process.argv.includes('--cpu-prof');

if (db !== 'pglite' && db !== 'postgres') throw new Error('--db must be pglite or postgres');
if (!Number.isInteger(procs) || procs < 1) throw new Error('--procs must be a whole number from 1');
if (db === 'pglite' && procs !== 1)
  throw new Error('--procs above 1 needs --db=postgres (PGlite is one process)');
if (!Number.isInteger(students) || students < 1) throw new Error('--students must be a whole number from 1');

ensureWebAppBuilt();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `lantern-bench-classroom-${db}-`));
const cluster =
  db === 'postgres' && !process.env.DATABASE_URL
    ? await startThrowawayCluster('lantern-classroom-pg-')
    : null;
const adminUrl = process.env.DATABASE_URL || cluster?.url || '';
const dbName = `lantern_classroom_${Date.now().toString(36)}`;
const servers: Awaited<ReturnType<typeof spawnServer>>[] = [];
try {
  if (db === 'postgres') await adminQuery(adminUrl, `CREATE DATABASE ${dbName}`);
  const env = {
    DATA_DIR: scratch,
    DATABASE_URL: db === 'postgres' ? withDatabase(adminUrl, dbName) : '',
    CAPTCHA_DISABLED: 'true',
  };

  console.log(`setting up ${classes} classes, ${students} students (${db}) …`);
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' });
  const database = await openConfiguredDatabase(config);
  await migrate(database);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const classroom = await setUpClassroom(app, { classes, students });
  await app.close();
  await database.close();

  const profileDir = path.join(scratch, 'cpu-profiles');
  const nodeArgs = cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  // One after the other: the first seeds the demo catalog, which the others then find.
  for (let index = 0; index < procs; index++) servers.push(await spawnServer(env, nodeArgs));
  const urls = servers.map((server) => server.url);
  console.log(
    `${procs} server process(es): ${urls.join(', ')}; ramp ${rampSeconds} s, thinking ${thinkMin}–${thinkMax} s`,
  );

  const log = new CallLog();
  const [loadBefore] = os.loadavg();
  const outcome = await runClassroomScenario({
    urls,
    classroom,
    rampMs: rampSeconds * 1000,
    thinkMs: { min: thinkMin * 1000, max: thinkMax * 1000 },
    pollMs: pollSeconds * 1000,
    timeoutMs: timeoutSeconds * 1000,
    log,
  });
  const [loadAfter] = os.loadavg();
  const figures = classroomFigures(log.records);

  printTable(
    `classroom bench — ${db}, ${procs} process(es), ${students} students in ${classes} classes`,
    figureRows(figures),
  );
  console.log(
    `\nrequests: ${log.records.length}, ${figures.rps.toFixed(1)} req/s over the run, peak ${figures.peakRps} req/s`,
  );
  console.log(
    `answers acknowledged ${outcome.acknowledged}, lost ${outcome.lostAnswers}; completions ${outcome.completed} of ${students}; students stopped by an error ${outcome.unfinished}`,
  );
  console.log(
    `load average (1 min) before ${loadBefore?.toFixed(1)}, after ${loadAfter?.toFixed(1)} on ${os.cpus().length} cores`,
  );
  for (const server of servers.splice(0)) await stopProcess(server.child);
  if (cpuProfile) console.log(`cpu profiles: ${profileDir} (kept)`);
  saveResult(`classroom-${db}`, { procs, students, classes, figures, outcome, loadBefore, loadAfter });
  console.log(summaryLine({ db, procs, students }, figures, outcome.lostAnswers));
} finally {
  for (const server of servers) await stopProcess(server.child);
  if (cluster) await cluster.stop();
  else if (db === 'postgres') await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  if (!cpuProfile) fs.rmSync(scratch, { recursive: true, force: true });
}

#!/usr/bin/env node
/**
 * `npm test`: runs the test stages in groups. A group's stages run at the same time; the next group
 * starts when the whole group has passed. The plan and its timings are explained in
 * docs/decisions/0015-test-loop.md.
 *
 * Output stays attributed: each stage's output is printed as one block under a `── stage ──` header,
 * in plan order. The first unfinished stage streams live; the others are held until their turn, so
 * blocks never interleave. A failing stage fails the run: the rest of its group finishes (its output
 * is shown too), later groups are skipped, and the last line names the stages that failed. Each
 * stage's time is logged when it ends, except the very last one of a passing run; then a table says
 * where the time went: every stage, and each suite's slowest files (the runners report them through
 * LANTERN_TIMINGS_DIR: scripts/timing-reporter.mjs for Vitest, Playwright's json reporter for e2e).
 *
 *   node scripts/test-stages.mjs                 all stages
 *   node scripts/test-stages.mjs lint unit       only these (the plan's order and grouping kept)
 *   node scripts/test-stages.mjs --node24        all stages and CI's Node 24 stage (.ci/run)
 *   TEST_STAGES_SERIAL=1 npm test                one stage at a time (e.g. to rule out contention)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Groups of stages. Group 1: typecheck is one single-threaded tsc, so lint, the unit tests and the
 * web build fit beside it. Group 2: vitest runs one worker on a 2-core machine (cores - 1) and
 * Playwright one worker under CI, so the API and e2e suites share the two cores.
 */
const PLAN = [
  [
    { name: 'lint', args: ['run', 'lint'] },
    { name: 'typecheck', args: ['run', 'typecheck'] },
    { name: 'unit', args: ['run', 'test:unit'] },
    { name: 'build', args: ['run', 'build'] },
  ],
  [
    { name: 'api', args: ['run', 'test:api'] },
    // CI's Node 24 stage (.ci/run) follows the API suites on their core while e2e, the longest stage, goes on.
    { name: 'node24', command: 'bash', args: ['.ci/run', 'node24'], after: 'api', optIn: '--node24' },
    { name: 'e2e', args: ['run', 'test', '--workspace', 'e2e'] },
  ],
];

const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const known = PLAN.flat().map((stage) => stage.name);
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
for (const flag of flags) {
  if (!PLAN.flat().some((stage) => stage.optIn === flag)) {
    console.error(`test-stages: unknown option "${flag}"`);
    process.exit(2);
  }
}
for (const name of wanted) {
  if (!known.includes(name)) {
    console.error(`test-stages: unknown stage "${name}"; the stages are: ${known.join(', ')}`);
    process.exit(2);
  }
}
const selected = (stage) =>
  wanted.includes(stage.name) || (wanted.length === 0 && (!stage.optIn || flags.includes(stage.optIn)));
const serial = /^(1|true)$/i.test(process.env.TEST_STAGES_SERIAL ?? '');
const groups = PLAN.map((group) => group.filter(selected))
  .filter((group) => group.length > 0)
  .flatMap((group) => (serial ? group.map((stage) => [stage]) : [group]));

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Stages in print order; `head` is the one whose output currently streams. */
const queue = [];
let head = 0;

function write(stage, chunk) {
  if (queue[head] === stage) process.stdout.write(chunk);
  else stage.held.push(chunk);
}

/** Shows the head's block; once it is done, moves on to the next stage's (held output first). */
function advance() {
  while (head < queue.length) {
    showBlock(queue[head]);
    if (!queue[head].done) return;
    head += 1;
  }
}

function showBlock(stage) {
  if (stage.headerShown) return;
  stage.headerShown = true;
  process.stdout.write(`\n── ${stage.name} ──\n`);
  for (const chunk of stage.held) process.stdout.write(chunk);
  stage.held = [];
}

function run(stage) {
  return new Promise((resolve) => {
    const started = Date.now();
    const env = { ...process.env };
    if (process.stdout.isTTY && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';
    const child = spawn(stage.command ?? npm, stage.args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => write(stage, chunk));
    child.stderr.on('data', (chunk) => write(stage, chunk));
    const finish = (code, error) => {
      stage.code = code;
      stage.ms = Date.now() - started;
      if (error) write(stage, `test-stages: could not start ${stage.name}: ${error.message}\n`);
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      const othersPassed = queue.every((other) => other === stage || (other.done && other.code === 0));
      if (!(inFinalGroup && code === 0 && othersPassed)) {
        console.error(`[test-stages] ${stage.name} ${verdict} in ${seconds(stage.ms)}`);
      }
      stage.done = true;
      if (queue[head] === stage) advance();
      resolve(stage);
    };
    child.on('error', (error) => finish(127, error));
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

/** Starts a stage at once, or, for one that follows another of its group, once that one has passed. */
const started = new Map();
function startWhenReady(stage, _index, group) {
  if (!started.has(stage)) {
    const previous = group.find((other) => other.name === stage.after);
    const skip = (reason) => {
      Object.assign(stage, { code: 0, done: true });
      write(stage, `test-stages: ${stage.name} not run: ${reason}\n`);
      if (queue[head] === stage) advance();
      return stage;
    };
    started.set(
      stage,
      previous
        ? startWhenReady(previous, 0, group).then((done) =>
            done.code === 0 ? run(stage) : skip(`${previous.name} failed`),
          )
        : run(stage),
    );
  }
  return started.get(stage);
}

// The runners write each test file's time here (scripts/timing-reporter.mjs, Playwright's json reporter).
const timingsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-timings-'));
process.env.LANTERN_TIMINGS_DIR = timingsDir;

/** Playwright's json report → [{ file, ms }], the time of every test result summed per spec file. */
function e2eFileTimes(report) {
  const perFile = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          perFile.set(file, (perFile.get(file) ?? 0) + (result.duration ?? 0));
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return [...perFile].map(([file, ms]) => ({ suite: 'e2e', file: `e2e/tests/${file}`, ms }));
}

function readFileTimes() {
  const rows = [];
  for (const name of fs.readdirSync(timingsDir)) {
    const text = fs.readFileSync(path.join(timingsDir, name), 'utf8');
    if (name.endsWith('.jsonl'))
      for (const line of text.split('\n').filter(Boolean)) rows.push(JSON.parse(line));
    else if (name === 'e2e.json') rows.push(...e2eFileTimes(JSON.parse(text)));
  }
  return rows;
}

/** Where the time went: each stage, then each suite's files, slowest first (issue 37's test loop). */
function printTimings() {
  const lines = ['', '[test-stages] where the time went', '  stage            seconds'];
  for (const stage of queue.filter((s) => s.ms !== undefined)) {
    lines.push(`  ${stage.name.padEnd(16)} ${(stage.ms / 1000).toFixed(1).padStart(7)}`);
  }
  let rows = [];
  try {
    rows = readFileTimes();
  } catch (error) {
    lines.push(`  (per-file times unreadable: ${error.message})`);
  }
  const suites = [...new Set(rows.map((row) => row.suite))].sort();
  for (const suite of suites) {
    const files = rows.filter((row) => row.suite === suite).sort((a, b) => b.ms - a.ms);
    const total = files.reduce((sum, row) => sum + row.ms, 0);
    lines.push(`  ${suite}: ${files.length} files, ${(total / 1000).toFixed(1)} s of file time; slowest:`);
    for (const row of files.slice(0, 8)) {
      lines.push(`    ${(row.ms / 1000).toFixed(1).padStart(7)} s  ${row.file}`);
    }
  }
  console.error(lines.join('\n'));
  fs.rmSync(timingsDir, { recursive: true, force: true });
}

const startedAll = Date.now();
const failed = [];
let inFinalGroup = false;
for (const [index, group] of groups.entries()) {
  inFinalGroup = index === groups.length - 1;
  console.error(`[test-stages] starting ${group.map((stage) => stage.name).join(' + ')}`);
  for (const stage of group) {
    Object.assign(stage, { held: [], done: false, headerShown: false });
    queue.push(stage);
  }
  advance();
  const results = await Promise.all(group.map(startWhenReady));
  failed.push(...results.filter((stage) => stage.code !== 0));
  if (failed.length > 0) break;
}

printTimings();
if (failed.length > 0) {
  const names = failed.map((stage) => `${stage.name} (exit ${stage.code})`).join(', ');
  console.error(
    `\n[test-stages] FAILED after ${seconds(Date.now() - startedAll)}: ${names}; see the output under "── ${failed[0].name} ──" above`,
  );
  process.exit(1);
}

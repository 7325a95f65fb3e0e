import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir, processStartTime } from './data-dir-lock.ts';

/** The DATA_DIR lock taken by real processes: exactly one server per data dir, and no stale file blocks a start. */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-lock-'));
const starter = path.join(import.meta.dirname, 'data-dir-lock.starter.ts');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill();
  fs.rmSync(scratch, { recursive: true, force: true });
});

type Result = { dir: string; won: boolean; message?: string };

function runStarter(startAt: number, gapMs: number, dirs: string[]): Promise<Result[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', starter, String(startAt), String(gapMs), ...dirs],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.endsWith('\n')) resolve(JSON.parse(output) as Result[]);
    });
    child.on('exit', (code) => reject(new Error(`starter exited with ${code}: ${output}`)));
  });
}

/** A process that is alive but is no Lantern server. */
function unrelatedProcess(): ChildProcess {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

describe('data dir lock', () => {
  it('lets exactly one of two racing starters take each data dir; the other is told who has it', async () => {
    const rounds = 60;
    const dirs = Array.from({ length: rounds }, (_, i) => path.join(scratch, `race-${i}`));
    // Half start from a stale lock: a pid that now belongs to an unrelated live process (this one).
    for (const [i, dir] of dirs.entries()) {
      if (i % 2 === 0) continue;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'server.pid'), JSON.stringify({ pid: process.pid, started: '1' }));
    }
    const startAt = Date.now() + 4_000; // both starters have loaded by then
    const [a, b] = await Promise.all([runStarter(startAt, 8, dirs), runStarter(startAt, 8, dirs)]);
    for (let i = 0; i < rounds; i++) {
      const results = [a[i], b[i]] as Result[];
      expect(
        results.filter((r) => r.won),
        `winners for ${dirs[i]}`,
      ).toHaveLength(1);
      const loser = results.find((r) => !r.won);
      expect(loser?.message).toMatch(
        /^DATA_DIR .+ is in use by process \d+\. Stop it, or set DATA_DIR or DATABASE_URL/,
      );
    }
  }, 60_000);

  it('starts over a leftover server.pid whose pid now belongs to an unrelated live process', async () => {
    const other = unrelatedProcess();
    const pid = other.pid as number;
    // As older versions wrote it (the bare pid), and as this one writes it (pid and start time).
    const leftovers = [String(pid), JSON.stringify({ pid, started: '12345' })];
    for (const [i, leftover] of leftovers.entries()) {
      const dir = path.join(scratch, `leftover-${i}`);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'server.pid'), leftover);
      const unlock = await lockDataDir(dir);
      const written = JSON.parse(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8'));
      expect(written).toEqual({ pid: process.pid, started: processStartTime(process.pid) });
      unlock();
      expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
    }
  });

  it('starts over a lock left by a process that has exited', async () => {
    const dir = path.join(scratch, 'dead');
    const gone = spawn('true');
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'server.pid'), JSON.stringify({ pid: gone.pid, started: '1' }));
    const unlock = await lockDataDir(dir);
    unlock();
  });
});

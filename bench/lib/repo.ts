import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const webDist = path.join(repoRoot, 'apps/web/dist');

/** Builds the web app (vite) the same way `npm start` does. */
export function buildWebApp(): void {
  execFileSync('npm', ['run', 'build:web'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}

export function ensureWebAppBuilt(): void {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) buildWebApp();
}

/**
 * What `npm start` builds before it serves: the web app when it is missing, and the prepared demo database that a
 * start on a fresh data dir loads (`npm run build:demo`; quick when the one for the current sources is there).
 */
export function ensureAppBuilt(): void {
  ensureWebAppBuilt();
  execFileSync('npm', ['run', 'build:demo'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Saves a benchmark's figures under bench/results/ (git-ignored) for comparing runs by hand. */
export function saveResult(name: string, data: unknown): void {
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  fs.writeFileSync(path.join(dir, `${name}-${stamp}.json`), `${JSON.stringify(data, null, 2)}\n`);
}

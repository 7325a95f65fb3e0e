/**
 * The packages only the Lighthouse and HTTP benchmarks need (bench/tools/package.json: Lighthouse, puppeteer-core,
 * chrome-launcher, autocannon) are not installed by the repository's `npm install`: about a quarter of its
 * packages and files for two benchmarks (docs/decisions/0071). The first benchmark that asks for one installs them
 * all into bench/tools/node_modules with `npm ci` from bench/tools/package-lock.json (the npm registry only; none
 * of them downloads a browser: the benchmarks use the system Chromium), and again whenever that lockfile changes.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './repo.ts';

export const benchToolsDir = path.join(repoRoot, 'bench/tools');
const stampFile = path.join(benchToolsDir, 'node_modules/.lantern-bench-tools');

interface BenchTools {
  autocannon: typeof import('autocannon');
  'chrome-launcher': typeof import('chrome-launcher');
  lighthouse: typeof import('lighthouse');
  'puppeteer-core': typeof import('puppeteer-core');
}

/** What the installed tools must match: their package.json and lockfile. */
function wantedStamp(): string {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json'])
    hash.update(fs.readFileSync(path.join(benchToolsDir, file)));
  return hash.digest('hex');
}

/** Installs bench/tools/node_modules unless it already matches the lockfile. */
export function ensureBenchTools(): void {
  const wanted = wantedStamp();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === wanted) return;
  console.log(
    'Installing the benchmark tools into bench/tools/node_modules (once; npm ci from its lockfile)…',
  );
  // Without the npm_* variables of the `npm run` that started us: bench/tools is a project of its own, with its own
  // .npmrc, and the install must not take the repository's settings from them.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: benchToolsDir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  fs.writeFileSync(stampFile, wanted);
}

/** One tool's module, installed first when needed. */
export async function importBenchTool<Name extends keyof BenchTools>(name: Name): Promise<BenchTools[Name]> {
  ensureBenchTools();
  const loader = (await import(pathToFileURL(path.join(benchToolsDir, 'index.mjs')).href)) as {
    load(name: string): Promise<BenchTools[Name]>;
  };
  return loader.load(name);
}

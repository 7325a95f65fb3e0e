import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from './fixtures/admin.ts';

/**
 * Journeys run against the real server (`node --import tsx apps/server/src/main.ts`) on the built
 * web app, with a fresh temporary DATA_DIR (embedded PGlite) and a free port. `npm run test:e2e`
 * builds the web app first.
 *
 * Playwright loads this file in the runner and again in every worker; the port and data dir are
 * chosen once and passed down through the environment so all of them agree.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM_PATH)) {
  throw new Error(
    `Chromium is not installed at ${CHROMIUM_PATH}. Install it with "apt-get install -y chromium" ` +
      '(browsers cannot be downloaded here, so "npx playwright install" does not work), ' +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
}

function findFreePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

process.env.LANTERN_E2E_PORT ??= String(findFreePort());
if (!process.env.LANTERN_E2E_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-e2e-'));
  process.env.LANTERN_E2E_DATA_DIR = dataDir;
  // Only the runner gets here (workers inherit the variable); it exits after stopping the server.
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
}
const port = Number(process.env.LANTERN_E2E_PORT);
const baseURL = `http://localhost:${port}`;

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two browsers on one server, under CI too: beside the API suites (one worker) the 2-core machine
  // stays busy, and once they end, e2e has both cores (docs/decisions/0015-test-loop.md, session 15).
  workers: 2,
  // `npm test` collects per-file times for its closing table (scripts/test-stages.mjs).
  reporter: process.env.LANTERN_TIMINGS_DIR
    ? [['list'], ['json', { outputFile: path.join(process.env.LANTERN_TIMINGS_DIR, 'e2e.json') }]]
    : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(repoRoot, 'e2e/test-results'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // admin:create first (it also migrates): the preview journeys sign in as that admin (fixtures/admin.ts).
    command: `node --import tsx apps/server/scripts/admin-create.ts ${E2E_ADMIN_EMAIL} > /dev/null && exec node --import tsx apps/server/src/main.ts`,
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // admin:create and the first start each open the embedded database; a busy machine needs the margin.
    timeout: 180_000,
    // The server's warnings and errors (LOG_LEVEL warn) in the run's log: a server that dies mid-run says why.
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      DATA_DIR: process.env.LANTERN_E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Every journey's accounts come from this one address, far more than a real device signs up in an hour.
      SIGNUP_LIMIT_PER_HOUR: '5000',
      // Likewise new image sizes and posters drawn on demand (before start-up has drawn them all).
      IMAGE_RENDERS_PER_MINUTE: '100000',
    },
  },
});

/**
 * Start-and-smoke with whatever `node` runs this script (.ci/run uses it for the Node 24 stage):
 * starts the server on a temporary DATA_DIR and a free port (migrating and seeding it), checks /healthz, the homepage, an API
 * call and one poster it names, then stops it with SIGTERM and expects exit 0 and server.pid gone.
 *   node .ci/smoke.mjs
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-smoke-'));
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

function fail(message) {
  console.error(`smoke: FAILED: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

async function get(url, headers = {}) {
  const response = await fetch(url, { headers });
  if (response.status !== 200) fail(`GET ${url} answered ${response.status}`);
  return response;
}

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // The whole first-start path (create, migrate, seed) on this Node, not the prepared demo database that
    // `npm run build` makes (seed/demo-snapshot.ts; its tests prove it holds the same): the Node 24 stage relies
    // on this start for PGlite's migrations and seeds (docs/decisions/0015, 0072).
    DEMO_SNAPSHOT_DIR: '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
try {
  const baseUrl = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 180 s:\n${output}`)), 180_000);
    const onData = (chunk) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  console.log(`smoke: node ${process.version}, listening at ${baseUrl} after ${elapsed()}`);

  const health = await (await get(`${baseUrl}/healthz`)).json();
  if (health.status !== 'ok') fail(`/healthz said ${JSON.stringify(health)}`);
  const html = await (await get(`${baseUrl}/`)).text();
  const config = /<script id="[^"]+" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!config) fail('the homepage has no page config');
  const { apiKey } = JSON.parse(config[1]);
  const resources = await (
    await get(`${baseUrl}/api/v2/lm/homepage/resources/`, { authorization: `Bearer ${apiKey}` })
  ).json();
  const poster = JSON.stringify(resources).match(/\/media\/posters\/[^"?]+/)?.[0];
  if (!poster) fail('the homepage resources name no poster');
  const image = await get(`${baseUrl}${poster}`);
  if (!image.headers.get('content-type')?.startsWith('image/')) fail(`${poster} is not an image`);
  console.log(`smoke: /healthz, /, /api/v2/lm/homepage/resources/ and ${poster} answered 200 (${elapsed()})`);

  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) fail(`SIGTERM: exit ${code}\n${output.slice(-2000)}`);
  if (fs.existsSync(path.join(dataDir, 'server.pid'))) fail('server.pid left behind after SIGTERM');
  console.log(`smoke: stopped with exit 0 (${elapsed()})`);
} catch (error) {
  if (!process.exitCode) console.error(`smoke: FAILED: ${error.message}`);
  process.exitCode = 1;
  child.kill('SIGKILL');
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

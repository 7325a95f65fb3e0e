#!/usr/bin/env node
/**
 * `npm run build` (which `npm start` runs first): the web app (`build:web`: vite, the browser and the
 * server-rendering bundles) and the prepared demo database that a first start loads instead of migrating and
 * seeding (`build:demo`: apps/server/scripts/demo-snapshot.ts), side by side; docs/decisions/0072.
 *
 * Each is made again only when its sources changed: the web app when a hash of its sources (below) differs from
 * the one written beside its last build, the demo database when none is named after the server's sources. So a
 * second `npm start` serves within seconds; a fresh clone builds both, in about the time of the slower one (vite
 * works mostly in native threads, the demo database in one WebAssembly thread). Fails when either fails.
 *
 *   node scripts/build.mjs [web] [demo]      only those (default: both)
 *   LANTERN_FORCE_BUILD=1 npm run build       rebuild the web app even when its sources have not changed
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Everything vite reads for the two bundles (the lockfile stands for node_modules). Unit tests are left out. */
const WEB_SOURCES = [
  'package-lock.json',
  'tsconfig.base.json',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/public',
  'apps/web/src',
  'packages/shared/package.json',
  'packages/shared/src',
];
/** What the server serves and renders with; the key is written last, after both bundles were built. */
const WEB_OUTPUTS = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'];
const WEB_KEY_FILE = path.join(root, 'apps/web/dist/.vite/lantern-sources.sha256');

function filesOf(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && !/\.test\.tsx?$/.test(file.name))
    .map((file) => path.join(file.parentPath, file.name));
}

/** A hash of the web app's sources: their paths and contents. */
function webSourcesKey() {
  const hash = createHash('sha256').update('lantern web build 1\n');
  const files = WEB_SOURCES.flatMap(filesOf).sort();
  for (const file of files) {
    hash.update(`\n${path.relative(root, file)}\n`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    child.on('error', (error) => {
      console.error(`npm run ${script}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function buildWeb() {
  const key = webSourcesKey();
  const built = WEB_OUTPUTS.every((file) => fs.existsSync(path.join(root, file)));
  const previous = fs.existsSync(WEB_KEY_FILE) ? fs.readFileSync(WEB_KEY_FILE, 'utf8').trim() : null;
  if (built && previous === key && !process.env.LANTERN_FORCE_BUILD) {
    console.log('The web app is up to date: its sources have not changed since its build (apps/web/dist).');
    return 0;
  }
  fs.rmSync(WEB_KEY_FILE, { force: true });
  const code = await run('build:web');
  if (code === 0) {
    fs.mkdirSync(path.dirname(WEB_KEY_FILE), { recursive: true });
    fs.writeFileSync(WEB_KEY_FILE, `${key}\n`);
  }
  return code;
}

const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (name !== 'web' && name !== 'demo') {
    console.error(`build: unknown part "${name}"; the parts are: web, demo`);
    process.exit(2);
  }
}
const parts = wanted.length > 0 ? wanted : ['web', 'demo'];
const codes = await Promise.all(parts.map((part) => (part === 'web' ? buildWeb() : run('build:demo'))));
if (codes.some((code) => code !== 0)) process.exit(1);

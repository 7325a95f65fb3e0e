import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.ts';

/**
 * The player's page names its lazy chunk and what that chunk imports in a Link header, from the build's
 * manifest, so they download with the entry script (issue 21, docs/decisions/0056).
 */

let app: FastifyInstance;
let dist: string;

const manifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_react-r1.js'],
    css: ['assets/index-c1.css'],
    dynamicImports: ['src/features/player/player-page.tsx'],
  },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  'src/features/player/player-page.tsx': {
    file: 'assets/player-page-p1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-r1.js', '_schemas-s1.js', '_form-field-f1.js'],
  },
  '_schemas-s1.js': { file: 'assets/schemas-s1.js', imports: ['_react-r1.js'] },
  '_form-field-f1.js': { file: 'assets/form-field-f1.js', css: ['assets/form-field-f1.css'] },
  'src/features/home/home-page.tsx': { file: 'assets/home-page-h1.js', isDynamicEntry: true },
};

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the player page', () => {
  it.each(['/student/code/abc123/', '/student/code/abc123/?result_id=5'])(
    '%s names its chunks, not the ones the entry loads',
    async (url) => {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/text\/html/);
      const links = String(reply.headers.link).split(', ');
      expect(links).toEqual([
        '</assets/player-page-p1.js>; rel=modulepreload',
        '</assets/schemas-s1.js>; rel=modulepreload',
        '</assets/form-field-f1.js>; rel=modulepreload',
        '</assets/form-field-f1.css>; rel=preload; as=style',
      ]);
    },
  );

  it('other pages and the API name nothing', async () => {
    for (const url of ['/', '/about/', '/student/', '/student/code/']) {
      const reply = await app.inject({ url });
      expect(reply.headers['content-type'], url).toMatch(/text\/html/);
      expect(reply.headers.link, url).toBeUndefined();
    }
    const api = await app.inject({ url: '/tools/api/v2/assignment/abc123/' });
    expect(api.headers.link).toBeUndefined();
  });
});

describe('without a build manifest', () => {
  it('the player page goes out without a Link header', async () => {
    const plain = await buildTestApp();
    const reply = await plain.inject({ url: '/student/code/abc123/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers.link).toBeUndefined();
  });
});

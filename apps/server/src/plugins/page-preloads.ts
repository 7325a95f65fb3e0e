import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Pages whose own lazy chunk is known from the address alone, with the source Vite names it by. The app's entry
 * loads a page's chunk only after it has run; named in the page's reply, the chunk downloads with the entry.
 */
const PRELOADED_PAGES: { path: RegExp; source: string }[] = [
  // The assignment player (issue 21): a child on a slow phone waits for its first screen.
  { path: /^\/student\/code\/[^/?#]+\/?(?:[?#]|$)/, source: 'src/features/player/player-page.tsx' },
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Every chunk `key` imports statically, itself included. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The `Link` header value for a page chunk: its scripts as modulepreload and its stylesheets as preload, without
 * what the entry's own tags in index.html already load. Null when the build does not have that page.
 */
export function preloadLinkHeader(manifest: Manifest, source: string): string | null {
  if (!manifest[source]) return null;
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedByEntry = new Set<string>();
  for (const key of entryKeys) closure(manifest, key, loadedByEntry);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of closure(manifest, source)) {
    if (loadedByEntry.has(key)) continue;
    const chunk = manifest[key] as ManifestChunk;
    scripts.push(`</${chunk.file}>; rel=modulepreload`);
    for (const css of chunk.css ?? []) styles.push(`</${css}>; rel=preload; as=style`);
  }
  return [...scripts, ...styles].join(', ');
}

function readManifest(app: FastifyInstance): Manifest | null {
  const file = path.join(app.config.webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    app.log.warn({ err: error }, `${file} could not be read: pages go out without preload links.`);
    return null;
  }
}

/**
 * Names the lazy chunk of a page (and the chunks and stylesheets it imports) in a `Link` header of the page's
 * HTML reply, so the browser fetches them while the entry script downloads instead of after it has run
 * (docs/decisions/0056). A header, not tags in the HTML: it reaches the browser before the body, whoever
 * renders the body, and the CSP has nothing to say about it.
 */
export default fp(async function pagePreloads(app: FastifyInstance) {
  const manifest = readManifest(app);
  if (!manifest) return;
  const pages = PRELOADED_PAGES.flatMap(({ path: address, source }) => {
    const link = preloadLinkHeader(manifest, source);
    return link ? [{ address, link }] : [];
  });
  if (pages.length === 0) return;
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    const page = pages.find(({ address }) => address.test(request.url));
    if (page) reply.header('link', page.link);
  });
});

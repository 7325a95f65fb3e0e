import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * A rendered page as it is sent, kept with its compressed copies (decision 0075). The page is 60–150 KB of HTML
 * (its CSS inline); Brotli at the compression plugin's quality took 8–12 ms of the one thread to compress it for
 * every browser, three times what serving a kept page costs. A kept page is compressed once per encoding, on the
 * thread pool, when a browser first asks for that encoding.
 */

export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface FinishedPage {
  /** The whole document. */
  html: string;
  /** Its compressed copies, made on first use. */
  encoded: Map<Exclude<PageEncoding, 'identity'>, Promise<Buffer>>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const finishedPage = (html: string): FinishedPage => ({ html, encoded: new Map() });

/** Characters a kept page holds: the document and about a fifth more for its compressed copies. */
export const finishedPageLength = (page: FinishedPage) => Math.ceil(page.html.length * 1.2);

/**
 * The encoding a request prefers among Brotli and gzip (q-values honoured; Brotli on a tie, as the compression
 * plugin prefers it), identity when it accepts neither.
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  let best: PageEncoding = 'identity';
  let bestWeight = 0;
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const encoding = name === 'br' || name === '*' ? 'br' : name === 'gzip' ? 'gzip' : null;
    if (encoding === null || !(weight > 0)) continue;
    if (weight > bestWeight || (weight === bestWeight && encoding === 'br')) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** The page's body in this encoding: the text itself, or its compressed copy, made once. */
export function pageBody(page: FinishedPage, encoding: PageEncoding): Promise<string | Buffer> {
  if (encoding === 'identity') return Promise.resolve(page.html);
  let body = page.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? // The compression plugin's quality (compression.ts); the first browser waits for it.
          brotli(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzip(page.html);
    page.encoded.set(encoding, body);
    // A failed copy is not kept: the next request for this encoding tries again.
    body.catch(() => page.encoded.delete(encoding));
  }
  return body;
}

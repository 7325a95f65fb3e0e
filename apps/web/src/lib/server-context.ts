import type { PageConfig } from '@lantern/shared';

/**
 * What a page rendered on the server reads instead of the browser (docs/decisions/0053): the page
 * configuration, the visitor's cookies, and the API, called in process. The server entry
 * (entry-server.tsx) installs the source, one context per request; in the browser there is none.
 */
export interface ServerContext {
  pageConfig: PageConfig;
  /** The site's public origin (PUBLIC_URL), standing in for window.location.origin. */
  origin: string;
  /** The cookies forwarded for this render (the station's only, never the session). */
  cookies: Record<string, string>;
  /** GET an API path as this visitor: its status and parsed JSON body. */
  fetchApi: (path: string, signal?: AbortSignal) => Promise<{ status: number; body: unknown }>;
}

let source: (() => ServerContext | undefined) | null = null;

export function setServerContextSource(read: () => ServerContext | undefined): void {
  source = read;
}

/** The current request's context on the server; undefined in the browser. */
export function serverContext(): ServerContext | undefined {
  return source?.();
}

export const IS_SERVER = typeof document === 'undefined';

/** The page's origin: the browser's, or on the server the public one it renders for. */
export function pageOrigin(): string {
  return IS_SERVER ? (serverContext()?.origin ?? '') : window.location.origin;
}

/// <reference types="node" />
/**
 * Renders a public page on the server (docs/decisions/0053), built by `vite build --ssr` into
 * dist-server/ and loaded by the server's page plugin. The same route table, pages and query functions
 * as the browser: the page's queries run first (in process, as the visitor), then the page renders once
 * more with their data, and the browser hydrates it with the same data and router state.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { PageConfig } from '@lantern/shared';
import { friendlyZodMessage, jsonForScript } from '@lantern/shared';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { config } from 'zod/mini';
import { preloadRoutePages } from './app/lazy-page.tsx';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { requiredStudentSearch } from './lib/experience-mode.ts';
import { createQueryClient } from './lib/query-client.ts';
import { type ServerContext, setServerContextSource } from './lib/server-context.ts';
import { SERVER_DATA_ELEMENT_ID, type ServerRenderData } from './lib/server-render-data.ts';

config({ customError: friendlyZodMessage });

const requestContext = new AsyncLocalStorage<ServerContext>();
setServerContextSource(() => requestContext.getStore());

export interface RenderRequest extends Omit<ServerContext, 'origin'> {
  /** Absolute URL of the page (the public origin + path + query). */
  url: string;
}

export interface RenderedPage {
  /** The HTML inside #root. */
  html: string;
  /** The `<script type="application/json">` with the data the browser hydrates with. */
  dataScript: string;
}

/** Rounds of 'render, then fetch the queries it asked for': a query that needs another's data waits a round. */
const MAX_DATA_ROUNDS = 3;

/** Renders to a string once everything has loaded (onAllReady): crawlers and the first paint want it all. */
function renderToHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown = null;
    const stream = renderToPipeableStream(node, {
      onAllReady: () => (failed ? reject(failed) : stream.pipe(sink)),
      onShellError: reject,
      onError: (error) => {
        failed ??= error;
      },
    });
  });
}

const failed = (query: Query) => query.state.status === 'error';

/** Rendered whole: no script (the CSP refuses inline ones) and no part left to the client or still pending. */
const complete = (html: string) =>
  !html.includes('<script') && !html.includes('<!--$!-->') && !html.includes('<!--$?-->');

/** Queries a render asked for that have no data yet and are enabled. */
function wantedQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      // A key only read from the cache (another query or a write fills it) has nothing to fetch.
      if (typeof query.options.queryFn !== 'function') return false;
      const enabled = (query.options as { enabled?: unknown }).enabled;
      return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
    });
}

function pageTree(
  queryClient: QueryClient,
  router: ReturnType<typeof createStaticRouter>,
  context: Parameters<typeof StaticRouterProvider>[0]['context'],
) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );
}

/**
 * The page's HTML and hydration data, or null when the page is not one to render here (a redirect, a
 * route error): the server then sends the plain shell and the browser renders it as before.
 */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const { url: requested, ...rest } = request;
  // A student page is rendered as its student guard would have it, with student=true (a redirect in the router,
  // which a static render cannot follow); the browser puts the same address in place before hydrating (main.tsx).
  const address = new URL(requested);
  const studentSearch = requiredStudentSearch(address.pathname, address.search, false);
  if (studentSearch !== null) address.search = studentSearch;
  const url = address.href;
  const context: ServerContext = { ...rest, origin: new URL(url).origin };
  return requestContext.run(context, async () => {
    const handler = createStaticHandler(routes);
    const routerContext = await handler.query(new Request(url));
    if (routerContext instanceof Response || routerContext.errors) return null;
    await preloadRoutePages(routes, routerContext.location);
    const router = createStaticRouter(handler.dataRoutes, routerContext);
    const queryClient = createQueryClient();
    const tree = () => pageTree(queryClient, router, routerContext);
    let html: string | null = null;
    for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
      // Once the data has come, the final pass is tried first: when it suspends nowhere and asks for nothing
      // more, it is the page, and the streamed pass that only loaded lazy parts is saved (a third of the render,
      // decision 0075). A lazy part seen for the first time, or a query that needs another's data, fails the
      // try; the streamed pass then loads it, as before. A failed query is left to the end (it renders as an
      // error here, and as loading once removed).
      if (round > 0 && !queryClient.getQueryCache().getAll().some(failed)) {
        const candidate = renderToString(tree());
        if (wantedQueries(queryClient).length === 0 && complete(candidate)) {
          html = candidate;
          break;
        }
      }
      await renderToHtml(tree());
      const wanted = wantedQueries(queryClient);
      if (wanted.length === 0) break;
      await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    }
    // A query that failed renders as still loading, as it does in the browser before its retry.
    queryClient.removeQueries({ predicate: failed });
    // Every lazy module resolved during the rounds, so this pass suspends nowhere: the HTML is complete and
    // in order, without the inline scripts streaming uses to move late parts in place (the CSP refuses them).
    html ??= renderToString(tree());
    if (!complete(html)) {
      throw new Error(`${url}: the page still suspended after ${MAX_DATA_ROUNDS} rounds`);
    }
    const data: ServerRenderData = {
      queries: dehydrate(queryClient),
      router: { loaderData: routerContext.loaderData, actionData: routerContext.actionData },
    };
    const dataScript = `<script id="${SERVER_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(data)}</script>`;
    return { html, dataScript };
  });
}

export type { PageConfig };

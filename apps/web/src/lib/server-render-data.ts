import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a page rendered on the server hands to the browser (docs/decisions/0053): the data its queries
 * fetched and the router's state, as JSON in `<script type="application/json">` (data, not script: the
 * CSP `script-src 'self'` needs no nonce). Its presence says that #root holds server-rendered HTML.
 */
export const SERVER_DATA_ELEMENT_ID = 'lantern-server-data';

export interface ServerRenderData {
  queries: DehydratedState;
  router: HydrationState;
}

/** The server's data for this page load, or null when the page was not rendered on the server. */
export function readServerRenderData(): ServerRenderData | null {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerRenderData;
  } catch {
    return null;
  }
}

import { useEffect, useRef } from 'react';

/**
 * The server writes the first page's description, canonical link, robots, Open Graph and JSON-LD into the
 * head (issue 24). They describe that page only: after the first in-app navigation they are removed, so the
 * document never claims another page's canonical address or description. The title is each page's own
 * (useDocumentTitle).
 */
export const SERVER_HEAD_SELECTOR = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[name="twitter:card"]',
  'meta[property^="og:"]',
  'link[rel="canonical"]',
  'script[type="application/ld+json"]',
].join(',');

export function useDropServerHeadOnNavigation(pathname: string): void {
  const first = useRef<string | null>(pathname);
  useEffect(() => {
    if (first.current === null || first.current === pathname) return;
    first.current = null;
    for (const element of document.head.querySelectorAll(SERVER_HEAD_SELECTOR)) element.remove();
  }, [pathname]);
}

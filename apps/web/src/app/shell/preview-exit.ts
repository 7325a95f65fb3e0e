import { useEffect, useSyncExternalStore } from 'react';

/*
 * Where the preview banner's Exit goes (spec 1 §2.7): for a signed-in admin the CMS change page of what
 * the preview shows, otherwise the same page outside preview. The preview page publishes what it knows
 * once its content has loaded: the CMS link (only admins get one) and whether the page outside preview
 * is public. Cleared when the page unmounts.
 */
export interface PreviewExit {
  adminLink: string | null;
  /** Published and not expired: the address without /preview/ shows it to everyone. */
  publicPage: boolean;
}

let current: PreviewExit | null = null;
const listeners = new Set<() => void>();

function setPreviewExit(value: PreviewExit | null) {
  if (current?.adminLink === value?.adminLink && current?.publicPage === value?.publicPage) return;
  current = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreviewExit(): PreviewExit | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** For a preview page, once loaded (active): offer the banner where its Exit may go. */
export function usePublishPreviewExit(active: boolean, adminLink: string | null, publicPage: boolean): void {
  useEffect(() => {
    setPreviewExit(active ? { adminLink, publicPage } : null);
    return () => setPreviewExit(null);
  }, [active, adminLink, publicPage]);
}

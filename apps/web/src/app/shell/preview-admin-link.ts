import { useEffect, useSyncExternalStore } from 'react';

/*
 * The CMS change page of what a preview page shows. The preview page publishes it once its content has
 * loaded (only admins ever have one), and the preview banner's Exit goes there instead of leaving preview
 * (spec 1 §2.7). Cleared when the page unmounts.
 */
let adminLink: string | null = null;
const listeners = new Set<() => void>();

function setPreviewAdminLink(value: string | null) {
  if (adminLink === value) return;
  adminLink = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreviewAdminLink(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => adminLink,
    () => null,
  );
}

/** For a preview page: offer `link` (null: none) to the banner while the page is shown. */
export function usePublishPreviewAdminLink(link: string | null): void {
  useEffect(() => {
    setPreviewAdminLink(link);
    return () => setPreviewAdminLink(null);
  }, [link]);
}

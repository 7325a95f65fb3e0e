import { useSyncExternalStore } from 'react';

/*
 * Whether the 'Student site' button is disabled. A page sets it (e.g. a preview of a resource
 * that is not available to students) and clears it when it unmounts.
 */
let disabled = false;
const listeners = new Set<() => void>();

export function setStudentSiteDisabled(value: boolean) {
  if (disabled === value) return;
  disabled = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStudentSiteDisabled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => disabled,
    () => false,
  );
}

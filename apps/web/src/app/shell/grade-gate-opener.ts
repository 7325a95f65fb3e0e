import { useSyncExternalStore } from 'react';

/*
 * In the student experience the Grades control opens the grade gate instead of a dropdown
 * (spec 1 §2.7). The grade-gate feature registers its opener here; until one is registered the
 * control stays a dropdown of grade links.
 */
type Opener = () => void;

let opener: Opener | null = null;
const listeners = new Set<() => void>();

/** Registers the grade gate's opener; returns the function that unregisters it. */
export function registerGradeGateOpener(open: Opener): () => void {
  opener = open;
  for (const listener of listeners) listener();
  return () => {
    if (opener !== open) return;
    opener = null;
    for (const listener of listeners) listener();
  };
}

export function currentGradeGateOpener(): Opener | null {
  return opener;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGradeGateOpener(): Opener | null {
  return useSyncExternalStore(subscribe, currentGradeGateOpener, () => null);
}

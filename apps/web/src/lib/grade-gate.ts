/**
 * The grade gate's stored choice and where it applies (spec 1 §2.10, spec 2 §7; docs/decisions/0047).
 * Pure functions over a Storage pair, so the rules are unit-tested; the gate UI lives in
 * features/student/grade-gate.tsx.
 */
import { GRADE_BANDS, type GradeBand } from '@lantern/shared';
import { useSyncExternalStore } from 'react';
import { experienceModeFor } from './experience-mode.ts';
import { getPageConfig } from './page-config.ts';

export const GRADE_GATE_KEY = 'grade-gate';
/** Stored for 'All grades': a choice was made, and it turns the grade filter off. */
export const ALL_GRADES = 'all';
export type GradeGateChoice = GradeBand | typeof ALL_GRADES;

export interface GradeStorages {
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

function browserStorages(): GradeStorages | null {
  try {
    return { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return null; // storage blocked (privacy settings, sandboxed frames)
  }
}

/** The raw stored value: local storage while the page is open, session storage across reloads. */
export function readGradeGate(storages: GradeStorages | null = browserStorages()): string | null {
  if (!storages) return null;
  try {
    return storages.local.getItem(GRADE_GATE_KEY) ?? storages.session.getItem(GRADE_GATE_KEY);
  } catch {
    return null;
  }
}

/** A stored value as a choice ('all' or a band; older values may be JSON-quoted), or null. */
export function parseGradeGate(stored: string | null | undefined): GradeGateChoice | null {
  if (!stored) return null;
  const value = stored.replace(/^"|"$/g, '');
  if (value === ALL_GRADES) return ALL_GRADES;
  return (GRADE_BANDS as readonly string[]).includes(value) ? (value as GradeBand) : null;
}

/** The band the filter uses: null for 'All grades' and for no choice. */
export function gradeFilterBand(stored: string | null | undefined): GradeBand | null {
  const choice = parseGradeGate(stored);
  return choice === ALL_GRADES ? null : choice;
}

const listeners = new Set<() => void>();

/** Stores a choice in both storages (the page reads local; a reload finds it in session). */
export function storeGradeGate(choice: GradeGateChoice, storages: GradeStorages | null = browserStorages()) {
  if (storages) {
    try {
      storages.local.setItem(GRADE_GATE_KEY, choice);
      storages.session.setItem(GRADE_GATE_KEY, choice);
    } catch {
      // Storage full or blocked: the choice still holds for this page through the listeners' re-read.
    }
  }
  for (const listener of listeners) listener();
}

/**
 * On load the session copy moves into local storage; before unload local storage goes back into the
 * session and is cleared (spec 1 §3 stored client values). So the choice lasts for the tab's session,
 * survives reloads, and does not follow the next child who opens the shared Chromebook's browser.
 */
export function moveGradeGateOnLoad(storages: GradeStorages | null = browserStorages()): void {
  if (!storages) return;
  try {
    const saved = storages.session.getItem(GRADE_GATE_KEY);
    if (saved !== null && storages.local.getItem(GRADE_GATE_KEY) === null) {
      storages.local.setItem(GRADE_GATE_KEY, saved);
    }
  } catch {
    // nothing to move
  }
}

export function moveGradeGateOnUnload(storages: GradeStorages | null = browserStorages()): void {
  if (!storages) return;
  try {
    const current = storages.local.getItem(GRADE_GATE_KEY);
    if (current !== null) storages.session.setItem(GRADE_GATE_KEY, current);
    storages.local.removeItem(GRADE_GATE_KEY);
  } catch {
    // nothing to move
  }
}

/** Installs the load/unload moves once per page load (called by the app on start). */
export function installGradeGateStorage(): void {
  moveGradeGateOnLoad();
  window.addEventListener('pagehide', () => moveGradeGateOnUnload());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored value, re-read when the gate stores a new one. */
export function useStoredGradeGate(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readGradeGate(),
    () => null,
  );
}

/** The current choice, re-read when the gate stores a new one. */
export function useGradeGateChoice(): GradeGateChoice | null {
  return parseGradeGate(useStoredGradeGate());
}

/**
 * Pages the gate guards (decision 0047): in the student experience, search and subject pages require
 * selected_facet grades:{grade} (spec 1 §7), so they wait for a choice. Nowhere else is held.
 */
export function isGradeGatedPath(pathname: string): boolean {
  return pathname === '/search' || pathname === '/search/' || pathname.startsWith('/subjects/');
}

/** API calls that take the student's grade (decision 0047): the search family and student popular. */
const STUDENT_GRADE_PATHS = [
  '/api/v2/search/',
  '/api/v2/search_collections/',
  '/api/v2/search_autocomplete/',
  '/api/v2/student-popular-resources/',
];

/** The band for `student_grade`: in the student experience only, with a grade chosen (not 'All grades'). */
export function currentStudentGradeBand(): GradeBand | null {
  const { pathname, search } = window.location;
  if (!experienceModeFor(pathname, search, getPageConfig()).student) return null;
  return gradeFilterBand(readGradeGate());
}

/**
 * The request path with student_grade={band} added when it is whitelisted and a band is chosen
 * (spec 2 §7); unchanged for 'All grades', no choice, other calls, or one that already carries it.
 */
export function withStudentGrade(path: string, band: GradeBand | null): string {
  if (!band) return path;
  // Next-page addresses from the server may be absolute; keep them as they came.
  const url = new URL(path, 'http://relative.invalid');
  if (!STUDENT_GRADE_PATHS.includes(url.pathname) || url.searchParams.has('student_grade')) return path;
  url.searchParams.set('student_grade', band);
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.href;
}

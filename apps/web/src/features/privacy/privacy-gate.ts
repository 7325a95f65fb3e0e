/**
 * Opening the Data-privacy modal from anywhere without loading it first (the shell hosts it and loads
 * it on the first request; privacy-gate-host.tsx). The classes and assign screens call
 * `ensureAcknowledged()` before a call the privacy gate guards, or when the server answers its 403.
 */

export type PrivacyModalReason =
  /** A guarded action (classes, rosters, assigning): resolves true at once when already signed. */
  | 'gate'
  /** The assignments area's arrival (spec 2 §4): opens only when neither signed nor put off. */
  | 'arrival'
  /** The teacher asked for it (the dashboard's Student privacy section). */
  | 'request';

export interface PrivacyModalRequest {
  reason: PrivacyModalReason;
  /** true once the teacher has signed (now or before); false when the modal was put off or closed. */
  resolve: (acknowledged: boolean) => void;
}

type Listener = (request: PrivacyModalRequest) => void;
const listeners = new Set<Listener>();

export function openPrivacyModal(reason: PrivacyModalReason): Promise<boolean> {
  return new Promise((resolve) => {
    // No host (a page outside the shell): nothing can be acknowledged here.
    if (listeners.size === 0) resolve(false);
    for (const listener of listeners) listener({ reason, resolve });
  });
}

export function onPrivacyModalRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * For the screens behind the privacy gate: `ensureAcknowledged()` resolves true when the teacher has
 * acknowledged (at once if already done, else after the modal's success), false when they put it off.
 */
export function usePrivacyGate(): { ensureAcknowledged: () => Promise<boolean> } {
  return { ensureAcknowledged };
}

function ensureAcknowledged(): Promise<boolean> {
  return openPrivacyModal('gate');
}

import { useNotifications } from '../../app/shell/notifications.tsx';
import { isPrivacyGateRefusal, usePrivacyGate } from '../privacy/index.ts';
import { classesErrorMessage } from './classes-api.ts';

/**
 * Runs a classes write. When the server answers the privacy gate's 403 (the teacher has not
 * acknowledged student privacy), the Data-privacy modal opens instead of an error, and the write is
 * tried again once the teacher has signed. Other failures are a notification with the server's text.
 * Resolves to `{ value }` (the write's reply), or null when it did not happen.
 */
export function useGuardedWrite() {
  const { ensureAcknowledged } = usePrivacyGate();
  const { notify } = useNotifications();
  return async function run<T>(write: () => Promise<T>, retried = false): Promise<{ value: T } | null> {
    try {
      return { value: await write() };
    } catch (error) {
      if (!retried && isPrivacyGateRefusal(error)) {
        if (await ensureAcknowledged()) return run(write, true);
        return null;
      }
      notify({ title: 'Classes', message: classesErrorMessage(error), tone: 'error' });
      return null;
    }
  };
}

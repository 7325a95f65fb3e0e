import { useNotifications } from '../../app/shell-api.ts';
import { isPrivacyGateRefusal, usePrivacyGate } from '../privacy/index.ts';
import { classesErrorMessage } from './classes-api.ts';

/**
 * Runs a classes write. When the server answers the privacy gate's 403 (the teacher has not
 * acknowledged student privacy), the Data-privacy modal opens instead of an error, and the write is
 * tried again once the teacher has signed. Other failures go to `report` (by default a notification
 * with the server's text). Resolves to `{ value }` (the write's reply), or null when it did not happen.
 */
export function useGuardedWrite() {
  const { ensureAcknowledged } = usePrivacyGate();
  const { notify } = useNotifications();
  const notifyFailure = (message: string) => notify({ title: 'Classes', message, tone: 'error' });
  return async function run<T>(
    write: () => Promise<T>,
    report: (message: string) => void = notifyFailure,
    retried = false,
  ): Promise<{ value: T } | null> {
    try {
      return { value: await write() };
    } catch (error) {
      if (!retried && isPrivacyGateRefusal(error)) {
        if (await ensureAcknowledged()) return run(write, report, true);
        return null;
      }
      report(classesErrorMessage(error));
      return null;
    }
  };
}

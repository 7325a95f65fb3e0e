import type { ActiveSession } from '@lantern/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { useNotifications } from '../../app/shell-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { useActiveSessions, useEndSessions } from './profile-api.ts';
import styles from './profile-page.module.css';
import { describeDevice, formatSessionTime } from './session-device.ts';

const ConfirmEndSessionDialog = lazy(() => import('./confirm-end-session-dialog.tsx'));

interface PendingEnd {
  sessions: ActiveSession[];
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * The signed-in user's sessions: device, when it signed in, when it was last used. Any of them can
 * be ended after a confirmation; ending this browser's own session signs it out.
 */
export function ActiveSessions() {
  const id = useId();
  const sessions = useActiveSessions();
  const endSessions = useEndSessions();
  const { notify } = useNotifications();
  const [pending, setPending] = useState<PendingEnd | null>(null);

  const list = sessions.data?.results ?? [];
  const others = list.filter((session) => !session.current);

  async function confirm() {
    if (!pending) return;
    const ending = pending.sessions;
    setPending(null);
    try {
      await endSessions.mutateAsync(ending.map((session) => session.id));
      if (ending.some((session) => session.current)) {
        window.location.assign('/');
        return;
      }
      notify({
        message:
          ending.length === 1
            ? 'That session has been signed out.'
            : 'All other sessions have been signed out.',
        tone: 'success',
      });
    } catch {
      notify({ message: 'We could not end the session. Please try again.', tone: 'error' });
    }
  }

  function askToEnd(session: ActiveSession) {
    const device = describeDevice(session.user_agent);
    setPending(
      session.current
        ? {
            sessions: [session],
            title: 'Sign out of this browser?',
            message: 'You are using this session now. Ending it signs you out here.',
            confirmLabel: 'Sign out',
          }
        : {
            sessions: [session],
            title: 'Sign out this session?',
            message: `${device}, last active ${formatSessionTime(session.last_seen_at)}, will be signed out.`,
            confirmLabel: 'Sign out',
          },
    );
  }

  return (
    <section className={styles.group} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.legend}>
        Active sessions
      </h3>
      <p className={styles.intro}>
        These browsers and devices are signed in to your account. Sign out any you do not recognise.
      </p>
      {sessions.isPending && <p role="status">Loading your sessions…</p>}
      {sessions.isError && (
        <p role="alert" className={styles.fieldError}>
          We could not load your sessions. Please reload the page to try again.
        </p>
      )}
      {list.length > 0 && (
        <ul className={styles.sessions} aria-busy={endSessions.isPending}>
          {list.map((session) => (
            <li key={session.id} className={styles.session}>
              <div>
                <p className={styles.sessionDevice}>
                  {describeDevice(session.user_agent)}
                  {session.current && <span className={styles.currentBadge}>This browser</span>}
                </p>
                <p className={styles.sessionTimes}>
                  Signed in {formatSessionTime(session.created_at)} · Last active{' '}
                  {formatSessionTime(session.last_seen_at)}
                </p>
              </div>
              <Button
                variant="secondary"
                size="small"
                onClick={() => askToEnd(session)}
                disabled={endSessions.isPending}
                aria-label={`Sign out ${session.current ? 'this browser' : describeDevice(session.user_agent)}, signed in ${formatSessionTime(session.created_at)}`}
              >
                Sign out
              </Button>
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <Button
          variant="secondary"
          className={styles.endOthers}
          disabled={endSessions.isPending}
          onClick={() =>
            setPending({
              sessions: others,
              title: 'Sign out all other sessions?',
              message: `${others.length === 1 ? 'One other session' : `${others.length} other sessions`} will be signed out. This browser stays signed in.`,
              confirmLabel: 'Sign out others',
            })
          }
        >
          Sign out all other sessions
        </Button>
      )}
      {pending && (
        <Suspense fallback={null}>
          <ConfirmEndSessionDialog
            title={pending.title}
            message={pending.message}
            confirmLabel={pending.confirmLabel}
            onConfirm={() => void confirm()}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

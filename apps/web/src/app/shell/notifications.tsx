import { TIMINGS } from '@lantern/shared';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CloseIcon } from '../../components/ui/icons.tsx';
import styles from './notifications.module.css';

export type NotificationTone = 'info' | 'success' | 'warning' | 'error';

export interface NotificationRequest {
  message: string;
  title?: string;
  tone?: NotificationTone;
  /** Defaults to the alert timeout (5000 ms); server messages use 10000 ms. */
  timeoutMs?: number;
}

interface ShownNotification extends Required<Omit<NotificationRequest, 'title'>> {
  id: number;
  title?: string;
}

interface NotificationsApi {
  notify: (request: NotificationRequest) => void;
}

const NotificationsContext = createContext<NotificationsApi | null>(null);

/** Toasts: they close on click or after their timeout; no progress bar (spec 1 §9). */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownNotification[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setShown((list) => list.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback(
    ({ message, title, tone = 'info', timeoutMs = TIMINGS.alertNotificationMs }: NotificationRequest) => {
      const id = nextId.current++;
      setShown((list) => [...list, { id, message, title, tone, timeoutMs }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), timeoutMs),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const api = useMemo(() => ({ notify }), [notify]);
  const polite = shown.filter((item) => item.tone !== 'error');
  const urgent = shown.filter((item) => item.tone === 'error');

  return (
    <NotificationsContext.Provider value={api}>
      {children}
      <section className={styles.region} aria-label="Notifications">
        {/* Live regions stay mounted so that new toasts are announced. */}
        <div role="status" aria-live="polite" className={styles.stack}>
          {polite.map((item) => (
            <Toast key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" className={styles.stack}>
          {urgent.map((item) => (
            <Toast key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </NotificationsContext.Provider>
  );
}

function Toast({ item, onDismiss }: { item: ShownNotification; onDismiss: (id: number) => void }) {
  return (
    <button
      type="button"
      className={`${styles.toast} ${styles[item.tone]}`}
      onClick={() => onDismiss(item.id)}
    >
      <span className={styles.text}>
        {item.title && <strong className={styles.title}>{item.title}</strong>}
        <span>{item.message}</span>
      </span>
      <CloseIcon size={16} className={styles.close} />
      <span className="visually-hidden">(click to close)</span>
    </button>
  );
}

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications must be used inside the Shell');
  return api;
}

import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { NotificationTone } from './notifications.tsx';

export interface InformationModalOptions {
  /** Defaults to 'Information'. */
  title?: string;
  message: ReactNode;
  okLabel?: string;
  /** Show the close cross (the OK button always closes it). */
  showCloseButton?: boolean;
}

export interface MessageModalOptions {
  message: string;
  tone?: NotificationTone;
  title?: string;
}

export interface TextModalOptions {
  title: string;
  text: string;
  /** Offer a Print button that opens the text in a 1280x700 window. */
  printable?: boolean;
}

export type ModalRequest =
  | ({ kind: 'information' } & InformationModalOptions)
  | ({ kind: 'message' } & MessageModalOptions)
  | ({ kind: 'text' } & TextModalOptions);

interface QueuedModal {
  id: number;
  request: ModalRequest;
  resolve: () => void;
}

export interface ModalsApi {
  /** Each returns a promise settled when the person closes the modal. */
  showInformation: (options: InformationModalOptions) => Promise<void>;
  showMessage: (options: MessageModalOptions) => Promise<void>;
  showText: (options: TextModalOptions) => Promise<void>;
}

const ModalsContext = createContext<ModalsApi | null>(null);

// The dialogs (React Aria) load on first use, keeping them out of every route's initial JS.
const ModalView = lazy(() => import('./modal-views.tsx'));

/** One modal at a time; later requests wait in a queue. */
export function ModalsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedModal[]>([]);
  const nextId = useRef(1);

  const open = useCallback(
    (request: ModalRequest) =>
      new Promise<void>((resolve) => {
        const id = nextId.current++;
        setQueue((list) => [...list, { id, request, resolve }]);
      }),
    [],
  );

  const closeCurrent = useCallback(() => {
    setQueue(([current, ...rest]) => {
      current?.resolve();
      return rest;
    });
  }, []);

  const api = useMemo<ModalsApi>(
    () => ({
      showInformation: (options) => open({ kind: 'information', ...options }),
      showMessage: (options) => open({ kind: 'message', ...options }),
      showText: (options) => open({ kind: 'text', ...options }),
    }),
    [open],
  );

  const current = queue[0];
  return (
    <ModalsContext.Provider value={api}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ModalView key={current.id} request={current.request} onClose={closeCurrent} />
        </Suspense>
      )}
    </ModalsContext.Provider>
  );
}

export function useModals(): ModalsApi {
  const api = useContext(ModalsContext);
  if (!api) throw new Error('useModals must be used inside the Shell');
  return api;
}

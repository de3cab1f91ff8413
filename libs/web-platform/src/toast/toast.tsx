import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { QueuedToast, ToastVariant } from './toast-host';

/** Spec part 1 section 9: at most 20 toasts on screen. */
export const TOAST_LIMIT = 20;

export interface Toast {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
  warning: (message: string) => void;
}

// notistack and its styles load with the first toast, not with every first page (issue 23).
const ToastHost = lazy(() => import('./toast-host').then((module) => ({ default: module.ToastHost })));

const EnqueueContext = createContext<(message: string, variant: ToastVariant) => void>(() => undefined);

/** Toasts at the bottom left, 4 s each; what is asked for before notistack has loaded shows once it has. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const [started, setStarted] = useState(false);
  const lastId = useRef(0);
  const enqueue = useCallback((message: string, variant: ToastVariant) => {
    lastId.current += 1;
    const toast = { id: lastId.current, message, variant };
    setStarted(true);
    setQueue((current) => [...current, toast]);
  }, []);
  const shown = useCallback((ids: number[]) => {
    setQueue((current) => current.filter((toast) => !ids.includes(toast.id)));
  }, []);
  return (
    <EnqueueContext.Provider value={enqueue}>
      {children}
      {started && (
        <Suspense fallback={null}>
          <ToastHost queue={queue} limit={TOAST_LIMIT} onShown={shown} />
        </Suspense>
      )}
    </EnqueueContext.Provider>
  );
}

export function useToast(): Toast {
  const enqueue = useContext(EnqueueContext);
  return useMemo(() => {
    const show = (variant: ToastVariant) => (message: string) => enqueue(message, variant);
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [enqueue]);
}

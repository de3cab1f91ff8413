import { useEffect, useRef } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface QueuedToast {
  id: number;
  message: string;
  variant: ToastVariant;
}

interface HostProps {
  queue: QueuedToast[];
  onShown: (ids: number[]) => void;
}

/** Shows each queued toast once and hands back the ids it took. */
function QueueDrain({ queue, onShown }: HostProps) {
  const { enqueueSnackbar } = useSnackbar();
  const taken = useRef(new Set<number>());
  useEffect(() => {
    for (const toast of queue) {
      if (taken.current.has(toast.id)) continue;
      taken.current.add(toast.id);
      enqueueSnackbar(toast.message, { variant: toast.variant });
    }
    if (queue.length > 0) onShown(queue.map((toast) => toast.id));
  }, [queue, onShown, enqueueSnackbar]);
  return null;
}

/** notistack's provider, mounted at the first toast (toast.tsx) and kept while the page lives. */
export function ToastHost({ queue, limit, onShown }: HostProps & { limit: number }) {
  return (
    <SnackbarProvider
      maxSnack={limit}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      autoHideDuration={4000}
    >
      <QueueDrain queue={queue} onShown={onShown} />
    </SnackbarProvider>
  );
}

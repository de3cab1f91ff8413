import { useCallback } from 'react';
import { useToast } from '@yarn-mgmt/web-platform';
import { browser } from './browser';

/** What the actions use of a connect or disconnect mutation (useApiMutation's result). */
interface ConnectionCall<T> {
  mutate: (variables: undefined, options: { onSuccess: (data: T) => void; onError: () => void }) => void;
  isPending: boolean;
}

/** The toasts a provider's Connect and Disconnect show. */
export interface ConnectionToasts {
  connectFailed: string;
  disconnected: string;
  disconnectFailed: string;
}

/**
 * Connect (off to the provider's consent page, or a toast when there is no address) and Disconnect (a toast
 * either way), the same for every provider on Settings, Profile and the integration pages.
 */
export function useConnectionActions(
  connectCall: ConnectionCall<{ authUrl: string }>,
  disconnectCall: ConnectionCall<unknown>,
  toasts: ConnectionToasts,
) {
  const toast = useToast();

  const connect = useCallback(() => {
    connectCall.mutate(undefined, {
      onSuccess: ({ authUrl }) => {
        if (authUrl) browser.assign(authUrl);
        else toast.error(toasts.connectFailed);
      },
      onError: () => toast.error(toasts.connectFailed),
    });
  }, [connectCall, toast, toasts]);

  const disconnect = useCallback(() => {
    disconnectCall.mutate(undefined, {
      onSuccess: () => toast.success(toasts.disconnected),
      onError: () => toast.error(toasts.disconnectFailed),
    });
  }, [disconnectCall, toast, toasts]);

  return {
    connect,
    disconnect,
    connecting: connectCall.isPending,
    disconnecting: disconnectCall.isPending,
  };
}

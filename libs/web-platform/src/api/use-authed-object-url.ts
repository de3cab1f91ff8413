import { useEffect, useState } from 'react';
import { useApiClient } from './api-client-context';

export type AuthedObjectUrl =
  { status: 'loading'; url: null } | { status: 'ready'; url: string } | { status: 'failed'; url: null };

/**
 * An object URL of a file the API serves only with the bearer token (photos), for an `<img src>`. Fetched
 * through the api client (token, timeout, 401 rules); revoked when `src` changes or the component goes.
 */
export function useAuthedObjectUrl(src: string): AuthedObjectUrl {
  const client = useApiClient();
  const [state, setState] = useState<{ src: string; result: AuthedObjectUrl }>({
    src,
    result: { status: 'loading', url: null },
  });

  useEffect(() => {
    const controller = new AbortController();
    let created: string | null = null;
    client
      .getBlob(src, { signal: controller.signal })
      .then((blob) => {
        if (controller.signal.aborted) return;
        created = URL.createObjectURL(blob);
        setState({ src, result: { status: 'ready', url: created } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src, result: { status: 'failed', url: null } });
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [client, src]);

  // A new src shows as loading at once, not the previous file.
  return state.src === src ? state.result : { status: 'loading', url: null };
}

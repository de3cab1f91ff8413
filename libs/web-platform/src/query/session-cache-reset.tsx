import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';

/**
 * Empties the query cache when the signed-in user goes: signing out, a 401 that ends the session, or another
 * account signing in in the same tab. Without it, the next person at the screen would see the last one's cached
 * stash, patterns and settings until each query fetched again.
 */
export function SessionCacheReset(): null {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const previous = useRef<string | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) queryClient.clear();
    previous.current = userId;
  }, [userId, queryClient]);

  return null;
}

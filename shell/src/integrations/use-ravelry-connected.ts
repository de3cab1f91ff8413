import { skipToken, useQuery } from '@tanstack/react-query';
import type { RavelryStatus } from '@yarn-mgmt/contracts';
import { useAuth } from '@yarn-mgmt/web-platform';
import { ravelryStatusKey } from './ravelry-status-key';

/**
 * Whether the top bar shows "Ravelry Connected": the Ravelry status once a page has read it (so a disconnect or a
 * broken link shows at once), else the signed-in user's flag. The top bar itself never asks for the status.
 */
export function useRavelryConnected(): boolean {
  const { user } = useAuth();
  // Only the cache: skipToken never fetches (a page that shows the status reads it).
  const status = useQuery<RavelryStatus>({ queryKey: ravelryStatusKey, queryFn: skipToken });
  if (status.data) return status.data.connected && !status.data.broken;
  return Boolean(user?.ravelry_connected);
}

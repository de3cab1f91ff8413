import { useQuery } from '@tanstack/react-query';
import { useApiClient, useAuth } from '@yarn-mgmt/web-platform';
import { getRavelryStatus, ravelryStatusKey } from './ravelry-api';

/**
 * Whether the top bar shows "Ravelry Connected": the Ravelry status once a page has read it (so a disconnect or a
 * broken link shows at once), else the signed-in user's flag. The top bar itself never asks for the status.
 */
export function useRavelryConnected(): boolean {
  const { user } = useAuth();
  const client = useApiClient();
  const status = useQuery({
    queryKey: ravelryStatusKey,
    queryFn: () => getRavelryStatus(client),
    enabled: false,
  });
  if (status.data) return status.data.connected && !status.data.broken;
  return Boolean(user?.ravelry_connected);
}

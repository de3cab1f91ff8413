import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordUsage, YarnItem } from '@yarn-mgmt/contracts';
import { api } from '@yarn-mgmt/web-platform';
import { yarnKeys } from '../../../api/query-keys';

export function recordUsage(id: string, usage: RecordUsage): Promise<YarnItem> {
  return api.post<YarnItem>(`/yarn/${encodeURIComponent(id)}/use`, usage);
}

export function useRecordUsage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (usage: RecordUsage) => recordUsage(id, usage),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: yarnKeys.all }),
  });
}

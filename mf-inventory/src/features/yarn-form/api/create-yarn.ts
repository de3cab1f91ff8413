import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { YarnItem, YarnWrite } from '@yarn-mgmt/contracts';
import { api } from '@yarn-mgmt/web-platform';
import { yarnKeys } from '../../../api/query-keys';

export function createYarn(body: YarnWrite): Promise<YarnItem> {
  return api.post<YarnItem>('/yarn', body);
}

export function useCreateYarn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createYarn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: yarnKeys.all }),
  });
}

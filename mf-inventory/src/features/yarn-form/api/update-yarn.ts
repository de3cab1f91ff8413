import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { YarnItem, YarnWrite } from '@yarn-mgmt/contracts';
import { api } from '@yarn-mgmt/web-platform';
import { yarnKeys } from '../../../api/query-keys';

export function updateYarn(id: string, body: YarnWrite): Promise<YarnItem> {
  return api.put<YarnItem>(`/yarn/${encodeURIComponent(id)}`, body);
}

export function useUpdateYarn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: YarnWrite) => updateYarn(id, body),
    onSuccess: (yarn) => {
      queryClient.setQueryData(yarnKeys.detail(yarn.id), yarn);
      void queryClient.invalidateQueries({ queryKey: yarnKeys.all });
    },
  });
}

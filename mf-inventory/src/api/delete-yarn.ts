import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yarn-mgmt/web-platform';
import { yarnKeys } from './query-keys';

export function deleteYarn(id: string): Promise<void> {
  return api.delete<void>(`/yarn/${encodeURIComponent(id)}`);
}

export function useDeleteYarn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteYarn,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: yarnKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: yarnKeys.all });
    },
  });
}

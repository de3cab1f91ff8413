import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ARCHIVES_API, type Archive } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { archiveKeys, type ArchiveListParams } from './query-keys';

export interface ArchiveList {
  archives: Archive[];
  total: number;
}

/** `GET /archives?limit&offset&targetId` */
export function getArchives(client: ApiClient, params: ArchiveListParams): Promise<ArchiveList> {
  return client.get<ArchiveList>(ARCHIVES_API.list, { params: { ...params } });
}

/** One page of archives; the previous page stays on screen while the next loads. */
export function useArchives(params: ArchiveListParams, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: archiveKeys.list(params),
    queryFn: () => getArchives(client, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

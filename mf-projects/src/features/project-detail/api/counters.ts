import { useCallback } from 'react';
import {
  PROJECTS_API,
  type RawProjectCounterCreateInput,
  type RawProjectCounterUpdateInput,
  type Project,
} from '@yarn-mgmt/contracts';
import { useApiClient, useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { storeProject } from '../../../api/project-writes';
import { segment } from '../../../api/query-keys';

/** `POST /projects/{id}/counters` */
export function createCounter(
  client: ApiClient,
  id: string,
  body: RawProjectCounterCreateInput,
): Promise<Project> {
  return client.post<Project>(PROJECTS_API.counters(segment(id)), body);
}

/** `PATCH /projects/{id}/counters/{counterId}` */
export function updateCounter(
  client: ApiClient,
  id: string,
  counterId: string,
  body: RawProjectCounterUpdateInput,
): Promise<Project> {
  return client.patch<Project>(PROJECTS_API.counter(segment(id), segment(counterId)), body);
}

/** `DELETE /projects/{id}/counters/{counterId}` */
export function deleteCounter(client: ApiClient, id: string, counterId: string): Promise<Project> {
  return client.delete<Project>(PROJECTS_API.counter(segment(id), segment(counterId)));
}

export function useCreateCounter(id: string) {
  return useApiMutation((client, body: RawProjectCounterCreateInput) => createCounter(client, id, body), {
    onSuccess: (project, _body, queryClient) => storeProject(queryClient, project),
  });
}

export function useDeleteCounter(id: string) {
  return useApiMutation((client, counterId: string) => deleteCounter(client, id, counterId), {
    onSuccess: (project, _counterId, queryClient) => storeProject(queryClient, project),
  });
}

/** The counter saves: plain calls, sent by the counters hook as values settle (not mutations per tap). */
export function useCounterSaver(id: string) {
  const client = useApiClient();
  return useCallback(
    (counterId: string, value: number) => updateCounter(client, id, counterId, { value }),
    [client, id],
  );
}

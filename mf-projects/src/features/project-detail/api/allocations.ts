import {
  IDEMPOTENCY_KEY_HEADER,
  PROJECTS_API,
  type RawProjectAllocationCreateInput,
  type Project,
  type RawProjectUsageInput,
} from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { storeProject } from '../../../api/project-writes';
import { segment } from '../../../api/query-keys';

/** `POST /projects/{id}/allocations`: reserve yarn (never deducted from the stash: DECISIONS 24). */
export function addAllocation(
  client: ApiClient,
  id: string,
  body: RawProjectAllocationCreateInput,
): Promise<Project> {
  return client.post<Project>(PROJECTS_API.allocations(segment(id)), body);
}

/** `DELETE /projects/{id}/allocations/{allocationId}`: release a reservation. */
export function releaseAllocation(client: ApiClient, id: string, allocationId: string): Promise<Project> {
  return client.delete<Project>(PROJECTS_API.allocation(segment(id), segment(allocationId)));
}

/** One recording: its amounts and the key that makes a resent request count once (one key per dialog). */
export interface ProjectUsageRecording {
  usage: RawProjectUsageInput;
  idempotencyKey: string;
}

/** `POST /projects/{id}/usage`: deducted from the stash once, however often it is sent with the same key. */
export function recordProjectUsage(
  client: ApiClient,
  id: string,
  { usage, idempotencyKey }: ProjectUsageRecording,
): Promise<Project> {
  return client.post<Project>(PROJECTS_API.usage(segment(id)), usage, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useAddAllocation(id: string) {
  return useApiMutation((client, body: RawProjectAllocationCreateInput) => addAllocation(client, id, body), {
    onSuccess: (project, _body, queryClient) => storeProject(queryClient, project),
  });
}

export function useReleaseAllocation(id: string) {
  return useApiMutation((client, allocationId: string) => releaseAllocation(client, id, allocationId), {
    onSuccess: (project, _allocationId, queryClient) => storeProject(queryClient, project),
  });
}

export function useRecordProjectUsage(id: string) {
  return useApiMutation(
    (client, recording: ProjectUsageRecording) => recordProjectUsage(client, id, recording),
    { onSuccess: (project, _recording, queryClient) => storeProject(queryClient, project) },
  );
}

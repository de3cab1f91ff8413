import { INVENTORY_API, type RecordUsage, type YarnItem } from '@yarn-mgmt/contracts';
import type { ApiClient } from '@yarn-mgmt/web-platform';
import { segment, yarnKeys } from '../../../api/query-keys';
import { useApiMutation } from '../../../api/use-api-mutation';

// Read off the object first: a call named `….use(…)` reads as React's `use` hook to the hooks linter.
const usagePath: (id: string) => string = INVENTORY_API.use;

export function recordUsage(client: ApiClient, id: string, usage: RecordUsage): Promise<YarnItem> {
  return client.post<YarnItem>(usagePath(segment(id)), usage);
}

export function useRecordUsage(id: string) {
  return useApiMutation((client, usage: RecordUsage) => recordUsage(client, id, usage), {
    invalidates: [yarnKeys.all],
  });
}

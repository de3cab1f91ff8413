import {
  IDEMPOTENCY_KEY_HEADER,
  INVENTORY_API,
  type RecordUsageInput,
  type Yarn,
} from '@yarn-mgmt/contracts';
import type { ApiClient } from '@yarn-mgmt/web-platform';
import { useApiMutation } from '@yarn-mgmt/web-platform';
import { segment, yarnKeys } from '../../../api/query-keys';

/** One recording: its amounts and the key that makes a resent request count once (one key per dialog). */
export interface UsageRecording {
  usage: RecordUsageInput;
  idempotencyKey: string;
}

export function recordUsage(client: ApiClient, id: string, { usage, idempotencyKey }: UsageRecording) {
  return client.post<Yarn>(INVENTORY_API.usage(segment(id)), usage, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useRecordUsage(id: string) {
  return useApiMutation((client, recording: UsageRecording) => recordUsage(client, id, recording), {
    invalidates: [yarnKeys.all],
  });
}

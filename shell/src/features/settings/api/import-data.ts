import { ACCOUNT_DATA_MESSAGES, SETTINGS_API } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

export const IMPORT_FILE_FIELD = 'file';

/** `POST /settings/import`: the JSON export file, multipart field `file`. */
export function importData(client: ApiClient, file: File): Promise<unknown> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file);
  return client.upload<unknown>(SETTINGS_API.import, form);
}

/** The server's own words about what it imported, when it sends a `message`. */
export function importSummary(answer: unknown): string {
  if (answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string') {
    return answer.message;
  }
  return ACCOUNT_DATA_MESSAGES.importSuccess;
}

export function useImportData() {
  // Everything may have changed: every cached list and count is stale.
  return useApiMutation(importData, {
    onSuccess: (_answer, _file, queryClient) => void queryClient.invalidateQueries(),
  });
}

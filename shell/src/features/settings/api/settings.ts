import { useQuery } from '@tanstack/react-query';
import {
  SETTINGS_API,
  type Settings,
  type SettingsResponse,
  type SettingsUpdateInput,
} from '@yarn-mgmt/contracts';
import { useApiClient, useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

// Stand-in until libs/web-platform's settings hooks (branch settings-runtime) land: then this file re-exports them.
export const settingsKey = ['settings'] as const;

/** `GET /settings` */
export async function getSettings(client: ApiClient): Promise<Settings> {
  return (await client.get<SettingsResponse>(SETTINGS_API.settings)).settings;
}

export function useSettings() {
  const client = useApiClient();
  return useQuery({ queryKey: settingsKey, queryFn: () => getSettings(client) });
}

/** `PUT /settings`: the whole group with one key changed. */
export function useUpdateSettings() {
  return useApiMutation(
    (client, body: SettingsUpdateInput) => client.put<SettingsResponse>(SETTINGS_API.settings, body),
    { invalidates: [settingsKey] },
  );
}

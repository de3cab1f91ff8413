import { SETTINGS_API, type ChangePasswordRequest } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** `PUT /settings/password` */
export function changeSettingsPassword(client: ApiClient, body: ChangePasswordRequest): Promise<unknown> {
  return client.put<unknown>(SETTINGS_API.password, body);
}

export function useChangeSettingsPassword() {
  return useApiMutation(changeSettingsPassword);
}

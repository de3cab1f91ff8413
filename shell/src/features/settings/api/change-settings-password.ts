import { SETTINGS_API, type AuthResponse, type ChangePasswordInput } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { keepFreshToken } from '../../../api/keep-fresh-token';

/** `PUT /settings/password` */
export function changeSettingsPassword(client: ApiClient, body: ChangePasswordInput): Promise<AuthResponse> {
  return client.put<AuthResponse>(SETTINGS_API.password, body);
}

export function useChangeSettingsPassword() {
  return useApiMutation(changeSettingsPassword, { onSuccess: keepFreshToken });
}

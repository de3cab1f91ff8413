import { SETTINGS_API, type AuthResponse, type ChangePasswordRequest } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { keepFreshToken } from '../../../api/keep-fresh-token';

/** `PUT /settings/password` */
export function changeSettingsPassword(
  client: ApiClient,
  body: ChangePasswordRequest,
): Promise<AuthResponse> {
  return client.put<AuthResponse>(SETTINGS_API.password, body);
}

export function useChangeSettingsPassword() {
  return useApiMutation(changeSettingsPassword, { onSuccess: keepFreshToken });
}

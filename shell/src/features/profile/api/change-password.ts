import { PROFILE_API, type AuthResponse, type ChangePasswordInput } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { keepFreshToken } from '../../../api/keep-fresh-token';

/** `PUT /auth/change-password` */
export function changePassword(client: ApiClient, body: ChangePasswordInput): Promise<AuthResponse> {
  return client.put<AuthResponse>(PROFILE_API.changePassword, body);
}

export function useChangePassword() {
  return useApiMutation(changePassword, { onSuccess: keepFreshToken });
}

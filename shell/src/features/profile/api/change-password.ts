import { PROFILE_API, type ChangePasswordRequest } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** `PUT /auth/change-password` */
export function changePassword(client: ApiClient, body: ChangePasswordRequest): Promise<unknown> {
  return client.put<unknown>(PROFILE_API.changePassword, body);
}

export function useChangePassword() {
  return useApiMutation(changePassword);
}

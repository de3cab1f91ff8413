import { PROFILE_API } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** `DELETE /auth/account` */
export function deleteAccount(client: ApiClient): Promise<unknown> {
  return client.delete<unknown>(PROFILE_API.account);
}

export function useDeleteAccount() {
  return useApiMutation(deleteAccount);
}

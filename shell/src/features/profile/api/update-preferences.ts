import { PROFILE_API, type Preferences, type Profile } from '@yarn-mgmt/contracts';
import { settingsKeys, useApiMutation, useAuth, type ApiClient } from '@yarn-mgmt/web-platform';
import { profileKey } from '../../../api/get-profile';

/** `PUT /auth/preferences`: the whole object with one key changed. */
export function updatePreferences(client: ApiClient, preferences: Preferences): Promise<unknown> {
  return client.put<unknown>(PROFILE_API.preferences, { preferences });
}

export function useUpdatePreferences() {
  const { refreshUser } = useAuth();
  return useApiMutation(updatePreferences, {
    // Email Notifications is also a setting (one value on both pages).
    invalidates: [settingsKeys.all],
    onSuccess: (_answer, preferences, queryClient) => {
      queryClient.setQueryData<Profile>(profileKey, (profile) => profile && { ...profile, preferences });
      // The session user carries the Default View the next landing uses.
      void refreshUser();
    },
  });
}

import {
  AVATAR_FIELD,
  PROFILE_API,
  type ProfileResponse,
  type ProfileUpdateInput,
} from '@yarn-mgmt/contracts';
import { useApiMutation, useAuth, type ApiClient } from '@yarn-mgmt/web-platform';
import { profileKey } from '../../../api/get-profile';

export interface ProfileUpdate {
  fields: ProfileUpdateInput;
  avatar: File | null;
}

/** `PUT /auth/profile`: a multipart form with the changed fields and an optional avatar file. */
export function updateProfile(
  client: ApiClient,
  { fields, avatar }: ProfileUpdate,
): Promise<ProfileResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (avatar) form.append(AVATAR_FIELD, avatar);
  return client.put<ProfileResponse>(PROFILE_API.profile, form);
}

export function useUpdateProfile() {
  const { refreshUser } = useAuth();
  return useApiMutation(updateProfile, {
    invalidates: [profileKey],
    // The top bar's avatar letter comes from the signed-in user.
    onSuccess: () => void refreshUser(),
  });
}

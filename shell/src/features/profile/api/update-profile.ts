import {
  AVATAR_FIELD,
  PROFILE_API,
  type ProfileResponse,
  type ProfileUpdateInput,
} from '@yarn-mgmt/contracts';
import { useApiMutation, useAuth } from '@yarn-mgmt/web-platform';
import { rawRequest } from '../../../api/raw-request';
import { profileKey } from '../../../api/get-profile';

export interface ProfileUpdate {
  fields: ProfileUpdateInput;
  avatar: File | null;
}

/** `PUT /auth/profile`: a multipart form with the changed fields and an optional avatar file. */
export function updateProfile({ fields, avatar }: ProfileUpdate): Promise<ProfileResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (avatar) form.append(AVATAR_FIELD, avatar);
  return rawRequest<ProfileResponse>({ method: 'PUT', path: PROFILE_API.profile, body: form });
}

export function useUpdateProfile() {
  const { refreshUser } = useAuth();
  return useApiMutation((_client, update: ProfileUpdate) => updateProfile(update), {
    invalidates: [profileKey],
    // The top bar's avatar letter comes from the signed-in user.
    onSuccess: () => void refreshUser(),
  });
}

import { useQuery } from '@tanstack/react-query';
import { PROFILE_API, type Profile, type ProfileResponse } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';

export const profileKey = ['account', 'profile'] as const;

/** `GET /auth/profile` */
export async function getProfile(client: ApiClient): Promise<Profile> {
  const body = await client.get<ProfileResponse>(PROFILE_API.profile);
  return body.profile;
}

export function useProfile() {
  const client = useApiClient();
  return useQuery({ queryKey: profileKey, queryFn: () => getProfile(client) });
}

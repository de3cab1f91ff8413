import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { SETTINGS_API, type Settings, type SettingsUpdateInput } from '@yarn-mgmt/contracts';
import { useApiClient } from '../api/api-client-context';
import type { ApiClient } from '../api/api-client';
import { useAuth } from '../auth/auth-context';

/** Query keys of the signed-in user's settings: `settingsKeys.all` covers every user's entry. */
export const settingsKeys = {
  all: ['settings'] as const,
  user: (userId: string | null | undefined) => ['settings', userId ?? 'signed-out'] as const,
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Spec part 2 section 7: `GET /settings` answers `{ settings }` or the settings at the root. */
export function settingsFrom(body: unknown): Settings | null {
  const candidate = isObject(body) && isObject(body.settings) ? body.settings : body;
  return isObject(candidate) && 'theme_preference' in candidate ? (candidate as unknown as Settings) : null;
}

export async function getSettings(client: ApiClient): Promise<Settings> {
  const settings = settingsFrom(await client.get<unknown>(SETTINGS_API.settings));
  if (!settings) throw new Error('No settings in the /settings response');
  return settings;
}

export function putSettings(client: ApiClient, update: SettingsUpdateInput): Promise<unknown> {
  return client.put<unknown>(SETTINGS_API.settings, update);
}

/** The cached settings after a saved update: the server's answer when it carries them, else the sent groups. */
export function mergeSettingsUpdate(
  old: Settings | undefined,
  update: SettingsUpdateInput,
  answer: unknown,
): Settings | undefined {
  const saved = settingsFrom(answer);
  if (saved) return saved;
  if (!old) return old;
  return Object.values(update).reduce<Settings>((next, group) => ({ ...next, ...group }), old);
}

/** The signed-in user's settings (`GET /settings`); idle while signed out. */
export function useSettings() {
  const client = useApiClient();
  const { user } = useAuth();
  return useQuery({
    queryKey: settingsKeys.user(user?.id),
    queryFn: () => getSettings(client),
    enabled: user !== null,
  });
}

/**
 * `PUT /settings` with one group (e.g. `{ display: { ...display, theme_preference: 'dark' } }`); the cached
 * settings follow the answer, so every page applies the change at once. Toasts are left to the caller.
 */
export function useUpdateSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (update: SettingsUpdateInput) => putSettings(client, update),
    onSuccess: (answer, update) => {
      const key = settingsKeys.user(user?.id);
      queryClient.setQueryData<Settings>(key, (old) => mergeSettingsUpdate(old, update, answer));
      // An answer without the settings: read them back so nothing shown is a guess.
      if (!settingsFrom(answer)) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

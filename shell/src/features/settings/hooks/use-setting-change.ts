import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EditableSettings } from '@yarn-mgmt/contracts';
import { serverErrorMessage, useToast, useUpdateSettings } from '@yarn-mgmt/web-platform';
import { profileKey } from '../../../api/get-profile';
import { settingChange, type SettingKey } from '../utils/setting-groups';

/** One key changed: `PUT /settings` with its whole group, then the spec's toast (part 2 section 8). */
export function useSettingChange(settings: EditableSettings | undefined) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const update = useUpdateSettings();
  const { mutate } = update;
  const change = useCallback(
    <K extends SettingKey>(key: K, value: EditableSettings[K]) => {
      if (!settings) return;
      mutate(settingChange(settings, key, value), {
        onSuccess: () => {
          toast.success('Settings updated successfully');
          // Email Notifications is one value, shown by Profile > Preferences too.
          void queryClient.invalidateQueries({ queryKey: profileKey });
        },
        onError: (error) => toast.error(serverErrorMessage(error, 'Failed to update settings')),
      });
    },
    [settings, mutate, toast, queryClient],
  );
  return { change, saving: update.isPending };
}

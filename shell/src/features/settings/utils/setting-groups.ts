import {
  BackupSettingsSchema,
  DisplaySettingsSchema,
  NotificationSettingsSchema,
  PrivacySettingsSchema,
  type EditableSettings,
  type SettingsUpdateInput,
} from '@yarn-mgmt/contracts';

const GROUP_KEYS = {
  notifications: NotificationSettingsSchema.keyof().options,
  privacy: PrivacySettingsSchema.keyof().options,
  display: DisplaySettingsSchema.keyof().options,
  backup: BackupSettingsSchema.keyof().options,
} as const;

export type SettingsGroup = keyof typeof GROUP_KEYS;
export type SettingKey = keyof EditableSettings;

export function groupOf(key: SettingKey): SettingsGroup {
  const entry = Object.entries(GROUP_KEYS).find(([, keys]) => (keys as readonly string[]).includes(key));
  if (!entry) throw new Error(`No settings group holds ${key}`);
  return entry[0] as SettingsGroup;
}

/** `PUT /settings` body: the whole group of `key`, from the current settings, with that one key changed. */
export function settingChange<K extends SettingKey>(
  settings: EditableSettings,
  key: K,
  value: EditableSettings[K],
): SettingsUpdateInput {
  const group = groupOf(key);
  const whole = Object.fromEntries(GROUP_KEYS[group].map((name) => [name, settings[name]]));
  return { [group]: { ...whole, [key]: value } };
}

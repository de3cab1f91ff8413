import { Box, Stack } from '@mui/material';
import { CURRENCIES, DATE_FORMATS } from '@yarn-mgmt/contracts';
import { NOTIFICATION_TEXTS } from '../../../notifications/notification-rules';
import { SettingSelect, SettingSwitch, type SectionProps } from './setting-controls';

/**
 * Notifications (spec part 2 section 2): reminders, low stock and the digest appear in the list behind the bell;
 * email is not sent yet and says so (DECISIONS 31).
 */
export function NotificationsSection(props: SectionProps) {
  return (
    <Stack>
      <SettingSwitch
        {...props}
        name="email_notifications"
        label="Email Notifications"
        hint={NOTIFICATION_TEXTS.emailNotAvailable}
      />
      <SettingSwitch
        {...props}
        name="project_reminders"
        label="Project Reminders"
        hint={NOTIFICATION_TEXTS.shownInList}
      />
      <SettingSwitch
        {...props}
        name="low_stock_alerts"
        label="Low Stock Alerts"
        hint={NOTIFICATION_TEXTS.shownInList}
      />
      <SettingSwitch
        {...props}
        name="weekly_digest"
        label="Weekly Digest"
        hint={NOTIFICATION_TEXTS.shownInList}
      />
    </Stack>
  );
}

const THEMES = [
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['auto', 'Auto'],
] as const;
const DENSITIES = [
  ['comfortable', 'Comfortable'],
  ['compact', 'Compact'],
] as const;

/** Display & Regional (spec part 2 section 2): applied across the platform through the settings runtime. */
export function DisplaySection(props: SectionProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <SettingSelect {...props} name="theme_preference" label="Theme" options={THEMES} />
      <SettingSelect {...props} name="display_density" label="Display Density" options={DENSITIES} />
      <SettingSelect
        {...props}
        name="default_currency"
        label="Currency"
        options={CURRENCIES.map((code) => [code, code] as const)}
      />
      <SettingSelect
        {...props}
        name="date_format"
        label="Date Format"
        options={DATE_FORMATS.map((format) => [format, format] as const)}
      />
    </Box>
  );
}

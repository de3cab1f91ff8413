import { Button, Stack } from '@mui/material';
import { BACKUP_FREQUENCIES } from '@yarn-mgmt/contracts';
import { useToast } from '@yarn-mgmt/web-platform';
import { SettingSelect, SettingSwitch, type SectionProps } from './setting-controls';

const FREQUENCIES = BACKUP_FREQUENCIES.map(
  (value) => [value, `${value[0]?.toUpperCase() ?? ''}${value.slice(1)}`] as const,
);

/** Backup & Sync (spec part 2 sections 2 and 4): the frequency shows only while automatic backup is on. */
export function BackupSection(props: SectionProps) {
  const toast = useToast();
  return (
    <Stack spacing={1}>
      <SettingSwitch {...props} name="auto_backup" label="Automatic Backup" />
      {props.settings.auto_backup && (
        <SettingSelect {...props} name="backup_frequency" label="Backup Frequency" options={FREQUENCIES} />
      )}
      <SettingSwitch {...props} name="include_photos" label="Include Photos in Backup" />
      <SettingSwitch {...props} name="google_drive_enabled" label="Google Drive Sync" />
      <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
        <Button variant="outlined" onClick={() => toast.info('Manual backup started')}>
          Backup Now
        </Button>
        <Button variant="outlined" onClick={() => toast.info('Sync started')}>
          Sync Now
        </Button>
      </Stack>
    </Stack>
  );
}

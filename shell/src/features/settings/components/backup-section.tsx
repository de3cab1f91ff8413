import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { BACKUP_FREQUENCIES, BACKUP_MESSAGES, type BackupRun } from '@yarn-mgmt/contracts';
import { useFormatters, useToast } from '@yarn-mgmt/web-platform';
import { useEffect, useRef } from 'react';
import { useGoogleDriveStatus } from '../../../integrations/google-drive-api';
import { useRavelryStatus, useRavelrySync } from '../../../integrations/ravelry-api';
import { RAVELRY_TOASTS } from '../../../integrations/use-ravelry-actions';
import { isBackupRunning, useBackups } from '../api/get-backups';
import { useStartBackup } from '../api/start-backup';
import { BackupsList } from './backups-list';
import { DriveFilesNote } from './drive-files-note';
import { SettingSelect, SettingSwitch, type SectionProps } from './setting-controls';

/** What Sync Now does here, said under it. */
export const SYNC_NOW_HINTS = {
  linked: 'Sync Now brings in your Ravelry stash, patterns and projects.',
  notLinked: 'Sync Now needs a Ravelry connection: connect Ravelry above to sync your stash.',
} as const;

/** Under 'Google Drive Sync' while Drive is not connected (the switch is off and disabled then). */
export const DRIVE_SYNC_NEEDS_DRIVE = 'Connect Google Drive above first to turn on Google Drive Sync.';

const FREQUENCIES = BACKUP_FREQUENCIES.map(
  (value) => [value, `${value[0]?.toUpperCase() ?? ''}${value.slice(1)}`] as const,
);

/** Says once how a Backup Now ended, when the page saw it running. */
function useRunEnd(run: BackupRun | undefined) {
  const toast = useToast();
  const wasRunning = useRef(false);
  useEffect(() => {
    if (isBackupRunning(run)) wasRunning.current = true;
    else if (wasRunning.current && run) {
      wasRunning.current = false;
      if (run.state === 'completed') toast.success(BACKUP_MESSAGES.completed);
      if (run.state === 'failed')
        toast.error(run.error ? `${BACKUP_MESSAGES.failed}: ${run.error}` : BACKUP_MESSAGES.failed);
    }
  }, [run, toast]);
}

/**
 * Backup & Sync (spec part 2 sections 2 and 4): the frequency shows only while automatic backup is on; Backup Now
 * keeps the spec's toast and really starts one; the backups below, each restorable and downloadable.
 */
export function BackupSection(props: SectionProps) {
  const toast = useToast();
  const { dateTime } = useFormatters();
  const backups = useBackups();
  const start = useStartBackup();
  const list = backups.data;
  useRunEnd(list?.run);
  const running = isBackupRunning(list?.run) || start.isPending;
  // Sync Now keeps the spec's toast and runs the Ravelry sync when there is a link to sync (DECISIONS 31); the
  // Ravelry panel on the same page follows the job and says how it ended.
  const ravelry = useRavelryStatus();
  const ravelrySync = useRavelrySync();
  const ravelryLinked = Boolean(ravelry.data?.connected && !ravelry.data.broken);
  // 'Google Drive Sync' needs the link (a status that cannot be read leaves the switch as it was).
  const drive = useGoogleDriveStatus().data;
  const driveLinked = drive === undefined || drive.connected;
  const syncNow = () => {
    toast.info('Sync started');
    if (ravelryLinked)
      ravelrySync.mutate(undefined, { onError: () => toast.error(RAVELRY_TOASTS.syncFailed) });
  };
  const backupNow = () => {
    toast.info(BACKUP_MESSAGES.started);
    start.mutate(undefined, {
      onError: (error) => toast.error(error.message || BACKUP_MESSAGES.failed),
    });
  };
  return (
    <Stack spacing={1}>
      {list && !list.available && <Alert severity="info">{BACKUP_MESSAGES.notAvailableHere}</Alert>}
      <SettingSwitch {...props} name="auto_backup" label="Automatic Backup" />
      {props.settings.auto_backup && (
        <SettingSelect {...props} name="backup_frequency" label="Backup Frequency" options={FREQUENCIES} />
      )}
      {props.settings.auto_backup && list?.next_scheduled_at && (
        <Typography variant="caption" color="text.secondary">
          {`Next automatic backup: ${dateTime(list.next_scheduled_at) ?? ''}`}
        </Typography>
      )}
      <SettingSwitch {...props} name="include_photos" label="Include Photos in Backup" />
      <SettingSwitch
        {...props}
        name="google_drive_enabled"
        label="Google Drive Sync"
        unavailable={!driveLinked}
        hint={driveLinked ? undefined : DRIVE_SYNC_NEEDS_DRIVE}
      />
      {driveLinked && <DriveFilesNote enabled={props.settings.google_drive_enabled} />}
      <Stack direction="row" spacing={1} sx={{ pt: 1, alignItems: 'center' }}>
        <Button variant="outlined" onClick={backupNow} disabled={running}>
          Backup Now
        </Button>
        <Button variant="outlined" onClick={syncNow} aria-describedby="sync-now-hint">
          Sync Now
        </Button>
        {running && (
          <Typography variant="body2" color="text.secondary" role="status">
            Backing up...
          </Typography>
        )}
      </Stack>
      <Typography id="sync-now-hint" variant="caption" color="text.secondary">
        {ravelryLinked ? SYNC_NOW_HINTS.linked : SYNC_NOW_HINTS.notLinked}
      </Typography>
      <Box sx={{ pt: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Backups
        </Typography>
        {backups.isPending && <CircularProgress size={20} aria-label="Loading backups" />}
        {backups.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void backups.refetch()}>
                Retry
              </Button>
            }
          >
            Failed to load the backups
          </Alert>
        )}
        {list && <BackupsList backups={list.backups} kept={list.kept} />}
      </Box>
    </Stack>
  );
}

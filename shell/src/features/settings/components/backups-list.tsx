import {
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { BACKUP_DESTINATION_LABELS, BACKUP_MESSAGES, type Backup } from '@yarn-mgmt/contracts';
import { formatStorageSize } from '@yarn-mgmt/domain';
import { ConfirmDialog } from '@yarn-mgmt/ui';
import { useFormatters, useToast } from '@yarn-mgmt/web-platform';
import { useState } from 'react';
import { useDownloadBackup } from '../api/download-backup';
import { useRestoreBackup } from '../api/restore-backup';

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** One backup: when (in the user's date format), how big, where it went; Restore and Download. */
function BackupRow({ backup, onRestore }: { backup: Backup; onRestore: (backup: Backup) => void }) {
  const { dateTime } = useFormatters();
  const toast = useToast();
  const download = useDownloadBackup();
  const details = [
    formatStorageSize(backup.size_bytes),
    BACKUP_DESTINATION_LABELS[backup.destination],
    backup.trigger === 'scheduled' ? 'Automatic' : 'Manual',
    backup.include_photos ? 'with photos' : null,
  ].filter(Boolean);
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => onRestore(backup)}>
            Restore
          </Button>
          <Button
            size="small"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(backup, {
                onError: (error) => toast.error(errorText(error, 'Failed to download the backup')),
              })
            }
          >
            Download
          </Button>
        </Stack>
      }
    >
      <ListItemText primary={dateTime(backup.created_at)} secondary={details.join(' · ')} />
    </ListItem>
  );
}

/** The kept backups, newest first; Restore asks first (it adds the backup's data to the account). */
export function BackupsList({ backups, kept }: { backups: Backup[]; kept: number }) {
  const toast = useToast();
  const restore = useRestoreBackup();
  const [chosen, setChosen] = useState<Backup | null>(null);
  if (!backups.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {BACKUP_MESSAGES.empty}
      </Typography>
    );
  const confirm = () => {
    if (!chosen) return;
    restore.mutate(chosen.id, {
      onSuccess: () => toast.success(BACKUP_MESSAGES.restored),
      onError: (error) => toast.error(errorText(error, 'Failed to restore the backup')),
      onSettled: () => setChosen(null),
    });
  };
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {`The last ${kept} backups are kept.`}
      </Typography>
      <List dense aria-label="Backups">
        {backups.map((backup) => (
          <BackupRow key={backup.id} backup={backup} onRestore={setChosen} />
        ))}
      </List>
      <ConfirmDialog
        open={chosen !== null}
        title={BACKUP_MESSAGES.restoreConfirmTitle}
        message={BACKUP_MESSAGES.restoreConfirm}
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={confirm}
        onCancel={() => setChosen(null)}
      />
      {restore.isPending && <CircularProgress size={16} aria-label="Restoring" />}
    </Box>
  );
}

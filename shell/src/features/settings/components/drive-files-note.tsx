import { Typography } from '@mui/material';
import { DRIVE_FILES_MESSAGES } from '@yarn-mgmt/contracts';
import { isDriveMoveRunning, useDriveFiles } from '../api/get-drive-files';

/**
 * Under 'Google Drive Sync': what the switch does, and while the pattern PDFs move to Drive or back, how far the
 * move is ("3 of 12 files"). A status that cannot be read shows nothing more: the switch works without it.
 */
export function DriveFilesNote({ enabled }: { enabled: boolean }) {
  const status = useDriveFiles(enabled).data;
  const running = isDriveMoveRunning(status) && status?.direction;
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -0.75, ml: 6 }}>
        {DRIVE_FILES_MESSAGES.whatItDoes}
      </Typography>
      {running && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: 6 }}>
          {DRIVE_FILES_MESSAGES.progress(status.done, status.total, status.direction!)}
        </Typography>
      )}
    </>
  );
}

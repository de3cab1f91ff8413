import { Box, Chip, CircularProgress, Tooltip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { ScrapeRunStatus, TargetRunState } from '@yarn-mgmt/contracts';

const Running = () => <CircularProgress size={16} aria-hidden />;

/** A target that waits in the queue or runs says so in the targets table; an idle one shows nothing. */
export function RunStateChip({ state }: { state: TargetRunState }) {
  if (state === 'running') {
    return <Chip size="small" color="info" icon={<Running />} label="Running" />;
  }
  if (state === 'queued') return <Chip size="small" variant="outlined" label="Queued" />;
  return null;
}

/** A run's status icon: success, failure, running, and anything else as pending (spec part 2 section 4). */
export function LogStatusIcon({ status }: { status: ScrapeRunStatus }) {
  const [label, icon] =
    status === 'success'
      ? ['Success', <CheckCircleIcon key="icon" color="success" />]
      : status === 'failure'
        ? ['Failed', <ErrorIcon key="icon" color="error" />]
        : status === 'running'
          ? ['Running', <Running key="icon" />]
          : ['Pending', <ScheduleIcon key="icon" color="warning" />];
  return (
    <Tooltip title={label}>
      <Box component="span" role="img" aria-label={label} sx={{ display: 'inline-flex' }}>
        {icon}
      </Box>
    </Tooltip>
  );
}

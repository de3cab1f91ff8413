import { Chip, type ChipProps } from '@mui/material';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '@yarn-mgmt/contracts';
import { projectStatusColor } from '@yarn-mgmt/domain';

/** A project's status as its label ("On Hold"), in the status's colour. */
export function StatusChip({ status, size = 'small' }: { status: ProjectStatus; size?: ChipProps['size'] }) {
  const color = projectStatusColor(status);
  return (
    <Chip
      label={PROJECT_STATUS_LABELS[status]}
      color={color}
      size={size}
      data-color={color}
      variant="outlined"
    />
  );
}

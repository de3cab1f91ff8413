import { Box, Chip, IconButton, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { Archive } from '@yarn-mgmt/contracts';
import { formatFileSize } from '@yarn-mgmt/domain';
import { useFormatters } from '@yarn-mgmt/web-platform';

export interface ArchiveListProps {
  archives: readonly Archive[];
  onView: (archive: Archive) => void;
  onDownload: (archive: Archive) => void;
  onDelete: (archive: Archive) => void;
}

const titleOf = (archive: Archive) => archive.page_title || 'Untitled';

/** One row per archived page: title, type and size chips, its URL and time, and view, download, delete. */
export function ArchiveList({ archives, onView, onDownload, onDelete }: ArchiveListProps) {
  const { dateTime } = useFormatters();
  const action = (label: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <List aria-label="Archives">
      {archives.map((archive) => (
        <ListItem
          key={archive.id}
          divider
          aria-label={titleOf(archive)}
          sx={{ gap: 2, alignItems: 'flex-start' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 500 }}>{titleOf(archive)}</Typography>
              <Chip size="small" label={archive.archive_type} />
              <Chip size="small" variant="outlined" label={formatFileSize(archive.file_size)} />
              {archive.target_name && <Chip size="small" variant="outlined" label={archive.target_name} />}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {archive.archive_url}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {dateTime(archive.scraped_at)}
            </Typography>
          </Box>
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {action('View', <VisibilityIcon />, () => onView(archive))}
            {action('Download', <DownloadIcon />, () => onDownload(archive))}
            {action('Delete', <DeleteIcon />, () => onDelete(archive))}
          </Box>
        </ListItem>
      ))}
    </List>
  );
}

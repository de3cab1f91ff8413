import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { PageSpinner } from '@yarn-mgmt/ui';
import type { ArchiveView } from '../hooks/use-archive-actions';

/** The frame's height in pixels. */
export const FRAME_HEIGHT = 600;

export interface ArchiveViewerProps {
  view: ArchiveView | null;
  downloading: boolean;
  onClose: () => void;
  onDownload: () => void;
}

/**
 * The archived page in a frame 600 px tall. `sandbox=""` grants nothing: no scripts, no forms, no navigation of
 * this page, and its own opaque origin (DECISIONS 22); the HTML comes as text because a frame's `src` could not
 * send the bearer token.
 */
export function ArchiveViewer({ view, downloading, onClose, onDownload }: ArchiveViewerProps) {
  if (!view) return null;
  const title = view.archive.page_title || 'Untitled';
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="archive-viewer-title">
      <DialogTitle id="archive-viewer-title">{title}</DialogTitle>
      <DialogContent dividers>
        {view.html === null ? (
          <PageSpinner />
        ) : (
          <Box
            component="iframe"
            title={`Archived page: ${title}`}
            sandbox=""
            srcDoc={view.html}
            width="100%"
            height={FRAME_HEIGHT}
            sx={{ border: 0, display: 'block', bgcolor: 'common.white' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={onDownload} disabled={downloading}>
          Download
        </Button>
      </DialogActions>
    </Dialog>
  );
}

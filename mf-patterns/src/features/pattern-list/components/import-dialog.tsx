import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNavigate } from 'react-router-dom';
import { RAVELRY_INTEGRATION_PATH } from '../../../utils/ravelry';

/** Import: from Ravelry (its settings page) or PDFs in bulk (spec part 1 section 2.9). */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="import-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="import-dialog-title">Import Patterns</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Button
            variant="outlined"
            startIcon={<CloudDownloadIcon />}
            onClick={() => void navigate(RAVELRY_INTEGRATION_PATH)}
          >
            Import from Ravelry
          </Button>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => void navigate('/patterns/bulk-upload')}
          >
            Bulk Upload PDFs
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}

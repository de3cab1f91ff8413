import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';

/** Where the browser has no clipboard (e.g. a page not served over HTTPS): the link to copy by hand. */
export function ShareDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  return (
    <Dialog open={link !== null} onClose={onClose} aria-labelledby="share-title" fullWidth maxWidth="sm">
      <DialogTitle id="share-title">Share this yarn</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Copy this link to share it:</DialogContentText>
        <TextField
          label="Link"
          value={link ?? ''}
          fullWidth
          autoFocus
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

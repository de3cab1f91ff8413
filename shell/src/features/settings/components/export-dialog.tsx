import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { EXPORT_FORMATS, type ExportFormat } from '@yarn-mgmt/contracts';

/** What each of the spec's three formats holds (services/account/README.md, `POST /settings/export`). */
const FORMAT_LABELS: Record<ExportFormat, string> = {
  json: 'JSON: everything in one file (Import Data reads it back)',
  csv: 'CSV: the stash as a spreadsheet (a view, not a backup)',
  zip: 'ZIP: everything, with photos and pattern files as files (Import Data reads it back)',
};

export interface ExportDialogProps {
  open: boolean;
  busy: boolean;
  onExport: (format: ExportFormat) => void;
  onCancel: () => void;
}

/** Settings > Data & Storage > Export Data: the spec's json, csv and zip, json first (spec part 2 section 9). */
export function ExportDialog({ open, busy, onExport, onCancel }: ExportDialogProps) {
  const [format, setFormat] = useState<ExportFormat>('json');
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="export-dialog-title">
      <DialogTitle id="export-dialog-title">Export Data</DialogTitle>
      <DialogContent>
        <DialogContentText gutterBottom>
          Download what you keep here: profile, settings, stash with photos, shopping list, patterns with
          files and projects.
        </DialogContentText>
        <FormControl>
          <FormLabel id="export-format-label">Format</FormLabel>
          <RadioGroup
            aria-labelledby="export-format-label"
            value={format}
            onChange={(event) => setFormat(event.target.value as ExportFormat)}
          >
            {EXPORT_FORMATS.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={FORMAT_LABELS[value]} />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => onExport(format)} disabled={busy} variant="contained">
          Export
        </Button>
      </DialogActions>
    </Dialog>
  );
}

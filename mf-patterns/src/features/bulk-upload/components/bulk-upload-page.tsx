import { useState, type DragEvent } from 'react';
import { Box, Button, Divider, Paper, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { PageHeader } from '@yarn-mgmt/ui';
import { ServiceUnavailableAlert, usePageTitle } from '@yarn-mgmt/web-platform';
import { PageRoot } from '../../../components/page-root';
import { useBulkImport } from '../hooks/use-bulk-import';
import { UploadRow } from './upload-row';

/** "3 of 3 patterns added" */
export function summaryText(added: number, total: number): string {
  return `${added} of ${total} ${total === 1 ? 'pattern' : 'patterns'} added`;
}

/** /patterns/bulk-upload: several PDFs at once, each becoming a pattern pre-filled from what it says. */
export function BulkUploadPage() {
  const title = usePageTitle();
  const { items, add } = useBulkImport();
  const [dragging, setDragging] = useState(false);
  const added = items.filter((item) => item.status === 'done').length;
  const busy = items.some((item) => item.status === 'queued' || item.status === 'uploading');
  // Every dropped file goes to the server, which judges it by its bytes: a non-PDF comes back with its reason.
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  return (
    <PageRoot>
      <PageHeader title={title} />
      <ServiceUnavailableAlert service="patterns" sx={{ mb: 3 }} />
      <Paper
        variant="outlined"
        aria-label="Drop PDFs here"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          p: 4,
          mb: 3,
          textAlign: 'center',
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <UploadFileIcon color="action" sx={{ fontSize: 48 }} />
        <Typography gutterBottom>Drop pattern PDFs here, or</Typography>
        <Button variant="contained" component="label">
          Choose PDFs
          <input
            hidden
            multiple
            type="file"
            accept="application/pdf,.pdf"
            aria-label="PDF files"
            onChange={(event) => {
              add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Each PDF becomes a pattern, filled in from what it says; review each one afterwards.
        </Typography>
      </Paper>
      {items.length > 0 && (
        <>
          <Typography variant="h6" component="p" role="status" aria-label="Upload summary" gutterBottom>
            {summaryText(added, items.length)}
            {busy ? ' so far' : ''}
          </Typography>
          <Box component="ul" aria-label="Uploads" sx={{ m: 0, p: 0 }}>
            {items.map((item, index) => (
              <Box key={item.key}>
                {index > 0 && <Divider component="div" />}
                <UploadRow item={item} />
              </Box>
            ))}
          </Box>
        </>
      )}
    </PageRoot>
  );
}

import { Alert, Button } from '@mui/material';

export const MODULE_UNAVAILABLE_TEXT = 'This module is unavailable';

export function ModuleUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <Alert
      severity="warning"
      data-remote-unavailable={remote}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {MODULE_UNAVAILABLE_TEXT}
    </Alert>
  );
}

import { Alert, Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** True for a failure that carries HTTP status 404 (the platform's ApiError does). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

export interface LoadFailureProps {
  /** What failed to load; a 404 shows `notFoundText`, anything else `failedText`. */
  error: unknown;
  notFoundText: string;
  failedText: string;
  backLabel: string;
  onBack: () => void;
}

/** A page whose record could not be loaded: "not found" or "failed to load", and a way back. */
export function LoadFailure({ error, notFoundText, failedText, backLabel, onBack }: LoadFailureProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
        {isNotFound(error) ? notFoundText : failedText}
      </Alert>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
        {backLabel}
      </Button>
    </Stack>
  );
}

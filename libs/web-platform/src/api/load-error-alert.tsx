import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { ApiError } from './api-error';

/**
 * What to add to a page's load error when the cause is a part of the platform that is down (the gateway's 503
 * "The inventory service is unavailable", or no answer at all), so the knitter knows it is not their data.
 */
export function unavailableText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 0) return 'No answer from the platform: check your connection, then try again.';
  if (error.status === 502 || error.status === 503 || error.status === 504)
    return `${error.serverError ?? 'This part of the platform is unavailable'} just now; the rest of the platform still works. Try again in a minute.`;
  return null;
}

export interface LoadErrorAlertProps {
  error: unknown;
  children: ReactNode;
  /** 'warning' where the spec shows the load error as a warning (the deal timeline's brand data). */
  severity?: 'error' | 'warning';
  /** A button beside the text, such as 'Try again'. */
  action?: ReactNode;
}

/** A page's load error (the spec's text, as it is) and, when a service is down, a line saying so. */
export function LoadErrorAlert({ error, children, severity = 'error', action }: LoadErrorAlertProps) {
  const detail = unavailableText(error);
  return (
    <Alert severity={severity} action={action}>
      <Box component="span" sx={{ display: 'block' }}>
        {children}
      </Box>
      {detail && (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          {detail}
        </Box>
      )}
    </Alert>
  );
}

import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CONNECTION_RETURN as R, GOOGLE_DRIVE_MESSAGES, RAVELRY_MESSAGES } from '@yarn-mgmt/contracts';
import { useToast } from '@yarn-mgmt/web-platform';

export interface ReturnMessage {
  severity: 'success' | 'error';
  text: string;
}

/**
 * Spec part 2 section 2, "Return from the external connection": the message a query string asks for, or null.
 * Google Drive's return says the same things with its own parameters (the account service's callbacks).
 */
export function returnMessage(search: string): ReturnMessage | null {
  const params = new URLSearchParams(search);
  const username = params.get(R.ravelryUsername);
  if (params.get(R.ravelryConnected) === 'true' && username) {
    return { severity: 'success', text: RAVELRY_MESSAGES.connectedAs(username) };
  }
  const email = params.get(R.driveEmail);
  if (params.get(R.driveConnected) === 'true' && email) {
    return { severity: 'success', text: GOOGLE_DRIVE_MESSAGES.connectedAs(email) };
  }
  const reason = params.get(R.ravelryError);
  if (reason !== null) return { severity: 'error', text: RAVELRY_MESSAGES.connectionFailedBecause(reason) };
  const driveReason = params.get(R.driveError);
  if (driveReason !== null) {
    return { severity: 'error', text: GOOGLE_DRIVE_MESSAGES.connectionFailedBecause(driveReason) };
  }
  const error = params.get(R.error);
  if (error === R.invalidState) return { severity: 'error', text: RAVELRY_MESSAGES.invalidState };
  if (error === R.connectionFailed) {
    const drive = params.get(R.provider) === 'google_drive';
    return {
      severity: 'error',
      text: drive ? GOOGLE_DRIVE_MESSAGES.connectionFailed : RAVELRY_MESSAGES.connectionFailed,
    };
  }
  return null;
}

/** Shows the return message once, then puts the address back to /settings (replacing the history entry). */
export function useReturnMessage(): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    const message = returnMessage(search);
    if (!message) return;
    if (message.severity === 'success') toast.success(message.text);
    else toast.error(message.text);
    void navigate(R.path, { replace: true });
  }, [search, navigate, toast]);
}

import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '@yarn-mgmt/web-platform';

/** Spec part 2 section 2, "Return from the external connection": the message a query string asks for, or null. */
export function returnMessage(search: string): { severity: 'success' | 'error'; text: string } | null {
  const params = new URLSearchParams(search);
  const username = params.get('username');
  if (params.get('ravelry_connected') === 'true' && username) {
    return { severity: 'success', text: `Successfully connected to Ravelry as ${username}` };
  }
  const reason = params.get('ravelry_error');
  if (reason !== null) return { severity: 'error', text: `Ravelry connection failed: ${reason}` };
  const error = params.get('error');
  if (error === 'invalid_state') {
    return { severity: 'error', text: 'Invalid or expired connection request. Please try again.' };
  }
  if (error === 'connection_failed') {
    return { severity: 'error', text: 'Failed to connect to Ravelry. Please try again.' };
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
    void navigate('/settings', { replace: true });
  }, [search, navigate, toast]);
}

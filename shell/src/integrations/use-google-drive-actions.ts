import { GOOGLE_DRIVE_MESSAGES } from '@yarn-mgmt/contracts';
import { useGoogleDriveConnect, useGoogleDriveDisconnect } from './google-drive-api';
import { useConnectionActions, type ConnectionToasts } from './use-connection-actions';

const GOOGLE_DRIVE_TOASTS: ConnectionToasts = {
  connectFailed: GOOGLE_DRIVE_MESSAGES.initiateFailed,
  disconnected: GOOGLE_DRIVE_MESSAGES.disconnected,
  disconnectFailed: GOOGLE_DRIVE_MESSAGES.disconnectFailed,
};

/** Connect and Disconnect of Google Drive, the same on Settings, Profile and the integration pages. */
export function useGoogleDriveActions() {
  return useConnectionActions(useGoogleDriveConnect(), useGoogleDriveDisconnect(), GOOGLE_DRIVE_TOASTS);
}

import { returnMessage } from './use-return-message';

describe('returnMessage', () => {
  it.each([
    [
      '?ravelry_connected=true&username=purlqueen',
      'success',
      'Successfully connected to Ravelry as purlqueen',
    ],
    ['?ravelry_error=access+was+not+granted', 'error', 'Ravelry connection failed: access was not granted'],
    ['?error=invalid_state', 'error', 'Invalid or expired connection request. Please try again.'],
    ['?error=connection_failed', 'error', 'Failed to connect to Ravelry. Please try again.'],
  ])('%s shows the spec text', (search, severity, text) => {
    expect(returnMessage(search)).toEqual({ severity, text });
  });

  it.each([
    [
      '?google_drive_connected=true&email=ann%40example.com',
      'success',
      'Successfully connected to Google Drive as ann@example.com',
    ],
    [
      '?google_drive_error=access+was+not+granted',
      'error',
      'Google Drive connection failed: access was not granted',
    ],
    [
      '?error=connection_failed&provider=google_drive',
      'error',
      'Failed to connect to Google Drive. Please try again.',
    ],
  ])('%s shows the Google Drive counterpart', (search, severity, text) => {
    expect(returnMessage(search)).toEqual({ severity, text });
  });

  it('says nothing for no or unknown parameters', () => {
    expect(returnMessage('')).toBeNull();
    expect(returnMessage('?error=something_else')).toBeNull();
    expect(returnMessage('?ravelry_connected=true')).toBeNull();
    expect(returnMessage('?google_drive_connected=true')).toBeNull();
  });
});

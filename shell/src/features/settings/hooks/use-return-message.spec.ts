import { returnMessage } from './use-return-message';

describe('returnMessage', () => {
  it.each([
    [
      '?ravelry_connected=true&username=purlqueen',
      'success',
      'Successfully connected to Ravelry as purlqueen',
    ],
    ['?ravelry_error=access_denied', 'error', 'Ravelry connection failed: access_denied'],
    ['?error=invalid_state', 'error', 'Invalid or expired connection request. Please try again.'],
    ['?error=connection_failed', 'error', 'Failed to connect to Ravelry. Please try again.'],
  ])('%s shows the spec text', (search, severity, text) => {
    expect(returnMessage(search)).toEqual({ severity, text });
  });

  it('says nothing for no or unknown parameters', () => {
    expect(returnMessage('')).toBeNull();
    expect(returnMessage('?error=something_else')).toBeNull();
    expect(returnMessage('?ravelry_connected=true')).toBeNull();
  });
});

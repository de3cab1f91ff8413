import { connectionReturn } from './connection-return.js';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://app.test').searchParams);

describe('connectionReturn', () => {
  it("sends a Ravelry return to /settings with the spec's parameters", () => {
    expect(connectionReturn('ravelry', { kind: 'connected', accountName: 'purl queen&co' })).toBe(
      '/settings?ravelry_connected=true&username=purl+queen%26co',
    );
    expect(connectionReturn('ravelry', { kind: 'invalid_state' })).toBe('/settings?error=invalid_state');
    expect(connectionReturn('ravelry', { kind: 'failed' })).toBe('/settings?error=connection_failed');
    expect(query(connectionReturn('ravelry', { kind: 'provider_error', error: 'access_denied' }))).toEqual({
      ravelry_error: 'access was not granted',
    });
  });

  it("never reflects the provider's own error text", () => {
    expect(
      query(connectionReturn('ravelry', { kind: 'provider_error', error: '<script>x</script>' })),
    ).toEqual({
      ravelry_error: 'unknown error',
    });
  });

  it('gives Google Drive its own parameters', () => {
    expect(
      query(connectionReturn('google_drive', { kind: 'connected', accountName: 'ann@example.com' })),
    ).toEqual({
      google_drive_connected: 'true',
      email: 'ann@example.com',
    });
    expect(query(connectionReturn('google_drive', { kind: 'failed' }))).toEqual({
      error: 'connection_failed',
      provider: 'google_drive',
    });
    expect(
      query(connectionReturn('google_drive', { kind: 'provider_error', error: 'access_denied' })),
    ).toEqual({
      google_drive_error: 'access was not granted',
    });
  });
});

import { loadAccountConfig } from '../config/account.config.js';
import { basicCredentials } from './oauth-client.js';
import { authorizationUrl, oauthProviders } from './oauth-providers.js';

const config = (env: Record<string, string>) => loadAccountConfig({ NODE_ENV: 'test', ...env });

describe('oauthProviders', () => {
  it('leaves out a provider without a client id (not configured)', () => {
    expect(oauthProviders(config({}))).toEqual({});
  });

  it('refuses a client id without its secret at start', () => {
    expect(() => oauthProviders(config({ RAVELRY_CLIENT_ID: 'id' }))).toThrow(
      'RAVELRY_CLIENT_SECRET must be set with RAVELRY_CLIENT_ID',
    );
  });

  it("builds Ravelry's authorization address: code flow, scope offline, the gateway's callback", () => {
    const { ravelry } = oauthProviders(
      config({
        RAVELRY_CLIENT_ID: 'rav-id',
        RAVELRY_CLIENT_SECRET: 's',
        PUBLIC_URL: 'https://knit.example/',
      }),
    );
    if (!ravelry) throw new Error('ravelry not configured');
    const url = new URL(authorizationUrl(ravelry, 'the-state'));
    expect(url.origin + url.pathname).toBe('https://www.ravelry.com/oauth2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'rav-id',
      redirect_uri: 'https://knit.example/api/ravelry/callback',
      scope: 'offline',
      state: 'the-state',
    });
    expect(ravelry.tokenUrl).toBe('https://www.ravelry.com/oauth2/token');
    expect(ravelry.accountName.url).toBe('https://api.ravelry.com/current_user.json');
    expect(ravelry.revokeUrl).toBeNull();
  });

  it("asks Google for offline access to the app's own Drive files, with consent each time", () => {
    const { google_drive: google } = oauthProviders(
      config({
        GOOGLE_CLIENT_ID: 'g-id',
        GOOGLE_CLIENT_SECRET: 's',
        GOOGLE_API_URL: 'http://127.0.0.1:9/g/',
      }),
    );
    if (!google) throw new Error('google not configured');
    const url = new URL(authorizationUrl(google, 'st'));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      redirect_uri: 'http://localhost:3000/api/integrations/google-drive/callback',
      scope: 'https://www.googleapis.com/auth/drive.file',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(google.revokeUrl).toBe('https://oauth2.googleapis.com/revoke');
    expect(google.accountName.url).toBe('http://127.0.0.1:9/g/drive/v3/about?fields=user');
  });
});

describe('basicCredentials', () => {
  it('form-encodes the id and secret before base64 (RFC 6749 2.3.1)', () => {
    const header = basicCredentials({ clientId: 'a b', clientSecret: 'p:w/d' });
    expect(Buffer.from(header.replace('Basic ', ''), 'base64').toString()).toBe('a+b:p%3Aw%2Fd');
  });
});

import { loadAccountConfig } from '../config/account.config.js';
import { bindingCookie, sameBrowser, sha256, spentBindingCookie } from './browser-binding.js';
import { oauthProviders } from './oauth-providers.js';

const providers = (publicUrl: string) =>
  oauthProviders(
    loadAccountConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: publicUrl,
      RAVELRY_CLIENT_ID: 'rav-id',
      RAVELRY_CLIENT_SECRET: 's',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 's',
    }),
  );

describe('the browser binding cookie', () => {
  it('is HttpOnly, SameSite=Lax, Secure on https, for 10 minutes, and sent only to the callback', () => {
    const { ravelry, google_drive } = providers('https://knit.example');
    if (!ravelry || !google_drive) throw new Error('not configured');
    expect(bindingCookie(ravelry, 'state-1', 'nonce-1')).toEqual({
      name: expect.stringMatching(/^oauth_[0-9a-f]{16}$/) as unknown,
      value: 'nonce-1',
      options: {
        httpOnly: true,
        sameSite: 'lax',
        secure: true,
        path: '/api/ravelry/callback',
        maxAge: 600_000,
      },
    });
    expect(bindingCookie(google_drive, 'state-1', 'n').options.path).toBe(
      '/api/integrations/google-drive/callback',
    );
  });

  it('is not Secure on an http address (a browser would drop it), and follows a path under PUBLIC_URL', () => {
    const { ravelry } = providers('http://127.0.0.1:4800/knit/');
    if (!ravelry) throw new Error('not configured');
    expect(bindingCookie(ravelry, 's', 'n').options).toMatchObject({
      secure: false,
      path: '/knit/api/ravelry/callback',
    });
  });

  it('has a name per request, and is cleared under the same name and path', () => {
    const { ravelry } = providers('https://knit.example');
    if (!ravelry) throw new Error('not configured');
    const first = bindingCookie(ravelry, 'state-1', 'n');
    expect(bindingCookie(ravelry, 'state-2', 'n').name).not.toBe(first.name);
    const spent = spentBindingCookie(ravelry, 'state-1');
    expect(spent.name).toBe(first.name);
    expect(spent.options).toEqual({ ...first.options, maxAge: undefined });
  });

  it("recognises only the asking browser: the request's cookie with its nonce", () => {
    const { ravelry } = providers('https://knit.example');
    if (!ravelry) throw new Error('not configured');
    const { name } = bindingCookie(ravelry, 'state-1', 'nonce-1');
    const other = bindingCookie(ravelry, 'state-2', 'nonce-2').name;
    const stored = sha256('nonce-1');
    expect(sameBrowser(`a=1; ${name}=nonce-1`, 'state-1', stored)).toBe(true);
    expect(sameBrowser(undefined, 'state-1', stored)).toBe(false);
    expect(sameBrowser(`${name}=nonce-2`, 'state-1', stored)).toBe(false);
    expect(sameBrowser(`${name}=`, 'state-1', stored)).toBe(false);
    // Another request's cookie, even with the right nonce, is not this request's.
    expect(sameBrowser(`${other}=nonce-1`, 'state-1', stored)).toBe(false);
  });
});

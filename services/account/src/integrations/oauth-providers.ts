import {
  API_BASE_PATH,
  GOOGLE_DRIVE_API,
  GOOGLE_DRIVE_SCOPE,
  RAVELRY_API,
  RAVELRY_SCOPE,
} from '@yarn-mgmt/contracts';
import type { IntegrationProvider } from './integration-link.entity.js';
import type { IntegrationsConfig } from './integrations.config.js';

export const OAUTH_PROVIDERS = Symbol('OAUTH_PROVIDERS');

/** The providers this server has a client for; one left out is "not configured". */
export type OAuthProviders = Partial<Record<IntegrationProvider, OAuthProvider>>;

/** What it takes to run one provider's authorization-code flow and to read who the user is there. */
export interface OAuthProvider {
  id: IntegrationProvider;
  /** In logs and messages. */
  label: string;
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  /** RFC 7009 revocation, where the provider has it (Google); Ravelry documents none. */
  revokeUrl: string | null;
  scope: string;
  /** Parameters the provider needs besides the standard ones (Google: a refresh token on every consent). */
  authParams: Readonly<Record<string, string>>;
  /** `<PUBLIC_URL>/api/<callback>`: the redirect URI registered with the provider. */
  redirectUri: string;
  /** The call that names the account (`url`, answered JSON) and where the name is in the answer. */
  accountName: { url: string; read: (answer: unknown) => unknown };
}

const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as never)[key] : undefined),
    value,
  );

/** `path` under a base URL, keeping the base's own path (a stand-in may serve the API below a prefix). */
const under = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

function publicUrl(config: IntegrationsConfig, path: string): string {
  return under(config.PUBLIC_URL, `${API_BASE_PATH}${path}`);
}

/** A client id without its secret is a configuration mistake, said at start rather than at the first connection. */
function credentials(id: string | undefined, secret: string | undefined, prefix: string) {
  if (!id) return null;
  if (!secret) throw new Error(`${prefix}_CLIENT_SECRET must be set with ${prefix}_CLIENT_ID`);
  return { clientId: id, clientSecret: secret };
}

/** The providers of this server's configuration (a client id without its secret stops the start). */
export function oauthProviders(config: IntegrationsConfig): OAuthProviders {
  const providers: OAuthProviders = {};
  const ravelry = credentials(config.RAVELRY_CLIENT_ID, config.RAVELRY_CLIENT_SECRET, 'RAVELRY');
  if (ravelry) {
    providers.ravelry = {
      id: 'ravelry',
      label: 'Ravelry',
      ...ravelry,
      authUrl: config.RAVELRY_AUTH_URL,
      tokenUrl: config.RAVELRY_TOKEN_URL,
      revokeUrl: null,
      scope: RAVELRY_SCOPE,
      authParams: {},
      redirectUri: publicUrl(config, RAVELRY_API.callback),
      accountName: {
        url: under(config.RAVELRY_API_URL, '/current_user.json'),
        read: (answer) => at(answer, 'user', 'username'),
      },
    };
  }
  const google = credentials(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, 'GOOGLE');
  if (google) {
    providers.google_drive = {
      id: 'google_drive',
      label: 'Google Drive',
      ...google,
      authUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      // Google's revocation endpoint sits beside its token endpoint (oauth2.googleapis.com/revoke).
      revokeUrl: new URL('revoke', config.GOOGLE_TOKEN_URL).toString(),
      scope: GOOGLE_DRIVE_SCOPE,
      authParams: { access_type: 'offline', prompt: 'consent' },
      redirectUri: publicUrl(config, GOOGLE_DRIVE_API.callback),
      // Drive's own "about" names the account under the drive.file scope (no openid or email scope needed).
      accountName: {
        url: under(config.GOOGLE_API_URL, '/drive/v3/about?fields=user'),
        read: (answer) => at(answer, 'user', 'emailAddress'),
      },
    };
  }
  return providers;
}

/** The provider's authorization address for one connection request. */
export function authorizationUrl(provider: OAuthProvider, state: string): string {
  const url = new URL(provider.authUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', provider.redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', state);
  for (const [name, value] of Object.entries(provider.authParams)) url.searchParams.set(name, value);
  return url.toString();
}

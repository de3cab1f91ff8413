import { Inject, Injectable } from '@nestjs/common';
import { isSingleLine } from '@yarn-mgmt/contracts';
import { z } from 'zod';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import type { OAuthProvider } from './oauth-providers.js';

/** The provider answered, and said no (RFC 6749 5.2 `error`: invalid_grant, invalid_client...). */
export class OAuthRefusedError extends Error {
  constructor(
    readonly error: string,
    readonly status: number,
  ) {
    super(`refused: ${error} (HTTP ${status})`);
  }
}

/** The provider did not answer usefully: down, slow, a 5xx, or an answer that is not what OAuth says. */
export class ProviderUnavailableError extends Error {}

export interface TokenSet {
  accessToken: string;
  /** Null when the provider sent none (Google keeps the one it gave at consent). */
  refreshToken: string | null;
  expiresAt: Date | null;
  scope: string | null;
}

const token = z.string().min(1).max(8_192);
const TokenAnswerSchema = z.object({
  access_token: token,
  token_type: z.string().max(64).optional(),
  expires_in: z.coerce
    .number()
    .int()
    .positive()
    .max(10 * 365 * 86_400)
    .optional(),
  refresh_token: token.optional(),
  scope: z.string().max(2_048).optional(),
});
const ErrorAnswerSchema = z.object({
  error: z
    .string()
    .max(128)
    .regex(/^[\x20-\x7e]+$/),
});
const AccountNameSchema = z.string().trim().min(1).max(320).refine(isSingleLine);

/** RFC 6749 2.3.1: each part form-encoded, then `id:secret` in base64. */
export function basicCredentials(provider: Pick<OAuthProvider, 'clientId' | 'clientSecret'>): string {
  const encode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);
  return `Basic ${Buffer.from(`${encode(provider.clientId)}:${encode(provider.clientSecret)}`).toString('base64')}`;
}

/**
 * The OAuth 2.0 calls to a provider, as its documentation says: the client authenticates with HTTP Basic (Ravelry
 * refuses it in the body), form-encoded bodies, JSON answers; each call within PROVIDER_TIMEOUT_MS.
 */
@Injectable()
export class OAuthClient {
  constructor(@Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig) {}

  exchangeCode(provider: OAuthProvider, code: string): Promise<TokenSet> {
    return this.tokenCall(provider, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: provider.redirectUri,
    });
  }

  refresh(provider: OAuthProvider, refreshToken: string): Promise<TokenSet> {
    return this.tokenCall(provider, { grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /**
   * RFC 7009 as Google documents it (the token in a form body, no client authentication); a provider without
   * revocation has nothing to call. Any failure is the caller's to log.
   */
  async revoke(provider: OAuthProvider, tokenToRevoke: string): Promise<void> {
    if (!provider.revokeUrl) return;
    const response = await this.send(provider.revokeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokenToRevoke }).toString(),
    });
    // 200 is revoked; 400 invalid_token means it was not valid any more, which is what was wanted.
    if (response.status !== 200 && response.status !== 400) {
      throw new ProviderUnavailableError(`${provider.label} revocation answered HTTP ${response.status}`);
    }
  }

  /** The user's name at the provider (Ravelry username, Google e-mail), read with the new access token. */
  async accountName(provider: OAuthProvider, accessToken: string): Promise<string> {
    const response = await this.send(provider.accountName.url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (response.status === 401 || response.status === 403) {
      throw new OAuthRefusedError('invalid_token', response.status);
    }
    if (response.status !== 200) {
      throw new ProviderUnavailableError(`${provider.label} account answered HTTP ${response.status}`);
    }
    const name = AccountNameSchema.safeParse(provider.accountName.read(response.json));
    if (!name.success) throw new ProviderUnavailableError(`${provider.label} account answer has no name`);
    return name.data;
  }

  private async tokenCall(provider: OAuthProvider, form: Record<string, string>): Promise<TokenSet> {
    const response = await this.send(provider.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: basicCredentials(provider),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
    });
    if (response.status === 400 || response.status === 401) {
      const refusal = ErrorAnswerSchema.safeParse(response.json);
      throw new OAuthRefusedError(refusal.success ? refusal.data.error : 'invalid_request', response.status);
    }
    const answer = TokenAnswerSchema.safeParse(response.json);
    if (response.status !== 200 || !answer.success) {
      throw new ProviderUnavailableError(`${provider.label} token endpoint answered HTTP ${response.status}`);
    }
    if (answer.data.token_type && answer.data.token_type.toLowerCase() !== 'bearer') {
      throw new ProviderUnavailableError(`${provider.label} issued a ${answer.data.token_type} token`);
    }
    return {
      accessToken: answer.data.access_token,
      refreshToken: answer.data.refresh_token ?? null,
      expiresAt: answer.data.expires_in ? new Date(Date.now() + answer.data.expires_in * 1000) : null,
      scope: answer.data.scope ?? null,
    };
  }

  private async send(url: string, init: RequestInit): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw new ProviderUnavailableError(name === 'TimeoutError' ? 'timed out' : String(error));
    }
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, json };
  }
}

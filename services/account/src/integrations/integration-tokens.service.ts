import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { IntegrationLinkEntity, IntegrationProvider } from './integration-link.entity.js';
import { IntegrationLinksRepository, type StoredTokens } from './integration-links.repository.js';
import { IntegrationError } from './integrations.errors.js';
import { INTEGRATIONS_KEY, type IntegrationsKey } from './integrations-key.js';
import { OAuthClient, OAuthRefusedError, type TokenSet } from './oauth-client.js';
import { OAUTH_PROVIDERS, type OAuthProviders } from './oauth-providers.js';
import { TokenCipher, TokenCipherError } from './token-cipher.js';

/** An access token this close to its expiry is refreshed first (a sync's calls must not run out mid-way). */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

type TokenKind = 'access' | 'refresh';

type RefreshOutcome = { token: string } | { error: 'NOT_CONNECTED' | 'BROKEN' | 'PROVIDER_UNAVAILABLE' };

/**
 * The provider tokens, sealed at rest, and the one way to get a usable access token: `accessToken()` refreshes
 * it before expiry. Providers rotate refresh tokens (Ravelry returns a new one on every refresh and refuses the
 * old), so the refresh runs with the link locked and stores the new pair in the same transaction, committed
 * before the new access token is handed out. A refused refresh (invalid_grant) marks the link broken: the pages
 * say to reconnect, and nothing else fails.
 */
@Injectable()
export class IntegrationTokens {
  private readonly logger = new Logger('IntegrationTokens');
  private readonly cipher: TokenCipher;

  constructor(
    private readonly links: IntegrationLinksRepository,
    private readonly oauth: OAuthClient,
    @Inject(OAUTH_PROVIDERS) private readonly providers: OAuthProviders,
    @Inject(INTEGRATIONS_KEY) key: IntegrationsKey,
  ) {
    this.cipher = new TokenCipher(key.key);
  }

  /** The new tokens sealed for the user's link; a refresh answer without a refresh token keeps the one held. */
  seal(
    userId: string,
    provider: IntegrationProvider,
    tokens: TokenSet,
    heldRefreshSealed: string | null = null,
  ): StoredTokens {
    return {
      accessTokenSealed: this.cipher.seal(tokens.accessToken, context(userId, provider, 'access')),
      refreshTokenSealed: tokens.refreshToken
        ? this.cipher.seal(tokens.refreshToken, context(userId, provider, 'refresh'))
        : heldRefreshSealed,
      accessExpiresAt: tokens.expiresAt,
      scope: tokens.scope,
    };
  }

  /** The link's tokens in plain text (to revoke them), or null when they no longer open. */
  open(link: IntegrationLinkEntity): { access: string; refresh: string | null } | null {
    try {
      return {
        access: this.cipher.open(link.accessTokenSealed, context(link.userId, link.provider, 'access')),
        refresh: link.refreshTokenSealed
          ? this.cipher.open(link.refreshTokenSealed, context(link.userId, link.provider, 'refresh'))
          : null,
      };
    } catch (error) {
      if (error instanceof TokenCipherError) return null;
      throw error;
    }
  }

  /**
   * A current access token of the user's link to `providerId`, refreshed first when it expires within
   * REFRESH_MARGIN_MS. IntegrationError NOT_CONNECTED, BROKEN (reconnect) or PROVIDER_UNAVAILABLE otherwise.
   */
  async accessToken(userId: string, providerId: IntegrationProvider): Promise<string> {
    const link = await this.links.find(userId, providerId);
    if (!link) throw new IntegrationError('NOT_CONNECTED');
    if (link.brokenAt) throw new IntegrationError('BROKEN');
    if (!expiresSoon(link)) {
      const tokens = this.open(link);
      if (tokens) return tokens.access;
    }
    const outcome = await this.links.withLockedLink(userId, providerId, (locked, manager) =>
      this.refreshLocked(locked, manager),
    );
    if ('error' in outcome) throw new IntegrationError(outcome.error);
    return outcome.token;
  }

  /**
   * The provider answered 401 to `refused` though it had not expired here (the grant revoked there, or the token
   * ended early): one refresh, under the lock, unless another caller refreshed since (its token is the answer). A
   * refused refresh marks the link broken, as at expiry. With `linkId`, only that link: one connected since is
   * NOT_CONNECTED to its caller.
   */
  async renewRefused(
    userId: string,
    providerId: IntegrationProvider,
    refused: string,
    linkId?: string,
  ): Promise<string> {
    const outcome = await this.links.withLockedLink(userId, providerId, (locked, manager) =>
      this.refreshLocked(locked && (!linkId || locked.id === linkId) ? locked : null, manager, refused),
    );
    if ('error' in outcome) throw new IntegrationError(outcome.error);
    return outcome.token;
  }

  /**
   * Inside the lock: another caller may have refreshed meanwhile, so the link is read again and judged anew. A
   * `refused` access token is refreshed whatever its expiry says.
   */
  private async refreshLocked(
    link: IntegrationLinkEntity | null,
    manager: EntityManager,
    refused?: string,
  ): Promise<RefreshOutcome> {
    if (!link) return { error: 'NOT_CONNECTED' };
    if (link.brokenAt) return { error: 'BROKEN' };
    const tokens = this.open(link);
    if (!tokens) return this.broken(link, manager, 'its tokens do not open with the current key');
    if (!expiresSoon(link) && tokens.access !== refused) return { token: tokens.access };
    const provider = this.providers[link.provider];
    if (!provider) return { error: 'PROVIDER_UNAVAILABLE' };
    if (!tokens.refresh) return this.broken(link, manager, 'it ended and has no refresh token');
    let fresh: TokenSet;
    try {
      fresh = await this.oauth.refresh(provider, tokens.refresh);
    } catch (error) {
      if (error instanceof OAuthRefusedError && error.error === 'invalid_grant') {
        return this.broken(link, manager, 'the provider refused its refresh token');
      }
      this.logger.warn(`refresh of a ${provider.label} link failed: ${(error as Error).message}`);
      return { error: 'PROVIDER_UNAVAILABLE' };
    }
    // Stored (and committed with the lock's transaction) before the caller uses the access token: the old
    // refresh token is dead at the provider from now on.
    await this.links.storeTokens(
      manager,
      link,
      this.seal(link.userId, link.provider, fresh, link.refreshTokenSealed),
    );
    return { token: fresh.accessToken };
  }

  private async broken(
    link: IntegrationLinkEntity,
    manager: EntityManager,
    why: string,
  ): Promise<RefreshOutcome> {
    this.logger.warn(`a ${link.provider} link is broken: ${why}`);
    await this.links.markBroken(manager, link);
    return { error: 'BROKEN' };
  }
}

function context(userId: string, provider: IntegrationProvider, kind: TokenKind): string {
  return `${userId}:${provider}:${kind}`;
}

function expiresSoon(link: IntegrationLinkEntity): boolean {
  return link.accessExpiresAt !== null && link.accessExpiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS;
}

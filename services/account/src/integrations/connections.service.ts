import { Inject, Injectable, Logger } from '@nestjs/common';
import { OAUTH_STATE_TTL_MS, type OAuthCallbackQuery, type RavelryAutoSync } from '@yarn-mgmt/contracts';
import {
  bindingCookie,
  randomToken,
  sameBrowser,
  sha256,
  spentBindingCookie,
  type BrowserCookie,
} from './browser-binding.js';
import type { CallbackOutcome } from './connection-return.js';
import type { IntegrationLinkEntity, IntegrationProvider } from './integration-link.entity.js';
import { LinkChanges } from './link-changes.js';
import { IntegrationLinksRepository } from './integration-links.repository.js';
import { IntegrationTokens } from './integration-tokens.service.js';
import { OAuthClient, type TokenSet } from './oauth-client.js';
import { PendingDisconnects } from './pending-disconnects.js';
import {
  authorizationUrl,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  type OAuthProviders,
} from './oauth-providers.js';

/** One link as the pages see it (the contract's status is made of this). */
export interface LinkView {
  configured: boolean;
  connected: boolean;
  accountName: string | null;
  connectedAt: string | null;
  lastSync: string | null;
  broken: boolean;
  autoSync: RavelryAutoSync;
  writeBack: boolean;
  /** A Disconnect waiting for its work (the Drive files back): how far it is; null otherwise. */
  disconnecting: { done: number; total: number } | null;
  /** Why the last Disconnect could not finish (the link stayed). */
  disconnectError: string | null;
}

/** A new connection request: where to send the browser, and the cookie that browser must bring back. */
export interface ConnectionStart {
  authUrl: string;
  cookie: BrowserCookie;
}

/** How a callback ended, and its request's cookie to clear (none when the provider is not configured here). */
export interface ConnectionEnd {
  outcome: CallbackOutcome;
  spent: BrowserCookie | null;
}

/**
 * Connecting, reading and removing a user's links: the authorization-code flow (a random single-use state bound
 * to the user and to the browser that asked, 10 minutes), the code exchanged for tokens sealed at rest, the
 * account's name read with them; disconnect deletes the tokens and revokes them where the provider can.
 */
@Injectable()
export class ConnectionsService {
  private readonly logger = new Logger('Connections');

  constructor(
    private readonly links: IntegrationLinksRepository,
    private readonly tokens: IntegrationTokens,
    private readonly oauth: OAuthClient,
    @Inject(OAUTH_PROVIDERS) private readonly providers: OAuthProviders,
    private readonly changes: LinkChanges,
    private readonly pending: PendingDisconnects,
  ) {}

  isConfigured(provider: IntegrationProvider): boolean {
    return this.providers[provider] !== undefined;
  }

  async status(userId: string, provider: IntegrationProvider): Promise<LinkView> {
    return view(this.isConfigured(provider), await this.links.find(userId, provider));
  }

  /** The user's links by provider (the profile and the session user read them). */
  async linksOf(userId: string): Promise<Partial<Record<IntegrationProvider, LinkView>>> {
    const links = await this.links.listForUser(userId);
    return Object.fromEntries(
      links.map((link) => [link.provider, view(this.isConfigured(link.provider), link)]),
    );
  }

  /**
   * The provider's authorization address with a new state for this user, and the cookie holding the nonce that
   * binds the state to their browser; null when the provider is not configured.
   */
  async start(userId: string, providerId: IntegrationProvider): Promise<ConnectionStart | null> {
    const provider = this.providers[providerId];
    if (!provider) return null;
    const state = randomToken();
    const nonce = randomToken();
    await this.links.addState(
      userId,
      providerId,
      sha256(state),
      sha256(nonce),
      new Date(Date.now() + OAUTH_STATE_TTL_MS),
    );
    return { authUrl: authorizationUrl(provider, state), cookie: bindingCookie(provider, state, nonce) };
  }

  /** The provider's redirect back (`cookies`: the browser's Cookie header), and the request's cookie to clear. */
  async complete(
    providerId: IntegrationProvider,
    query: OAuthCallbackQuery,
    cookies: string | undefined,
  ): Promise<ConnectionEnd> {
    const provider = this.providers[providerId];
    const outcome = await this.finish(providerId, query, cookies);
    return { outcome, spent: provider && query.state ? spentBindingCookie(provider, query.state) : null };
  }

  /**
   * The state is taken first, whatever else the query holds, so it never works twice; it counts only in the
   * browser that asked for it; only then does an `error` or a `code` count.
   */
  private async finish(
    providerId: IntegrationProvider,
    query: OAuthCallbackQuery,
    cookies: string | undefined,
  ): Promise<CallbackOutcome> {
    if (!query.state) return { kind: 'invalid_state' };
    const taken = await this.links.takeState(providerId, sha256(query.state));
    if (!taken || taken.userDeleted || taken.expiresAt.getTime() <= Date.now())
      return { kind: 'invalid_state' };
    if (!sameBrowser(cookies, query.state, taken.browserHash)) {
      this.logger.warn(`A ${providerId} connection request came back in a browser that did not ask for it`);
      return { kind: 'invalid_state' };
    }
    if (query.error !== undefined) return { kind: 'provider_error', error: query.error };
    const provider = this.providers[providerId];
    if (!query.code || !provider) return { kind: 'failed' };
    let tokens: TokenSet;
    try {
      tokens = await this.oauth.exchangeCode(provider, query.code);
    } catch (error) {
      this.logger.warn(`${provider.label} refused or failed the code exchange: ${(error as Error).message}`);
      return { kind: 'failed' };
    }
    let accountName: string;
    try {
      accountName = await this.oauth.accountName(provider, tokens.accessToken);
    } catch (error) {
      this.logger.warn(`${provider.label} did not name the account: ${(error as Error).message}`);
      await this.revokeQuietly(provider, tokens.refreshToken ?? tokens.accessToken);
      return { kind: 'failed' };
    }
    await this.links.saveConnection(
      taken.userId,
      providerId,
      accountName,
      this.tokens.seal(taken.userId, providerId, tokens),
    );
    await this.changes.connected(taken.userId, providerId);
    return { kind: 'connected', accountName };
  }

  /**
   * Deletes the link and its tokens (none is a success too); the provider is asked to revoke them after. A user's
   * Disconnect of one provider first lets the features built on it act with the tokens (LinkChanges), and is
   * refused when one of them cannot; when one queued work first (the Drive files back), the link stays marked as
   * disconnecting and goes when that work ends (finishDisconnect). A closed account's erase (no provider named)
   * does not wait for them.
   */
  async disconnect(userId: string, providerId?: IntegrationProvider): Promise<void> {
    if (providerId) {
      const work = await this.changes.disconnecting(userId, providerId);
      if (work.length) {
        const total = work.reduce((sum, one) => sum + one.total, 0);
        // Marked before the work is queued: the work reads the mark to know the link goes after it.
        if (await this.pending.mark(userId, providerId, total)) for (const one of work) await one.start();
        return;
      }
    }
    const removed = await this.links.remove(userId, providerId);
    await Promise.all(removed.map((link) => this.revokeLink(link)));
    if (providerId && removed.length) await this.changes.disconnected(userId, providerId);
  }

  /** The work a Disconnect waited for has ended: the link goes as without any (still marked only: not reconnected). */
  async finishDisconnect(userId: string, providerId: IntegrationProvider): Promise<void> {
    const removed = await this.links.remove(userId, providerId, { disconnecting: true });
    await Promise.all(removed.map((link) => this.revokeLink(link)));
    if (removed.length) await this.changes.disconnected(userId, providerId);
  }

  /** A closed account: every link revoked and deleted, every open request dropped. */
  async eraseUser(userId: string): Promise<void> {
    await this.links.removeStates(userId);
    await this.disconnect(userId);
  }

  private async revokeLink(link: IntegrationLinkEntity): Promise<void> {
    const provider = this.providers[link.provider];
    const tokens = this.tokens.open(link);
    // Google revokes the whole grant through either token; the refresh token is the one that lasts.
    if (provider?.revokeUrl && tokens) await this.revokeQuietly(provider, tokens.refresh ?? tokens.access);
  }

  /** Revocation is a courtesy to the provider: the link is gone here whatever it answers. */
  private async revokeQuietly(provider: OAuthProvider, token: string): Promise<void> {
    try {
      await this.oauth.revoke(provider, token);
    } catch (error) {
      this.logger.warn(`${provider.label} did not confirm a revocation: ${(error as Error).message}`);
    }
  }
}

function view(configured: boolean, link: IntegrationLinkEntity | null): LinkView {
  return {
    configured,
    connected: link !== null,
    accountName: link?.accountName ?? null,
    connectedAt: link?.connectedAt.toISOString() ?? null,
    lastSync: link?.lastSyncAt?.toISOString() ?? null,
    broken: link?.brokenAt != null,
    autoSync: link?.autoSync ?? 'off',
    writeBack: link?.writeBack ?? false,
    disconnecting: link?.disconnectRequestedAt
      ? { done: link.disconnectDone, total: link.disconnectTotal }
      : null,
    disconnectError: link?.disconnectError ?? null,
  };
}

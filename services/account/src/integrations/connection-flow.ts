import { ServiceUnavailableException } from '@nestjs/common';
import type { OAuthCallbackQuery } from '@yarn-mgmt/contracts';
import type { Request, Response } from 'express';
import { clearCookie, setCookie } from './browser-binding.js';
import { connectionReturn } from './connection-return.js';
import type { ConnectionsService, LinkView } from './connections.service.js';
import type { IntegrationProvider } from './integration-link.entity.js';

/**
 * The connect / callback / disconnect steps every provider's controller takes the same way; each controller keeps
 * its own routes, decorators, texts and status shape, and hands the work to one of these.
 */
export class ConnectionFlow {
  constructor(
    private readonly connections: ConnectionsService,
    private readonly provider: IntegrationProvider,
    /** The 503's text when the provider is not configured here. */
    private readonly notAvailable: string,
  ) {}

  status(userId: string): Promise<LinkView> {
    return this.connections.status(userId, this.provider);
  }

  /** The provider's consent address with a new state, and the cookie binding that state to this browser. */
  async start(userId: string, response: Response): Promise<{ authUrl: string }> {
    const started = await this.connections.start(userId, this.provider);
    if (!started) throw new ServiceUnavailableException(this.notAvailable);
    setCookie(response, started.cookie);
    return { authUrl: started.authUrl };
  }

  /** Ends the callback: the spent state's cookie cleared, and where to send the browser (`/settings` + outcome). */
  async complete(query: OAuthCallbackQuery, request: Request, response: Response): Promise<{ url: string }> {
    const { outcome, spent } = await this.connections.complete(this.provider, query, request.headers.cookie);
    if (spent) clearCookie(response, spent);
    return { url: connectionReturn(this.provider, outcome) };
  }

  disconnect(userId: string): Promise<void> {
    return this.connections.disconnect(userId, this.provider);
  }
}

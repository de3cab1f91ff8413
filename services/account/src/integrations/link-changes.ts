import { Injectable, Logger } from '@nestjs/common';
import type { IntegrationProvider } from './integration-link.entity.js';

export type LinkListener = (userId: string, provider: IntegrationProvider) => Promise<void>;

/**
 * A port for features built on the links (the pattern PDFs' Drive storage): they hear of a link just made, and
 * act before a user's Disconnect drops the tokens, so the integrations never import them. A listener that throws
 * before a disconnect refuses it (the link stays); a failure after a connection is logged, never the user's.
 */
@Injectable()
export class LinkChanges {
  private readonly logger = new Logger('LinkChanges');
  private readonly connectedListeners = new Set<LinkListener>();
  private readonly disconnectingListeners = new Set<LinkListener>();

  onConnected(listener: LinkListener): void {
    this.connectedListeners.add(listener);
  }

  onDisconnecting(listener: LinkListener): void {
    this.disconnectingListeners.add(listener);
  }

  async connected(userId: string, provider: IntegrationProvider): Promise<void> {
    for (const listener of this.connectedListeners)
      await listener(userId, provider).catch((error: Error) =>
        this.logger.warn(`a link listener failed for ${userId}: ${error.message}`),
      );
  }

  async disconnecting(userId: string, provider: IntegrationProvider): Promise<void> {
    for (const listener of this.disconnectingListeners) await listener(userId, provider);
  }
}

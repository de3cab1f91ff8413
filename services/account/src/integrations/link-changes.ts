import { Injectable, Logger } from '@nestjs/common';
import type { IntegrationProvider } from './integration-link.entity.js';

export type LinkListener = (userId: string, provider: IntegrationProvider) => Promise<void>;

/**
 * Work a feature must do with the tokens before a Disconnect drops them, too long for the request (the pattern
 * PDFs back from Drive): `total` items, queued by `start`. The link stays, marked as disconnecting, until the
 * feature says the work ended (ConnectionsService.finishDisconnect) or could not (PendingDisconnects.failed).
 */
export interface DisconnectWork {
  total: number;
  start: () => Promise<void>;
}

export type DisconnectingListener = (
  userId: string,
  provider: IntegrationProvider,
) => Promise<DisconnectWork | void>;

/**
 * A port for features built on the links (the pattern PDFs' Drive storage): they hear of a link just made, act
 * before a user's Disconnect drops the tokens, and hear of the link gone, so the integrations never import them. A
 * listener that throws before a disconnect refuses it (the link stays), one that answers work makes it wait for
 * that work; a failure after a connection or a disconnect is logged, never the user's.
 */
@Injectable()
export class LinkChanges {
  private readonly logger = new Logger('LinkChanges');
  private readonly connectedListeners = new Set<LinkListener>();
  private readonly disconnectingListeners = new Set<DisconnectingListener>();
  private readonly disconnectedListeners = new Set<LinkListener>();

  onConnected(listener: LinkListener): void {
    this.connectedListeners.add(listener);
  }

  onDisconnecting(listener: DisconnectingListener): void {
    this.disconnectingListeners.add(listener);
  }

  /** A user's Disconnect has ended: the link and its tokens are gone (not heard for a closed account's erase). */
  onDisconnected(listener: LinkListener): void {
    this.disconnectedListeners.add(listener);
  }

  async connected(userId: string, provider: IntegrationProvider): Promise<void> {
    await this.tell(this.connectedListeners, userId, provider);
  }

  async disconnected(userId: string, provider: IntegrationProvider): Promise<void> {
    await this.tell(this.disconnectedListeners, userId, provider);
  }

  private async tell(listeners: Set<LinkListener>, userId: string, provider: IntegrationProvider) {
    for (const listener of listeners)
      await listener(userId, provider).catch((error: Error) =>
        this.logger.warn(`a link listener failed for ${userId}: ${error.message}`),
      );
  }

  /** The work the listeners queue before the link may go (none: it goes now). */
  async disconnecting(userId: string, provider: IntegrationProvider): Promise<DisconnectWork[]> {
    const work: DisconnectWork[] = [];
    for (const listener of this.disconnectingListeners) {
      const answer = await listener(userId, provider);
      if (answer) work.push(answer);
    }
    return work;
  }
}

import { Injectable } from '@nestjs/common';
import type { RavelryOptions, RavelryOptionsInput } from '@yarn-mgmt/contracts';
import { IntegrationLinksRepository } from '../integrations/integration-links.repository.js';
import { IntegrationError } from '../integrations/integrations.errors.js';
import { RavelrySyncQueue } from './ravelry-sync.queue.js';

/**
 * The link's sync options (`PUT /ravelry/options`): the automatic sync (its schedule made to follow at once) and
 * write-back, stored on the link.
 */
@Injectable()
export class RavelrySyncOptionsService {
  constructor(
    private readonly links: IntegrationLinksRepository,
    private readonly syncs: RavelrySyncQueue,
  ) {}

  async set(userId: string, input: RavelryOptionsInput): Promise<RavelryOptions> {
    const link = await this.links.setOptions(userId, 'ravelry', input);
    if (!link) throw new IntegrationError('NOT_CONNECTED');
    await this.syncs.schedule(userId, link.autoSync);
    return {
      autoSync: link.autoSync,
      writeBack: link.writeBack,
      nextSync: (await this.syncs.next(userId))?.toISOString() ?? null,
    };
  }
}

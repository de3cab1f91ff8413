import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  EXTERNAL_SYNC_INTERNAL_API,
  EXTERNAL_SYNC_SCOPE,
  ExternalSyncResponseSchema,
  type ExternalSyncInput,
  type ExternalSyncResponse,
} from '@yarn-mgmt/contracts';
import { NeighbourClient, RequestLog, signServiceToken } from '@yarn-mgmt/nest-kit';
import { SIGNING_KEY, type SigningKey } from '../auth/signing-key.js';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { dataServiceClients } from '../neighbours/data-service-clients.js';

/** The inventory could not take a batch (down, or answering an error). */
export class InventorySyncError extends Error {}

/**
 * The inventory's external-sync upsert, with a short-lived service token of scope `inventory:external-sync` for the
 * user (the job runs without the user's own token).
 */
@Injectable()
export class InventorySyncClient {
  private readonly client: NeighbourClient;

  constructor(
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
    @Inject(SIGNING_KEY) private readonly key: SigningKey,
    @Optional() requestLog?: RequestLog,
  ) {
    this.client = dataServiceClients(config, config.USER_DATA_TIMEOUT_MS, requestLog).inventory;
  }

  async upsert(userId: string, batch: ExternalSyncInput): Promise<ExternalSyncResponse> {
    const serviceToken = signServiceToken(
      { privateKey: this.key.privateKey, kid: this.key.jwk.kid },
      { service: 'account', scope: EXTERNAL_SYNC_SCOPE, userId },
      { issuer: this.config.JWT_ISSUER, ttlSeconds: 120 },
    );
    const answer = await this.client.json(
      { method: 'POST', path: EXTERNAL_SYNC_INTERNAL_API.upsert, auth: { serviceToken }, json: batch },
      ExternalSyncResponseSchema,
    );
    if (answer.ok) return answer.value;
    throw new InventorySyncError(`inventory: ${answer.status ?? answer.reason}`);
  }
}

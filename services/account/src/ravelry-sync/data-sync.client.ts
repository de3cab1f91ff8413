import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  EXTERNAL_SEND_BACK_API,
  EXTERNAL_SYNC_INTERNAL_API,
  EXTERNAL_SYNC_SCOPE,
  ExternalLocalEditsResponseSchema,
  ExternalPhotoResponseSchema,
  ExternalSentResponseSchema,
  ExternalSyncResponseSchema,
  PATTERN_EXTERNAL_SYNC_API,
  PATTERN_EXTERNAL_SYNC_SCOPE,
  PROJECT_EXTERNAL_SYNC_API,
  PROJECT_EXTERNAL_SYNC_SCOPE,
  PatternExternalSyncResponseSchema,
  ProjectExternalSyncResponseSchema,
  type ExternalLocalEditsResponse,
  type ExternalPhotoQuery,
  type ExternalSentInput,
  type ExternalSentResponse,
  type ExternalSyncInput,
  type ExternalSyncResponse,
  type PatternExternalSyncInput,
  type PatternExternalSyncResponse,
  type ProjectExternalSyncInput,
  type ProjectExternalSyncResponse,
  type RavelrySyncKind,
  type UserDataService,
} from '@yarn-mgmt/contracts';
import { NeighbourClient, RequestLog, signServiceToken } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { SIGNING_KEY, type SigningKey } from '../auth/signing-key.js';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { dataServiceClients } from '../neighbours/data-service-clients.js';

/** A data service could not take a batch (down, or answering an error). */
export class DataSyncError extends Error {
  constructor(
    readonly kind: RavelrySyncKind,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The data services' external-sync upserts: the inventory's for the stash, the patterns service's, the projects
 * service's. Each call carries a short-lived service token of that upsert's scope for the user (the job runs
 * without the user's own token).
 */
@Injectable()
export class DataSyncClient {
  private readonly clients: Record<UserDataService, NeighbourClient>;

  constructor(
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
    @Inject(SIGNING_KEY) private readonly key: SigningKey,
    @Optional() requestLog?: RequestLog,
  ) {
    this.clients = dataServiceClients(config, config.USER_DATA_TIMEOUT_MS, requestLog);
  }

  stash(userId: string, batch: ExternalSyncInput): Promise<ExternalSyncResponse> {
    return this.upsert(
      'stash',
      'inventory',
      EXTERNAL_SYNC_INTERNAL_API.upsert,
      EXTERNAL_SYNC_SCOPE,
      userId,
      batch,
      ExternalSyncResponseSchema,
    );
  }

  /**
   * A stash entry's photo, its bytes as Ravelry served them: `refused` when the inventory will not keep it (not an
   * image, too large, the user's storage full); a DataSyncError when it could not answer.
   */
  async stashPhoto(
    userId: string,
    query: ExternalPhotoQuery,
    file: { data: Uint8Array; type: string },
  ): Promise<'stored' | 'unchanged' | 'refused'> {
    const answer = await this.clients.inventory.json(
      {
        method: 'PUT',
        path: `${EXTERNAL_SYNC_INTERNAL_API.photo}?${new URLSearchParams(query).toString()}`,
        auth: { serviceToken: this.serviceToken(EXTERNAL_SYNC_SCOPE, userId) },
        file,
      },
      ExternalPhotoResponseSchema,
    );
    if (answer.ok) return answer.value.outcome;
    if (answer.reason === 'refused' && answer.status !== 401 && answer.status !== 403) return 'refused';
    throw new DataSyncError('stash', `inventory: ${answer.status ?? answer.reason}`);
  }

  /** Write-back: the user's linked stash entries edited here since Ravelry last took them. */
  localEdits(userId: string): Promise<ExternalLocalEditsResponse> {
    const [path, scope, query] = [EXTERNAL_SEND_BACK_API.edits, EXTERNAL_SYNC_SCOPE, { source: 'ravelry' }];
    return this.upsert('stash', 'inventory', path, scope, userId, query, ExternalLocalEditsResponseSchema);
  }

  /** Write-back: what Ravelry took. */
  sent(userId: string, batch: ExternalSentInput): Promise<ExternalSentResponse> {
    const [path, scope] = [EXTERNAL_SEND_BACK_API.sent, EXTERNAL_SYNC_SCOPE];
    return this.upsert('stash', 'inventory', path, scope, userId, batch, ExternalSentResponseSchema);
  }

  patterns(userId: string, batch: PatternExternalSyncInput): Promise<PatternExternalSyncResponse> {
    return this.upsert(
      'patterns',
      'patterns',
      PATTERN_EXTERNAL_SYNC_API.upsert,
      PATTERN_EXTERNAL_SYNC_SCOPE,
      userId,
      batch,
      PatternExternalSyncResponseSchema,
    );
  }

  projects(userId: string, batch: ProjectExternalSyncInput): Promise<ProjectExternalSyncResponse> {
    return this.upsert(
      'projects',
      'projects',
      PROJECT_EXTERNAL_SYNC_API.upsert,
      PROJECT_EXTERNAL_SYNC_SCOPE,
      userId,
      batch,
      ProjectExternalSyncResponseSchema,
    );
  }

  private async upsert<T>(
    kind: RavelrySyncKind,
    service: UserDataService,
    path: string,
    scope: string,
    userId: string,
    batch: unknown,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const serviceToken = this.serviceToken(scope, userId);
    const answer = await this.clients[service].json(
      { method: 'POST', path, auth: { serviceToken }, json: batch },
      schema,
    );
    if (answer.ok) return answer.value;
    throw new DataSyncError(kind, `${service}: ${answer.status ?? answer.reason}`);
  }

  private serviceToken(scope: string, userId: string): string {
    return signServiceToken(
      { privateKey: this.key.privateKey, kid: this.key.jwk.kid },
      { service: 'account', scope, userId },
      { issuer: this.config.JWT_ISSUER, ttlSeconds: 120 },
    );
  }
}

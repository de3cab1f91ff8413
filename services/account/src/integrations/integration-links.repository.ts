import { Injectable } from '@nestjs/common';
import type { RavelryAutoSync } from '@yarn-mgmt/contracts';
import { DataSource, Not, type EntityManager } from 'typeorm';
import { IntegrationLinkEntity, type IntegrationProvider } from './integration-link.entity.js';
import { OAuthStateEntity } from './oauth-state.entity.js';

/** Sealed tokens and what the provider said about them, as a link stores them. */
export interface StoredTokens {
  accessTokenSealed: string;
  refreshTokenSealed: string | null;
  accessExpiresAt: Date | null;
  scope: string | null;
}

/** A connection request's state once taken: whose it was and whether it was still good. */
export interface TakenState {
  userId: string;
  /** SHA-256 of the nonce the asking browser was given in a cookie. */
  browserHash: string;
  expiresAt: Date;
  /** The account was closed since the request. */
  userDeleted: boolean;
}

/** A user keeps at most this many open requests per provider (a few tabs); older ones stop working. */
const OPEN_STATES_PER_PROVIDER = 5;

/** The links and connection requests; every query names the user it is for (a state names its own). */
@Injectable()
export class IntegrationLinksRepository {
  constructor(private readonly dataSource: DataSource) {}

  find(userId: string, provider: IntegrationProvider): Promise<IntegrationLinkEntity | null> {
    return this.dataSource.getRepository(IntegrationLinkEntity).findOneBy({ userId, provider });
  }

  listForUser(userId: string): Promise<IntegrationLinkEntity[]> {
    return this.dataSource
      .getRepository(IntegrationLinkEntity)
      .find({ where: { userId }, order: { provider: 'ASC' } });
  }

  /**
   * The link after a successful connection: new tokens, connected now, not broken. Reconnecting the same account
   * keeps its last sync; another account at the provider starts without one.
   */
  async saveConnection(
    userId: string,
    provider: IntegrationProvider,
    accountName: string,
    tokens: StoredTokens,
  ): Promise<IntegrationLinkEntity> {
    await this.dataSource.query(
      `INSERT INTO "integration_links" AS link ("user_id", "provider", "account_name", "access_token_sealed",
         "refresh_token_sealed", "access_expires_at", "scope")
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT ("user_id", "provider") DO UPDATE SET
         "account_name" = EXCLUDED."account_name",
         "access_token_sealed" = EXCLUDED."access_token_sealed",
         "refresh_token_sealed" = EXCLUDED."refresh_token_sealed",
         "access_expires_at" = EXCLUDED."access_expires_at",
         "scope" = EXCLUDED."scope",
         "connected_at" = now(),
         "broken_at" = NULL,
         "disconnect_requested_at" = NULL,
         "disconnect_error" = NULL,
         "stash_seen" = NULL,
         "projects_seen" = NULL,
         "last_sync_at" = CASE WHEN link."account_name" = EXCLUDED."account_name" THEN link."last_sync_at" END,
         "updated_at" = now()`,
      [
        userId,
        provider,
        accountName,
        tokens.accessTokenSealed,
        tokens.refreshTokenSealed,
        tokens.accessExpiresAt,
        tokens.scope,
      ],
    );
    return this.dataSource.getRepository(IntegrationLinkEntity).findOneByOrFail({ userId, provider });
  }

  /**
   * Removes the link (its tokens with it); answers what was removed, for revoking at the provider. `disconnecting`:
   * only while a Disconnect waits for it (PendingDisconnects).
   */
  async remove(
    userId: string,
    provider?: IntegrationProvider,
    { disconnecting = false } = {},
  ): Promise<IntegrationLinkEntity[]> {
    const query = this.dataSource
      .createQueryBuilder()
      .delete()
      .from(IntegrationLinkEntity)
      .where('user_id = :userId', { userId });
    if (provider) query.andWhere('provider = :provider', { provider });
    if (disconnecting) query.andWhere('disconnect_requested_at IS NOT NULL');
    const result = await query.returning('*').execute();
    return (result.raw as Record<string, unknown>[]).map((row) =>
      this.dataSource.getRepository(IntegrationLinkEntity).create({
        id: row.id as string,
        userId: row.user_id as string,
        provider: row.provider as IntegrationProvider,
        accountName: row.account_name as string,
        accessTokenSealed: row.access_token_sealed as string,
        refreshTokenSealed: row.refresh_token_sealed as string | null,
      }),
    );
  }

  /**
   * Runs `work` with the user's link locked (SELECT ... FOR UPDATE) in one transaction, so two refreshes of the
   * same link, in this process or another replica, take turns: the second sees the first's new tokens.
   */
  withLockedLink<T>(
    userId: string,
    provider: IntegrationProvider,
    work: (link: IntegrationLinkEntity | null, manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const link = await manager
        .getRepository(IntegrationLinkEntity)
        .createQueryBuilder('link')
        .setLock('pessimistic_write')
        .where('link.userId = :userId AND link.provider = :provider', { userId, provider })
        .getOne();
      return work(link, manager);
    });
  }

  async storeTokens(
    manager: EntityManager,
    link: IntegrationLinkEntity,
    tokens: StoredTokens,
  ): Promise<void> {
    await manager
      .getRepository(IntegrationLinkEntity)
      .update({ id: link.id, userId: link.userId }, { ...tokens, brokenAt: null });
  }

  /** The link's sync options changed; null without a link. */
  async setOptions(
    userId: string,
    provider: IntegrationProvider,
    options: { autoSync?: RavelryAutoSync; writeBack?: boolean },
  ): Promise<IntegrationLinkEntity | null> {
    const repository = this.dataSource.getRepository(IntegrationLinkEntity);
    if (Object.keys(options).length) await repository.update({ userId, provider }, options);
    return repository.findOneBy({ userId, provider });
  }

  /** Every link of the provider that syncs on its own (the schedules' sweep). */
  autoSyncing(
    provider: IntegrationProvider,
  ): Promise<Array<Pick<IntegrationLinkEntity, 'userId' | 'autoSync'>>> {
    return this.dataSource.getRepository(IntegrationLinkEntity).find({
      select: { userId: true, autoSync: true },
      where: { provider, autoSync: Not('off') },
    });
  }

  async markBroken(manager: EntityManager, link: IntegrationLinkEntity): Promise<void> {
    await manager
      .getRepository(IntegrationLinkEntity)
      .update({ id: link.id, userId: link.userId }, { brokenAt: new Date() });
  }

  /**
   * Stores a new request's state hash; drops expired requests (everyone's) and the user's oldest open ones past
   * OPEN_STATES_PER_PROVIDER, so the table stays small whoever asks how often.
   */
  async addState(
    userId: string,
    provider: IntegrationProvider,
    stateHash: string,
    browserHash: string,
    expiresAt: Date,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM "oauth_states" WHERE "expires_at" < now()`);
      await manager
        .getRepository(OAuthStateEntity)
        .insert({ stateHash, userId, provider, browserHash, expiresAt });
      await manager.query(
        `DELETE FROM "oauth_states" WHERE "state_hash" IN (
           SELECT "state_hash" FROM "oauth_states" WHERE "user_id" = $1 AND "provider" = $2
           ORDER BY "created_at" DESC, "state_hash" OFFSET $3)`,
        [userId, provider, OPEN_STATES_PER_PROVIDER],
      );
    });
  }

  /** Takes (deletes) the request whose state hashes to `stateHash`: a state works once, whatever follows. */
  async takeState(provider: IntegrationProvider, stateHash: string): Promise<TakenState | null> {
    // A DELETE's raw answer is [rows, count].
    const rows = await this.dataSource.query<
      [Array<{ user_id: string; browser_hash: string; expires_at: Date; deleted_at: Date | null }>, number]
    >(
      `DELETE FROM "oauth_states" state USING "users" owner
       WHERE state."state_hash" = $1 AND state."provider" = $2 AND owner."id" = state."user_id"
       RETURNING state."user_id", state."browser_hash", state."expires_at", owner."deleted_at"`,
      [stateHash, provider],
    );
    const row = rows[0]?.[0];
    return row
      ? {
          userId: row.user_id,
          browserHash: row.browser_hash,
          expiresAt: new Date(row.expires_at),
          userDeleted: row.deleted_at !== null,
        }
      : null;
  }

  /** A closed account's open requests. */
  async removeStates(userId: string): Promise<void> {
    await this.dataSource.getRepository(OAuthStateEntity).delete({ userId });
  }
}

import { Injectable } from '@nestjs/common';
import { RAVELRY_SYNC_MESSAGES } from '@yarn-mgmt/contracts';
import { DataSource } from 'typeorm';
import type { ProjectsSeen, StashSeen } from '../integrations/integration-link.entity.js';

/**
 * The sync's link was disconnected (or replaced by a new connection) while it ran: it stops before its next call
 * to Ravelry or to a data service, and ends failed as "Ravelry is not connected".
 */
export class RavelrySyncCancelled extends Error {
  constructor() {
    super(RAVELRY_SYNC_MESSAGES.notConnected);
  }
}

/**
 * What a sync writes on the Ravelry link it started with, and whether that link is still the user's: every query
 * names the user and the link's id, so a sync outliving a Disconnect never writes on a link made since.
 */
@Injectable()
export class RavelrySyncLinks {
  constructor(private readonly dataSource: DataSource) {}

  async isCurrent(userId: string, linkId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM "integration_links" WHERE "id" = $1 AND "user_id" = $2 AND "provider" = 'ravelry'`,
      [linkId, userId],
    );
    return rows.length > 0;
  }

  /** The sync completed: the link's last sync (GET /ravelry/status's lastSync). */
  async markSynced(userId: string, linkId: string, at: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE "integration_links" SET "last_sync_at" = $1 WHERE "id" = $2 AND "user_id" = $3`,
      [at, linkId, userId],
    );
  }

  /** What this sync read of the stash, for the next one to read only what moved. */
  async saveStashSeen(userId: string, linkId: string, seen: StashSeen): Promise<void> {
    await this.dataSource.query(
      `UPDATE "integration_links" SET "stash_seen" = $1::jsonb WHERE "id" = $2 AND "user_id" = $3`,
      [JSON.stringify(seen), linkId, userId],
    );
  }

  /** What this sync read of the projects (once their phase succeeded), for the next one to read only what moved. */
  async saveProjectsSeen(userId: string, linkId: string, seen: ProjectsSeen): Promise<void> {
    await this.dataSource.query(
      `UPDATE "integration_links" SET "projects_seen" = $1::jsonb WHERE "id" = $2 AND "user_id" = $3`,
      [JSON.stringify(seen), linkId, userId],
    );
  }
}

/**
 * `target` with `guard` awaited before each of its methods (but those in `unguarded`): the data services take no
 * batch from a sync whose link is gone. A recording of what Ravelry already took stays unguarded: it is true
 * whatever happens to the link.
 */
export function guarded<T extends object>(
  target: T,
  guard: () => Promise<void>,
  unguarded: ReadonlyArray<keyof T>,
): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function' || unguarded.includes(property as keyof T)) return value;
      return async (...args: unknown[]) => {
        await guard();
        return (value as (...a: unknown[]) => unknown).apply(object, args);
      };
    },
  });
}

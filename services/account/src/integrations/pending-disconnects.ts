import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { IntegrationProvider } from './integration-link.entity.js';

/**
 * Disconnects that wait for work queued first (the pattern PDFs back from Google Drive), kept on the link itself
 * (`disconnect_requested_at`): the link stays until the work ends, so a service restarted meanwhile finds the
 * request in PostgreSQL and finishes it; the page reads how far it is from the same row.
 */
@Injectable()
export class PendingDisconnects {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Marks the link as disconnecting, `total` files to come back (a second press keeps the first's progress); clears
   * a failure said before. False when there is no link.
   */
  async mark(userId: string, provider: IntegrationProvider, total: number): Promise<boolean> {
    const [rows] = await this.dataSource.query<[Array<{ id: string }>, number]>(
      `UPDATE "integration_links" SET
         "disconnect_done" = CASE WHEN "disconnect_requested_at" IS NULL THEN 0 ELSE "disconnect_done" END,
         "disconnect_total" = CASE WHEN "disconnect_requested_at" IS NULL THEN $3 ELSE "disconnect_total" END,
         "disconnect_requested_at" = COALESCE("disconnect_requested_at", now()),
         "disconnect_error" = NULL,
         "updated_at" = now()
       WHERE "user_id" = $1 AND "provider" = $2
       RETURNING "id"`,
      [userId, provider, total],
    );
    return rows.length > 0;
  }

  async isPending(userId: string, provider: IntegrationProvider): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM "integration_links"
       WHERE "user_id" = $1 AND "provider" = $2 AND "disconnect_requested_at" IS NOT NULL`,
      [userId, provider],
    );
    return rows.length > 0;
  }

  /** Every user whose Disconnect of the provider waits (the queue's sweep runs their work again). */
  async users(provider: IntegrationProvider): Promise<string[]> {
    const rows = await this.dataSource.query<Array<{ user_id: string }>>(
      `SELECT "user_id" FROM "integration_links"
       WHERE "provider" = $1 AND "disconnect_requested_at" IS NOT NULL`,
      [provider],
    );
    return rows.map((row) => row.user_id);
  }

  async progress(userId: string, provider: IntegrationProvider, done: number, total: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE "integration_links" SET "disconnect_done" = $3, "disconnect_total" = $4
       WHERE "user_id" = $1 AND "provider" = $2 AND "disconnect_requested_at" IS NOT NULL`,
      [userId, provider, done, total],
    );
  }

  /** The work could not end: the link stays connected, and says why until the next Disconnect. */
  async failed(userId: string, provider: IntegrationProvider, reason: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "integration_links"
       SET "disconnect_requested_at" = NULL, "disconnect_error" = $3, "updated_at" = now()
       WHERE "user_id" = $1 AND "provider" = $2 AND "disconnect_requested_at" IS NOT NULL`,
      [userId, provider, reason],
    );
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A Disconnect that waits for work queued first (the pattern PDFs back from Google Drive): the link stays, marked
 * with when it was asked (`disconnect_requested_at`, so a restarted service finishes it) and how far the work is;
 * `disconnect_error` says why the last one could not finish. All null / 0 on a link nobody disconnects.
 */
export class AddDriveDisconnecting1769200000000 implements MigrationInterface {
  name = 'AddDriveDisconnecting1769200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "integration_links"
         ADD COLUMN "disconnect_requested_at" timestamptz,
         ADD COLUMN "disconnect_done" integer NOT NULL DEFAULT 0,
         ADD COLUMN "disconnect_total" integer NOT NULL DEFAULT 0,
         ADD COLUMN "disconnect_error" text`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "integration_links"
         DROP COLUMN "disconnect_requested_at",
         DROP COLUMN "disconnect_done",
         DROP COLUMN "disconnect_total",
         DROP COLUMN "disconnect_error"`,
    );
  }
}

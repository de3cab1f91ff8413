import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many of a user's pattern PDFs may be in their Google Drive (issue 22), as the drive-files job last counted
 * (an upper bound while it places them): a Disconnect with none there need not ask the patterns service.
 */
export class CreateDriveFileHoldings1768400000000 implements MigrationInterface {
  name = 'CreateDriveFileHoldings1768400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "drive_file_holdings" (
        "user_id" uuid NOT NULL,
        "in_drive" integer NOT NULL,
        "counted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_drive_file_holdings_user_id" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_drive_file_holdings_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_drive_file_holdings_count" CHECK ("in_drive" >= 0)
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "drive_file_holdings"`);
  }
}

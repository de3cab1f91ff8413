import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A link's write-back (issue 22): whether a Ravelry sync sends the skeins used and notes of the stash entries it
 * imported back to Ravelry. Off by default; only Ravelry's links use it.
 */
export class AddRavelryWriteBack1768600000001 implements MigrationInterface {
  name = 'AddRavelryWriteBack1768600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "integration_links" ADD COLUMN "write_back" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "integration_links" DROP COLUMN "write_back"`);
  }
}

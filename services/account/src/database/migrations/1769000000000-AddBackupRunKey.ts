import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A backup names the queue run that wrote it (issue 24): a run taken again after its worker stalled, or tried
 * again after it had written, finds its backup and writes no second one. Backups from before have none.
 */
export class AddBackupRunKey1769000000000 implements MigrationInterface {
  name = 'AddBackupRunKey1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "backups" ADD COLUMN "run_key" text`);
    await queryRunner.query(`CREATE UNIQUE INDEX "backups_user_run" ON "backups" ("user_id", "run_key")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "backups_user_run"`);
    await queryRunner.query(`ALTER TABLE "backups" DROP COLUMN "run_key"`);
  }
}

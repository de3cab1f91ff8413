import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The runs users asked for (Backup Now, Sync Now) whose job has not ended (issue 24): Redis restarted without its
 * data lost the job, after a 202; the row has the next sweep queue it again and keeps the page saying it waits.
 */
export class CreatePendingRuns1768800000000 implements MigrationInterface {
  name = 'CreatePendingRuns1768800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "pending_runs" (
        "queue" character varying(40) NOT NULL,
        "user_id" uuid NOT NULL,
        "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_pending_runs" PRIMARY KEY ("queue", "user_id"),
        CONSTRAINT "FK_pending_runs_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "pending_runs"`);
  }
}

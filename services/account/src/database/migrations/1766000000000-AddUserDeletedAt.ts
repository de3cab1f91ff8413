import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `DELETE /auth/account` marks the user deleted at once (no sign-in, no token) and the row stays until every
 * service has confirmed the erase of the user's data; a start-up sweep finds marked users whose job was lost.
 */
export class AddUserDeletedAt1766000000000 implements MigrationInterface {
  name = 'AddUserDeletedAt1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "deleted_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE INDEX "users_deleted" ON "users" ("deleted_at") WHERE "deleted_at" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "users_deleted"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "deleted_at"`);
  }
}

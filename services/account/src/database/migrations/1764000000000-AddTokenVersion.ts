import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Bumped by a password or role change: tokens carrying an older version are refused (issue 7). */
export class AddTokenVersion1764000000000 implements MigrationInterface {
  name = 'AddTokenVersion1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "token_version" integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "token_version"`);
  }
}

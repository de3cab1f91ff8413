import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ravelry stash photos (issue 22): a linked entry remembers the provider photo last copied (`external_photo`), and
 * the copy is marked among the entry's photos (`external_key`) so a new provider photo replaces only it, never a
 * photo the user uploaded.
 */
export class ExternalPhotos1768700000000 implements MigrationInterface {
  name = 'ExternalPhotos1768700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "yarn_items" ADD "external_photo" text`);
    await queryRunner.query(`ALTER TABLE "yarn_photos" ADD "external_key" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "yarn_photos" DROP COLUMN "external_key"`);
    await queryRunner.query(`ALTER TABLE "yarn_items" DROP COLUMN "external_photo"`);
  }
}

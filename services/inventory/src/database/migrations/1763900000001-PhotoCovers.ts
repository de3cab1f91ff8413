import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One cover photo per stash entry (the card's picture): each entry's oldest photo until the user picks one. */
export class PhotoCovers1763900000001 implements MigrationInterface {
  name = 'PhotoCovers1763900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "yarn_photos" ADD "is_cover" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      UPDATE yarn_photos p SET is_cover = true
      WHERE p.id = (SELECT q.id FROM yarn_photos q WHERE q.yarn_item_id = p.yarn_item_id ORDER BY q.created_at, q.id LIMIT 1)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "yarn_photos_one_cover" ON "yarn_photos" ("yarn_item_id") WHERE "is_cover"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "yarn_photos_one_cover"`);
    await queryRunner.query(`ALTER TABLE "yarn_photos" DROP COLUMN "is_cover"`);
  }
}

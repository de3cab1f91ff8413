import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `POST /yarn/{id}/use` with an `Idempotency-Key`: the key is claimed in the usage's own transaction, so a retried
 * request (same user, same entry, same key) finds it and records nothing twice. What was asked is kept, so the
 * same key with another amount is refused rather than silently answered.
 */
export class UsageIdempotencyKeys1763900000003 implements MigrationInterface {
  name = 'UsageIdempotencyKeys1763900000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "usage_idempotency_keys" (
        "user_id" uuid NOT NULL,
        "yarn_item_id" uuid NOT NULL,
        "key" text NOT NULL,
        "request" jsonb NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_usage_idempotency_keys" PRIMARY KEY ("user_id", "yarn_item_id", "key"),
        CONSTRAINT "FK_usage_idempotency_keys_item" FOREIGN KEY ("yarn_item_id") REFERENCES "yarn_items" ("id") ON DELETE CASCADE
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "usage_idempotency_keys_item" ON "usage_idempotency_keys" ("yarn_item_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "usage_idempotency_keys"`);
  }
}

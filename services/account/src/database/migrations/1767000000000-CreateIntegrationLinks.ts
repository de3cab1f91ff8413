import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22: each user's links to Ravelry and Google Drive (tokens sealed with AES-256-GCM, never plain) and the
 * single-use `state` of each connection request (stored as its SHA-256 only). The profile's Ravelry username
 * now comes from the link, so the users' unused `ravelry_username` column goes.
 */
export class CreateIntegrationLinks1767000000000 implements MigrationInterface {
  name = 'CreateIntegrationLinks1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "integration_links" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "provider" text NOT NULL,
        "account_name" text NOT NULL,
        "access_token_sealed" text NOT NULL,
        "refresh_token_sealed" text,
        "access_expires_at" TIMESTAMP WITH TIME ZONE,
        "scope" text,
        "connected_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "last_sync_at" TIMESTAMP WITH TIME ZONE,
        "broken_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_integration_links_id" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_integration_links_user_provider" UNIQUE ("user_id", "provider"),
        CONSTRAINT "FK_integration_links_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_integration_links_provider" CHECK ("provider" IN ('ravelry', 'google_drive'))
      )
    `);
    await queryRunner.query(`
      CREATE TABLE "oauth_states" (
        "state_hash" text NOT NULL,
        "user_id" uuid NOT NULL,
        "provider" text NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_oauth_states_state_hash" PRIMARY KEY ("state_hash"),
        CONSTRAINT "FK_oauth_states_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_oauth_states_provider" CHECK ("provider" IN ('ravelry', 'google_drive'))
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "oauth_states_user" ON "oauth_states" ("user_id", "provider", "created_at")`,
    );
    await queryRunner.query(`CREATE INDEX "oauth_states_expires" ON "oauth_states" ("expires_at")`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "ravelry_username"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "ravelry_username" text`);
    await queryRunner.query(`
      UPDATE "users" SET "ravelry_username" = link."account_name"
      FROM "integration_links" link WHERE link."user_id" = "users"."id" AND link."provider" = 'ravelry'
    `);
    await queryRunner.query(`DROP TABLE "oauth_states"`);
    await queryRunner.query(`DROP TABLE "integration_links"`);
  }
}

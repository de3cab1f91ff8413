import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763750000000 implements MigrationInterface {
  name = 'CreateUsers1763750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "username" text,
        "password_hash" text NOT NULL,
        "first_name" text,
        "last_name" text,
        "role" text NOT NULL DEFAULT 'user',
        "ravelry_username" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_users_id" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_users_email_lower" CHECK ("email" = lower("email")),
        CONSTRAINT "CHK_users_role" CHECK ("role" IN ('user', 'admin'))
      )
    `);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_key" ON "users" (lower("email"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_username_key" ON "users" (lower("username"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "users"`);
  }
}

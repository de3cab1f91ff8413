import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 10: each user's settings and preferences (one row, defaults of spec part 2 section 3) and their avatar. */
export class AccountSettingsAndAvatar1766000000000 implements MigrationInterface {
  name = 'AccountSettingsAndAvatar1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "user_settings" (
        "user_id" uuid NOT NULL,
        "email_notifications" boolean NOT NULL DEFAULT true,
        "project_reminders" boolean NOT NULL DEFAULT false,
        "low_stock_alerts" boolean NOT NULL DEFAULT false,
        "weekly_digest" boolean NOT NULL DEFAULT false,
        "share_projects" boolean NOT NULL DEFAULT false,
        "show_profile" boolean NOT NULL DEFAULT true,
        "allow_messages" boolean NOT NULL DEFAULT true,
        "theme_preference" text NOT NULL DEFAULT 'light',
        "display_density" text NOT NULL DEFAULT 'comfortable',
        "default_currency" text NOT NULL DEFAULT 'USD',
        "date_format" text NOT NULL DEFAULT 'MM/DD/YYYY',
        "start_of_week" smallint NOT NULL DEFAULT 0,
        "auto_backup" boolean NOT NULL DEFAULT false,
        "backup_frequency" text NOT NULL DEFAULT 'weekly',
        "include_photos" boolean NOT NULL DEFAULT false,
        "google_drive_enabled" boolean NOT NULL DEFAULT false,
        "measurement_unit" text NOT NULL DEFAULT 'metric',
        "default_view" text NOT NULL DEFAULT 'dashboard',
        "storage_limit" bigint NOT NULL DEFAULT 1073741824,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_user_settings_user_id" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_user_settings_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_user_settings_theme" CHECK ("theme_preference" IN ('light', 'dark', 'auto')),
        CONSTRAINT "CHK_user_settings_density" CHECK ("display_density" IN ('comfortable', 'compact')),
        CONSTRAINT "CHK_user_settings_currency" CHECK ("default_currency" IN ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
        CONSTRAINT "CHK_user_settings_date_format" CHECK ("date_format" IN ('MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD')),
        CONSTRAINT "CHK_user_settings_start_of_week" CHECK ("start_of_week" BETWEEN 0 AND 6),
        CONSTRAINT "CHK_user_settings_backup_frequency" CHECK ("backup_frequency" IN ('daily', 'weekly', 'monthly')),
        CONSTRAINT "CHK_user_settings_measurement_unit" CHECK ("measurement_unit" IN ('metric', 'imperial')),
        CONSTRAINT "CHK_user_settings_default_view" CHECK ("default_view" IN ('dashboard', 'yarn', 'patterns', 'projects')),
        CONSTRAINT "CHK_user_settings_storage_limit" CHECK ("storage_limit" >= 0)
      )
    `);
    await queryRunner.query(`
      ALTER TABLE "users"
        ADD "avatar_key" text,
        ADD "avatar_mime_type" text,
        ADD "avatar_size_bytes" integer,
        ADD "avatar_updated_at" TIMESTAMP WITH TIME ZONE
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "users"
        DROP COLUMN "avatar_updated_at",
        DROP COLUMN "avatar_size_bytes",
        DROP COLUMN "avatar_mime_type",
        DROP COLUMN "avatar_key"
    `);
    await queryRunner.query(`DROP TABLE "user_settings"`);
  }
}

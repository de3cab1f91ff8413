import type {
  BackupFrequency,
  Currency,
  DateFormat,
  DefaultView,
  DisplayDensity,
  MeasurementUnit,
  ThemePreference,
} from '@yarn-mgmt/contracts';
import { UpdatedAtColumn } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

const bigintAsNumber = { to: (value: number) => value, from: (value: string | null) => Number(value) };

/**
 * One row per user (made on first read): the Settings page's editable values and Profile > Preferences, whose
 * Email Notifications switch is the same value as the settings' `email_notifications`. Defaults: spec part 2
 * section 3.
 */
@Entity({ name: 'user_settings' })
@Check('CHK_user_settings_theme', `"theme_preference" IN ('light', 'dark', 'auto')`)
@Check('CHK_user_settings_density', `"display_density" IN ('comfortable', 'compact')`)
@Check('CHK_user_settings_currency', `"default_currency" IN ('USD', 'EUR', 'GBP', 'CAD', 'AUD')`)
@Check('CHK_user_settings_date_format', `"date_format" IN ('MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD')`)
@Check('CHK_user_settings_start_of_week', `"start_of_week" BETWEEN 0 AND 6`)
@Check('CHK_user_settings_backup_frequency', `"backup_frequency" IN ('daily', 'weekly', 'monthly')`)
@Check('CHK_user_settings_measurement_unit', `"measurement_unit" IN ('metric', 'imperial')`)
@Check('CHK_user_settings_default_view', `"default_view" IN ('dashboard', 'yarn', 'patterns', 'projects')`)
@Check('CHK_user_settings_storage_limit', `"storage_limit" >= 0`)
export class UserSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'PK_user_settings_user_id' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_user_settings_user' })
  user?: UserEntity;

  @Column({ name: 'email_notifications', type: 'boolean', default: true })
  emailNotifications!: boolean;

  @Column({ name: 'project_reminders', type: 'boolean', default: false })
  projectReminders!: boolean;

  @Column({ name: 'low_stock_alerts', type: 'boolean', default: false })
  lowStockAlerts!: boolean;

  @Column({ name: 'weekly_digest', type: 'boolean', default: false })
  weeklyDigest!: boolean;

  @Column({ name: 'share_projects', type: 'boolean', default: false })
  shareProjects!: boolean;

  @Column({ name: 'show_profile', type: 'boolean', default: true })
  showProfile!: boolean;

  @Column({ name: 'allow_messages', type: 'boolean', default: true })
  allowMessages!: boolean;

  @Column({ name: 'theme_preference', type: 'text', default: 'light' })
  themePreference!: ThemePreference;

  @Column({ name: 'display_density', type: 'text', default: 'comfortable' })
  displayDensity!: DisplayDensity;

  @Column({ name: 'default_currency', type: 'text', default: 'USD' })
  defaultCurrency!: Currency;

  @Column({ name: 'date_format', type: 'text', default: 'MM/DD/YYYY' })
  dateFormat!: DateFormat;

  @Column({ name: 'start_of_week', type: 'smallint', default: 0 })
  startOfWeek!: number;

  @Column({ name: 'auto_backup', type: 'boolean', default: false })
  autoBackup!: boolean;

  @Column({ name: 'backup_frequency', type: 'text', default: 'weekly' })
  backupFrequency!: BackupFrequency;

  @Column({ name: 'include_photos', type: 'boolean', default: false })
  includePhotos!: boolean;

  @Column({ name: 'google_drive_enabled', type: 'boolean', default: false })
  googleDriveEnabled!: boolean;

  @Column({ name: 'measurement_unit', type: 'text', default: 'metric' })
  measurementUnit!: MeasurementUnit;

  @Column({ name: 'default_view', type: 'text', default: 'dashboard' })
  defaultView!: DefaultView;

  /** Bytes the user may store across the platform (`storage_limit`). */
  @Column({ name: 'storage_limit', type: 'bigint', default: 1073741824, transformer: bigintAsNumber })
  storageLimit!: number;

  @UpdatedAtColumn()
  updatedAt!: Date;
}

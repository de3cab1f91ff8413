import { CreatedAtColumn, IdColumn, TextColumn, UpdatedAtColumn, UuidColumn } from '@yarn-mgmt/nest-kit';
import type { RavelryAutoSync } from '@yarn-mgmt/contracts';
import { Check, Column, Entity, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

export const INTEGRATION_PROVIDERS = ['ravelry', 'google_drive'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/**
 * A user's link to one provider: the account there, its tokens sealed (TokenCipher; the row's user, provider and
 * which token are the additional data), and `broken_at` once a refresh was refused (reconnect to mend it).
 */
@Entity({ name: 'integration_links' })
@Unique('UQ_integration_links_user_provider', ['userId', 'provider'])
@Check('CHK_integration_links_provider', `"provider" IN ('ravelry', 'google_drive')`)
@Check('CHK_integration_links_auto_sync', `"auto_sync" IN ('off', 'daily', 'weekly')`)
export class IntegrationLinkEntity {
  @IdColumn('integration_links')
  id!: string;

  @UuidColumn('user_id')
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_integration_links_user' })
  user?: UserEntity;

  @TextColumn()
  provider!: IntegrationProvider;

  /** The Ravelry username, or the Google account's e-mail. */
  @TextColumn('account_name')
  accountName!: string;

  @TextColumn('access_token_sealed')
  accessTokenSealed!: string;

  @TextColumn('refresh_token_sealed', { nullable: true })
  refreshTokenSealed!: string | null;

  @Column({ name: 'access_expires_at', type: 'timestamptz', nullable: true })
  accessExpiresAt!: Date | null;

  @TextColumn('scope', { nullable: true })
  scope!: string | null;

  @Column({ name: 'connected_at', type: 'timestamptz', default: () => 'now()' })
  connectedAt!: Date;

  @Column({ name: 'last_sync_at', type: 'timestamptz', nullable: true })
  lastSyncAt!: Date | null;

  /** How often the link syncs on its own (the Ravelry sync's schedule follows it). */
  @TextColumn('auto_sync', { default: 'off' })
  autoSync!: RavelryAutoSync;

  /** Whether the sync sends skeins used and notes back to the provider (off by default). */
  @Column({ name: 'write_back', type: 'boolean', default: false })
  writeBack!: boolean;

  /** Per Ravelry stash entry, what the last sync read: its `updated_at` there and its yarn here. */
  @Column({ name: 'stash_seen', type: 'jsonb', nullable: true })
  stashSeen!: StashSeen | null;

  /** Per Ravelry project, what the last sync read: its `updated_at` there, the project and pattern it is here. */
  @Column({ name: 'projects_seen', type: 'jsonb', nullable: true })
  projectsSeen!: ProjectsSeen | null;

  @Column({ name: 'broken_at', type: 'timestamptz', nullable: true })
  brokenAt!: Date | null;

  /** A Disconnect waiting for work queued first (the Drive files back): the link goes when it ends. */
  @Column({ name: 'disconnect_requested_at', type: 'timestamptz', nullable: true })
  disconnectRequestedAt!: Date | null;

  /** How far that work is: `done` of `total` (the pattern files back from Drive). */
  @Column({ name: 'disconnect_done', type: 'integer', default: 0 })
  disconnectDone!: number;

  @Column({ name: 'disconnect_total', type: 'integer', default: 0 })
  disconnectTotal!: number;

  /** Why the last Disconnect could not finish (the link stayed); cleared by the next one or a new connection. */
  @TextColumn('disconnect_error', { nullable: true })
  disconnectError!: string | null;

  @CreatedAtColumn()
  createdAt!: Date;

  @UpdatedAtColumn()
  updatedAt!: Date;
}

/**
 * Ravelry stash entry id -> its `updated_at` when last read, the yarn it is here, and the Ravelry photo copied
 * with it (null: none; absent: read before photos were copied).
 */
export type StashSeen = Record<string, { at: string; yarn: string; photo?: string | null }>;

/**
 * Ravelry project id -> its `updated_at` when last read, the project it is here, and the library pattern it was
 * linked to then (null: none).
 */
export type ProjectsSeen = Record<string, { at: string; project: string; pattern: string | null }>;

import { Column } from 'typeorm';
import { TextColumn, UserOwnedRow } from '../database/columns.js';

/**
 * A user's row that may have come from a provider (issue 22): the columns syncExternalBatch reads and writes. The
 * table's migration adds them, with a unique index on (user_id, external_source, external_id) where
 * external_source is set, and a check that source, id and snapshot are set together.
 */
export abstract class ExternalLinkedEntity<Fields> extends UserOwnedRow {
  @TextColumn('external_source', { nullable: true })
  externalSource!: string | null;

  @TextColumn('external_id', { nullable: true })
  externalId!: string | null;

  @Column({ name: 'external_snapshot', type: 'jsonb', nullable: true })
  externalSnapshot!: Fields | null;

  @Column({ name: 'external_pending', type: 'jsonb', nullable: true })
  externalPending!: Fields | null;

  @Column({ name: 'external_synced_at', type: 'timestamptz', nullable: true })
  externalSyncedAt!: Date | null;

  @Column({ name: 'external_missing_at', type: 'timestamptz', nullable: true })
  externalMissingAt!: Date | null;
}

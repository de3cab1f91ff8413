import type { ScrapeFrequency, ScraperCategory, ScraperType, Selectors } from '@yarn-mgmt/contracts';
import { CreatedAtColumn, TextColumn, UpdatedAtColumn } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { SerialIdColumn } from '../database/columns.js';

/** A retailer page the worker scrapes (spec part 2 section 3 "Scraper target"). */
@Entity({ name: 'scraper_targets' })
@Index('scraper_targets_active', ['isActive'])
@Check('CHK_scraper_targets_category', `"category" IN ('deals', 'news', 'both')`)
@Check('CHK_scraper_targets_type', `"scraper_type" IN ('static', 'dynamic', 'api')`)
@Check('CHK_scraper_targets_frequency', `"scrape_frequency" IN ('hourly', 'daily', 'weekly', 'monthly')`)
export class ScraperTargetEntity {
  @SerialIdColumn('scraper_targets')
  id!: number;

  @TextColumn()
  name!: string;

  @TextColumn()
  url!: string;

  @TextColumn()
  category!: ScraperCategory;

  @TextColumn('scraper_type')
  scraperType!: ScraperType;

  @TextColumn('scrape_frequency')
  scrapeFrequency!: ScrapeFrequency;

  @Column({ type: 'jsonb' })
  selectors!: Selectors;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ name: 'last_scraped_at', type: 'timestamptz', nullable: true })
  lastScrapedAt!: Date | null;

  @CreatedAtColumn()
  createdAt!: Date;

  @UpdatedAtColumn()
  updatedAt!: Date;
}

/** A target's selector health (issue 11): consecutive runs with a selector failure, and which selector. */
@Entity({ name: 'selector_health' })
@Check('CHK_selector_health_failures', `"consecutive_failures" >= 0`)
export class SelectorHealthEntity {
  @PrimaryColumn({
    name: 'target_id',
    type: 'integer',
    primaryKeyConstraintName: 'PK_selector_health_target',
  })
  targetId!: number;

  @OneToOne(() => ScraperTargetEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'target_id', foreignKeyConstraintName: 'FK_selector_health_target' })
  target?: unknown;

  @Column({ name: 'consecutive_failures', type: 'integer', default: 0 })
  consecutiveFailures!: number;

  @TextColumn('failing_selector', { nullable: true })
  failingSelector!: string | null;

  @TextColumn('last_message', { nullable: true })
  lastMessage!: string | null;

  @Column({ name: 'last_checked_at', type: 'timestamptz', nullable: true })
  lastCheckedAt!: Date | null;
}

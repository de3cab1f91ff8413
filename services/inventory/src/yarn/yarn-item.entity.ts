import { numericTransformer } from '@yarn-mgmt/nest-kit';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { YarnLineEntity } from './yarn-line.entity.js';

const numeric = (name: string, precision: number, nullable = false) =>
  Column({ name, type: 'numeric', precision, scale: 2, nullable, transformer: numericTransformer });

/** A stash entry (DECISIONS 3). The list indexes lead with user_id and follow each sort, id as the tiebreak. */
@Entity({ name: 'yarn_items' })
@Index('yarn_items_user_created', ['userId', 'createdAt', 'id'])
@Index('yarn_items_user_colorway', ['userId', 'colorway', 'id'])
@Index('yarn_items_user_remaining_yardage', ['userId', 'remainingYardage', 'id'])
@Index('yarn_items_user_skeins_remaining', ['userId', 'skeinsRemaining', 'id'])
@Index('yarn_items_user_line', ['userId', 'lineId'])
@Index('yarn_items_line', ['lineId'])
@Check(
  'CHK_yarn_items_stock',
  `"skeins_total" >= 0 AND "skeins_remaining" >= 0 AND "total_yardage" >= 0 AND "remaining_yardage" >= 0`,
)
@Check('CHK_yarn_items_hex', `"hex_color" ~ '^#[0-9a-fA-F]{6}$'`)
export class YarnItemEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_yarn_items_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'yarn_line_id', type: 'uuid' })
  lineId!: string;

  @ManyToOne(() => YarnLineEntity)
  @JoinColumn({ name: 'yarn_line_id', foreignKeyConstraintName: 'FK_yarn_items_line' })
  line!: YarnLineEntity;

  @Column({ type: 'text', nullable: true })
  colorway!: string | null;

  @Column({ name: 'color_family', type: 'text', nullable: true })
  colorFamily!: string | null;

  @Column({ name: 'dye_lot', type: 'text', nullable: true })
  dyeLot!: string | null;

  @numeric('purchase_price', 12, true)
  purchasePrice!: number | null;

  /** YYYY-MM-DD. */
  @Column({ name: 'purchase_date', type: 'date', nullable: true })
  purchaseDate!: string | null;

  @Column({ type: 'text', nullable: true })
  vendor!: string | null;

  @Column({ name: 'storage_location', type: 'text', nullable: true })
  storageLocation!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ type: 'text', nullable: true })
  condition!: string | null;

  @Column({ name: 'is_favorite', type: 'boolean', default: false })
  isFavorite!: boolean;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  @numeric('skeins_total', 10)
  skeinsTotal!: number;

  @numeric('skeins_remaining', 10)
  skeinsRemaining!: number;

  @Column({
    name: 'total_yardage',
    type: 'numeric',
    precision: 14,
    scale: 2,
    default: 0,
    transformer: numericTransformer,
  })
  totalYardage!: number;

  @Column({
    name: 'remaining_yardage',
    type: 'numeric',
    precision: 14,
    scale: 2,
    default: 0,
    transformer: numericTransformer,
  })
  remainingYardage!: number;

  @numeric('desired_quantity_grams', 12, true)
  desiredQuantityGrams!: number | null;

  @Column({ name: 'hex_color', type: 'text', nullable: true })
  hexColor!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

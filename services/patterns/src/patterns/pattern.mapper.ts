import {
  DIFFICULTY_LEVELS,
  PATTERNS_API,
  UNKNOWN_DIFFICULTY,
  type Pattern,
  type PatternCategory,
  type PatternDesigner,
  type PatternCreateInput,
} from '@yarn-mgmt/contracts';
import { priceCurrency } from '@yarn-mgmt/domain';
import type { PatternCategoryEntity } from './pattern-category.entity.js';
import type { PatternDesignerEntity } from './pattern-designer.entity.js';
import type { PatternParts } from './pattern-parts.repository.js';
import type { PatternEntity } from './pattern.entity.js';
import type { PatternValues } from './patterns.repository.js';

/** The label of a difficulty level (spec section 9), null when the pattern has none. */
export function difficultyLabel(level: number | null): string | null {
  if (level === null) return null;
  return DIFFICULTY_LEVELS.find((entry) => entry.level === level)?.label ?? UNKNOWN_DIFFICULTY.label;
}

export const toCategory = (row: PatternCategoryEntity): PatternCategory => ({ id: row.id, name: row.name });
export const toDesigner = (row: PatternDesignerEntity): PatternDesigner => ({ id: row.id, name: row.name });

/** A pattern row with its designer and category loaded, and its parts (any patterns'; this one's are picked). */
export function toPattern(row: PatternEntity, parts: PatternParts): Pattern {
  const own = <T extends { patternId: string }>(list: T[]) =>
    list.filter((item) => item.patternId === row.id);
  const file = own(parts.files)[0];
  const cover = own(parts.covers)[0];
  const designer = row.designer?.name ?? null;
  const category = row.category?.name ?? null;
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    designer,
    PatternDesigner: designer === null ? null : { name: designer },
    category,
    PatternCategory: category === null ? null : { name: category },
    craft_type: row.craftType,
    difficulty: difficultyLabel(row.difficultyLevel),
    difficulty_level: row.difficultyLevel,
    yarn_weight: row.yarnWeight,
    yardage_required: row.yardageRequired,
    yardage_max: row.yardageMax,
    yardage_by_size: own(parts.sizes).map((size) => ({ size: size.size, yards: size.yards })),
    needle_sizes: row.needleSizes,
    gauge_stitches: row.gaugeStitches,
    gauge_rows: row.gaugeRows,
    gauge_measurement: row.gaugeMeasurement,
    sizes_available: row.sizesAvailable,
    pattern_source: row.patternSource,
    source: row.source,
    source_details: row.sourceDetails,
    purchase_date: row.purchaseDate,
    price: row.price,
    currency: row.currency,
    is_free: row.isFree,
    is_favorite: row.isFavorite,
    // Set while the PDF is in the owner's Drive ('File Available'); the column on the row is an older import's.
    google_drive_file_id: file?.driveFileId ?? row.googleDriveFileId,
    file: file
      ? { name: file.originalName, size: file.sizeBytes, uploaded_at: file.uploadedAt.toISOString() }
      : null,
    ravelry_rating: row.ravelryRating,
    ravelry_rating_count: row.ravelryRatingCount,
    techniques: own(parts.techniques).map((technique) => technique.name),
    pattern_notes: row.patternNotes,
    personal_notes: row.personalNotes,
    notes: row.patternNotes,
    tags: own(parts.tags).map((tag) => tag.name),
    image_url: cover ? `/api${PATTERNS_API.coverImage(row.id, cover.id)}` : row.imageUrl,
    cover_source: cover?.source ?? null,
    full_data: row.fullData,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Each name once, whatever its case, in the order written. */
export function distinctNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The pattern row's columns from what the user wrote. Per-size yardage fills yardage_required (the smallest
 * size's) and yardage_max (the largest, when above it) unless those were sent too.
 */
export function patternValues(
  input: PatternCreateInput,
  designerId: string | null,
  categoryId: string | null,
): PatternValues {
  const yards = input.yardage_by_size.map((row) => row.yards);
  const required = input.yardage_required ?? (yards.length ? Math.min(...yards) : null);
  const largest = yards.length ? Math.max(...yards) : null;
  const max =
    input.yardage_max ?? (largest !== null && required !== null && largest > required ? largest : null);
  return {
    title: input.title,
    designerId,
    categoryId,
    craftType: input.craft_type,
    difficultyLevel: input.difficulty_level,
    yarnWeight: input.yarn_weight,
    yardageRequired: required,
    yardageMax: max,
    needleSizes: input.needle_sizes,
    gaugeStitches: input.gauge_stitches,
    gaugeRows: input.gauge_rows,
    gaugeMeasurement: input.gauge_measurement,
    sizesAvailable: input.sizes_available,
    patternSource: input.pattern_source,
    sourceDetails: input.source_details,
    purchaseDate: input.purchase_date,
    price: input.price,
    // A price sent without its currency is in dollars (the form sends the user's setting; DECISIONS 26).
    currency: priceCurrency(input.price, input.currency),
    isFree: input.is_free,
    // Absent on an edit: the favourite flag is left as it is (it has its own toggle).
    ...(input.is_favorite === undefined ? {} : { isFavorite: input.is_favorite }),
    patternNotes: input.pattern_notes,
    personalNotes: input.personal_notes,
    imageUrl: input.image_url,
    searchText: [input.title, input.designer, ...input.tags, input.pattern_notes, input.personal_notes]
      .filter(Boolean)
      .join('\n'),
  };
}

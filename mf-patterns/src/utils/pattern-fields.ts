import type { CraftType, Pattern } from '@yarn-mgmt/contracts';

/** The API names a pattern twice (spec part 1 section 3): `title`, or `name`. */
export function patternTitle(pattern: Pick<Pattern, 'title' | 'name'>): string {
  return pattern.title || pattern.name;
}

export function designerOf(pattern: Pick<Pattern, 'designer' | 'PatternDesigner'>): string | null {
  return pattern.designer ?? pattern.PatternDesigner?.name ?? null;
}

export function categoryOf(pattern: Pick<Pattern, 'category' | 'PatternCategory'>): string | null {
  return pattern.category ?? pattern.PatternCategory?.name ?? null;
}

/** A stored PDF, or a cloud file (Google Drive) id. */
export function hasFile(pattern: Pick<Pattern, 'file' | 'google_drive_file_id'>): boolean {
  return pattern.file !== null || Boolean(pattern.google_drive_file_id);
}

const CRAFT_LABELS: Record<CraftType, string> = { knitting: 'Knitting', crochet: 'Crochet' };

export function craftLabel(craft: CraftType): string {
  return CRAFT_LABELS[craft];
}

export const CRAFT_OPTIONS = Object.entries(CRAFT_LABELS).map(([value, label]) => ({
  value: value as CraftType,
  label,
}));

/** Where a card opens: the pattern's own source (spec part 1 section 2.9). */
export function patternPath(pattern: Pick<Pattern, 'id' | 'source'>): string {
  return `/patterns/${pattern.id}?source=${pattern.source}`;
}

import { DIFFICULTY_LEVELS, UNKNOWN_DIFFICULTY } from '@yarn-mgmt/contracts';

/** MUI palette keys, green (Beginner) to red (Expert); `default` (grey) for an unknown level. */
export type DifficultyColor = (typeof DIFFICULTY_LEVELS)[number]['color'] | typeof UNKNOWN_DIFFICULTY.color;

export interface Difficulty {
  label: string;
  color: DifficultyColor;
}

/** Spec part 1 section 9: 1 Beginner … 5 Expert; anything else (missing, 0, 6, 2.5) is Unknown. */
export function difficultyOf(level: number | null | undefined): Difficulty {
  const known = DIFFICULTY_LEVELS.find((entry) => entry.level === level);
  return known ? { label: known.label, color: known.color } : { ...UNKNOWN_DIFFICULTY };
}

export function difficultyLabel(level: number | null | undefined): string {
  return difficultyOf(level).label;
}

export function difficultyColor(level: number | null | undefined): DifficultyColor {
  return difficultyOf(level).color;
}

import { Chip } from '@mui/material';
import { difficultyOf } from '@yarn-mgmt/domain';

/** The difficulty label in its colour, green (Beginner) to red (Expert). */
export function DifficultyChip({
  level,
  size = 'small',
}: {
  level: number | null;
  size?: 'small' | 'medium';
}) {
  const { label, color } = difficultyOf(level);
  return <Chip label={label} color={color} size={size} data-color={color} />;
}

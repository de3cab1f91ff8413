import { progressShown } from '@yarn-mgmt/domain';
import { StockBar } from '@yarn-mgmt/ui';

/** The progress bar of a card, a panel row and the detail page: 25 % only when the value is missing. */
export function ProjectProgress({
  value,
  caption = true,
}: {
  value: number | null | undefined;
  caption?: boolean;
}) {
  const shown = progressShown(value);
  return (
    <StockBar value={shown} color="primary" label="Progress" caption={caption ? `${shown}%` : undefined} />
  );
}

import { TextField } from '@mui/material';

export interface StashSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The answer to the current search (`GET /yarn`): rows listed and how many match; undefined while loading. */
  answer: { yarn: readonly unknown[]; total: number } | undefined;
}

/** What the yarn list holds: the most recent page of a large stash, or nothing matching the search. */
export function stashSearchHint(answer: StashSearchFieldProps['answer'], search: string): string | undefined {
  const term = search.trim();
  if (!answer) return undefined;
  if (term && answer.total === 0) return `No yarn in your stash matches "${term}"`;
  if (!term && answer.total > answer.yarn.length) {
    return `Showing the ${answer.yarn.length} most recent of ${answer.total}: search to find the others`;
  }
  return undefined;
}

/**
 * "Search your stash" above a yarn picker: the picker lists one page (the newest 100), so a larger stash is
 * searched on the server as the user types (`GET /yarn?search=`).
 */
export function StashSearchField({ value, onChange, answer }: StashSearchFieldProps) {
  return (
    <TextField
      label="Search your stash"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={stashSearchHint(answer, value)}
    />
  );
}

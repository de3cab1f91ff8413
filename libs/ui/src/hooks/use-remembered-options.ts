import { useState } from 'react';

/**
 * The options of a list searched on the server, with the chosen ones kept: a chosen item the current search
 * no longer returns stays listed (first), so it can still be seen and unchosen.
 */
export function useRememberedOptions<T extends { id: string }>(
  options: readonly T[] | undefined,
  chosenIds: readonly string[],
): T[] {
  const [seen, setSeen] = useState<ReadonlyMap<string, T>>(
    () => new Map((options ?? []).map((option) => [option.id, option] as const)),
  );
  const [previous, setPrevious] = useState(options);
  // Remembered as each answer arrives (React's "adjusting state while rendering"), not in an effect.
  if (options !== previous) {
    setPrevious(options);
    if (options) setSeen((known) => new Map([...known, ...options.map((o) => [o.id, o] as const)]));
  }
  const current = options ?? [];
  const listed = new Set(current.map((option) => option.id));
  const kept = chosenIds
    .filter((id) => !listed.has(id))
    .map((id) => seen.get(id))
    .filter((option): option is T => option !== undefined);
  return [...kept, ...current];
}

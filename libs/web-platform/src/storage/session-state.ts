import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/** What the store needs of a schema (a zod schema fits): a parse that says whether the value is good. */
export interface SessionSchema<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
}

/**
 * The value stored under `key` in this tab's sessionStorage, if it is still what `schema` describes. Anything
 * else (another version's shape, hand-edited text, not JSON) is removed, so the caller starts afresh.
 */
export function readSessionValue<T>(key: string, schema: SessionSchema<T>): T | null {
  try {
    const text = sessionStorage.getItem(key);
    if (text === null) return null;
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON, or storage unavailable: handled as malformed below.
  }
  removeSessionValue(key);
  return null;
}

export function writeSessionValue(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the state still lives for this page, only a reload loses it.
  }
}

export function removeSessionValue(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

/**
 * useState whose value outlives navigation and a reload of this tab (sessionStorage under `key`), read back
 * through `schema` and dropped when it no longer fits; `initial` makes the value when nothing good is stored.
 */
export function useSessionState<T>(
  key: string,
  schema: SessionSchema<T>,
  initial: () => T,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => readSessionValue(key, schema) ?? initial());
  useEffect(() => writeSessionValue(key, value), [key, value]);
  return [value, setValue];
}

import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (keeps typing in the search box from flooding the API). */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

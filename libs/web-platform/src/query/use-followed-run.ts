import { useEffect, useMemo, useRef } from 'react';

/** How often a page asks how a queued run it follows is doing. */
export const RUN_POLL_MS = 1_000;

/** A query's `refetchInterval`: every RUN_POLL_MS while its data says a run waits or runs, not otherwise. */
export const pollWhile =
  <T>(running: (data: T | undefined) => boolean) =>
  (query: { state: { data: T | undefined } }): number | false =>
    running(query.state.data) ? RUN_POLL_MS : false;

/**
 * Follows a queued run (a job answered 202) through its status query's data, as the page reads it (poll it with
 * `pollWhile(running)`; put a write's answer in place with `replaceQueryData`, so an older read cannot end it):
 * a run seen waiting or running is followed, and once the data says it no longer does, `ended` is called once
 * with that data (the toast, the queries to ask again). `follow()` marks a run the page just asked for before
 * its answer is in, `forget()` one whose request failed. `running` should be a function that stays the same.
 */
export function useFollowedRun<T>(
  data: T | undefined,
  running: (data: T | undefined) => boolean,
  ended: (data: T) => void,
): { follow: () => void; forget: () => void } {
  const watching = useRef(false);

  useEffect(() => {
    if (data === undefined) return;
    if (running(data)) {
      watching.current = true;
      return;
    }
    if (!watching.current) return;
    watching.current = false;
    ended(data);
  }, [data, running, ended]);

  return useMemo(
    () => ({
      follow: () => {
        watching.current = true;
      },
      forget: () => {
        watching.current = false;
      },
    }),
    [],
  );
}

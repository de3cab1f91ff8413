import { useEffect, useMemo, useRef } from 'react';

/** How often a page asks how a queued run it follows is doing. */
export const RUN_POLL_MS = 1_000;

/** How soon a run is asked about again in its first seconds, and for how long (its first steps end quickly). */
export const RUN_FIRST_POLL_MS = 400;
export const RUN_FIRST_POLL_FOR_MS = 3_000;

/** Whether a queued run's status says it waits or runs (a backup, a move of files, a sync). */
export const isRunGoing = (status: { state?: string } | undefined): boolean =>
  status?.state === 'waiting' || status?.state === 'active';

/** When each query was first seen running, by query (a page's queries live as long as its cache keeps them). */
const runningSince = new WeakMap<object, number>();

/**
 * A query's `refetchInterval`: while its data says a run waits or runs, every RUN_FIRST_POLL_MS for the first
 * RUN_FIRST_POLL_FOR_MS it is seen running (a short run ends before a slower ask would see it move), then every
 * RUN_POLL_MS; not otherwise. `now` is for tests.
 */
export const pollWhile =
  <T>(running: (data: T | undefined) => boolean, now: () => number = Date.now) =>
  (query: { state: { data: T | undefined } }): number | false => {
    if (!running(query.state.data)) {
      runningSince.delete(query);
      return false;
    }
    const since = runningSince.get(query) ?? now();
    runningSince.set(query, since);
    return now() - since < RUN_FIRST_POLL_FOR_MS ? RUN_FIRST_POLL_MS : RUN_POLL_MS;
  };

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

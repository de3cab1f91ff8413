import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectCounter } from '@yarn-mgmt/contracts';
import {
  canUndo,
  counterReducer,
  initialCounterState,
  unsavedCounters,
  type CounterAction,
  type RowCounter,
} from '@yarn-mgmt/domain';
import { serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { storeProject } from '../../../api/project-writes';
import { useCounterSaver } from '../api/counters';
import { spaceBarCounter } from '../utils/space-bar';

/** Taps within this long are saved together (the last value is what counts). */
export const COUNTER_SAVE_DELAY_MS = 600;
export const COUNTER_SAVE_FAILED_TEXT = 'Failed to save counter';

const toRows = (counters: readonly ProjectCounter[]): RowCounter[] =>
  [...counters]
    .sort((a, b) => a.position - b.position)
    .map(({ id, name, value, target }) => ({ id, name, value, target }));
const valuesOf = (counters: readonly ProjectCounter[]) =>
  Object.fromEntries(counters.map((counter) => [counter.id, counter.value]));

/**
 * The project page's counters: taps change them at once (the reducer), and each settled value is saved
 * (PATCH {value}) after a short pause, and before the page is left. The space bar adds a row to the counter
 * that has focus, else to the primary one (the one progress follows, else the first).
 */
export function useCounters(project: Project) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useCounterSaver(project.id);
  const [state, dispatch] = useReducer(counterReducer, project.counters, (counters) =>
    initialCounterState(toRows(counters)),
  );
  // What the server holds for each counter (or is being sent it): the rest is unsaved.
  const saved = useRef<Record<string, number>>(valuesOf(project.counters));
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  // Counters added, deleted or renamed on the server: take them, keeping values tapped and not saved yet.
  useEffect(() => {
    const local = new Map(latest.current.counters.map((counter) => [counter.id, counter.value]));
    const merged = toRows(project.counters).map((counter) => {
      const mine = local.get(counter.id);
      const unsaved = mine !== undefined && mine !== saved.current[counter.id];
      return unsaved ? { ...counter, value: mine } : counter;
    });
    saved.current = valuesOf(project.counters);
    dispatch({ type: 'load', counters: merged });
  }, [project.counters]);

  const flush = useCallback(() => {
    for (const counter of unsavedCounters(latest.current, saved.current)) {
      const before = saved.current[counter.id];
      saved.current[counter.id] = counter.value;
      save(counter.id, counter.value).then(
        (answer) => storeProject(queryClient, answer),
        (error: unknown) => {
          if (saved.current[counter.id] === counter.value && before !== undefined) {
            saved.current[counter.id] = before;
          }
          toast.error(serverErrorMessage(error, COUNTER_SAVE_FAILED_TEXT));
        },
      );
    }
  }, [queryClient, save, toast]);

  useEffect(() => {
    if (unsavedCounters(state, saved.current).length === 0) return;
    const timer = setTimeout(flush, COUNTER_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, flush]);
  // Leaving the page does not lose the last taps.
  const flushOnLeave = useRef(flush);
  useEffect(() => {
    flushOnLeave.current = flush;
  });
  useEffect(() => () => flushOnLeave.current(), []);

  const primaryId =
    state.counters.find((counter) => counter.id === project.progress_follows_counter_id)?.id ??
    state.counters[0]?.id;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const id = spaceBarCounter(event, primaryId);
      if (!id) return;
      event.preventDefault();
      dispatch({ type: 'increment', id });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [primaryId]);

  return {
    counters: state.counters,
    primaryId,
    canUndo: canUndo(state),
    dispatch: dispatch as (action: CounterAction) => void,
  };
}

export type CountersApi = ReturnType<typeof useCounters>;

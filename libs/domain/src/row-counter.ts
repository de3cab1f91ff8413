/**
 * Row and repeat counters of a project page (issue 9): +1, -1, reset and undo over several counters. A pure
 * reducer, so the page, a future stitch-counter tool and the tests share one set of rules.
 */

export interface RowCounter {
  id: string;
  name: string;
  value: number;
  /** Rows (or repeats) to reach, when the knitter set one. */
  target: number | null;
}

/** One change that undo can take back: which counter, and the value it had before. */
export interface CounterChange {
  id: string;
  previous: number;
}

export interface CounterState {
  counters: RowCounter[];
  /** Most recent change last. */
  history: CounterChange[];
}

export type CounterAction =
  | { type: 'increment'; id: string }
  | { type: 'decrement'; id: string }
  | { type: 'reset'; id: string }
  | { type: 'undo' }
  /** The counters as the server has them now (loaded, added, renamed, deleted); local history is kept. */
  | { type: 'load'; counters: readonly RowCounter[] };

/** How many changes undo remembers: a long evening of knitting, not the whole project. */
export const COUNTER_UNDO_LIMIT = 200;

export function initialCounterState(counters: readonly RowCounter[] = []): CounterState {
  return { counters: [...counters], history: [] };
}

function setValue(state: CounterState, id: string, next: (value: number) => number): CounterState {
  const counter = state.counters.find((entry) => entry.id === id);
  if (!counter) return state;
  const value = Math.max(0, next(counter.value));
  if (value === counter.value) return state;
  return {
    counters: state.counters.map((entry) => (entry.id === id ? { ...entry, value } : entry)),
    history: [...state.history, { id, previous: counter.value }].slice(-COUNTER_UNDO_LIMIT),
  };
}

export function counterReducer(state: CounterState, action: CounterAction): CounterState {
  switch (action.type) {
    case 'increment':
      return setValue(state, action.id, (value) => value + 1);
    case 'decrement':
      // A row count below 0 means nothing to a knitter: -1 at 0 does nothing (and leaves nothing to undo).
      return setValue(state, action.id, (value) => value - 1);
    case 'reset':
      return setValue(state, action.id, () => 0);
    case 'undo': {
      // Changes to a counter deleted since are skipped: undo always changes something still on the page.
      const history = [...state.history];
      for (let change = history.pop(); change; change = history.pop()) {
        const { id, previous } = change;
        if (state.counters.some((entry) => entry.id === id)) {
          return {
            counters: state.counters.map((entry) =>
              entry.id === id ? { ...entry, value: previous } : entry,
            ),
            history,
          };
        }
      }
      return { ...state, history: [] };
    }
    case 'load': {
      const ids = new Set(action.counters.map((counter) => counter.id));
      return {
        counters: [...action.counters],
        history: state.history.filter((change) => ids.has(change.id)),
      };
    }
  }
}

export function canUndo(state: CounterState): boolean {
  const ids = new Set(state.counters.map((counter) => counter.id));
  return state.history.some((change) => ids.has(change.id));
}

/** Counters whose value differs from what was last saved (what a debounced save still has to send). */
export function unsavedCounters(state: CounterState, saved: Readonly<Record<string, number>>): RowCounter[] {
  return state.counters.filter((counter) => saved[counter.id] !== counter.value);
}

/** Progress in whole percent when it follows a counter: rows done of the pattern's total rows, at most 100. */
export function counterProgress(value: number, totalRows: number | null | undefined): number | null {
  if (typeof totalRows !== 'number' || !Number.isFinite(totalRows) || totalRows <= 0) return null;
  return Math.min(100, Math.max(0, Math.round((value / totalRows) * 100)));
}

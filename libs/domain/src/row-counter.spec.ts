import {
  canUndo,
  COUNTER_UNDO_LIMIT,
  counterProgress,
  counterReducer,
  initialCounterState,
  unsavedCounters,
  type CounterAction,
  type CounterState,
  type RowCounter,
} from './row-counter.js';

const rows: RowCounter = { id: 'rows', name: 'Rows', value: 10, target: 40 };
const repeats: RowCounter = { id: 'repeats', name: 'Repeats', value: 2, target: null };

const run = (state: CounterState, ...actions: CounterAction[]) => actions.reduce(counterReducer, state);
const values = (state: CounterState) => state.counters.map((counter) => counter.value);

describe('counterReducer', () => {
  it('adds and takes away one on the counter named, leaving the others alone', () => {
    const state = run(
      initialCounterState([rows, repeats]),
      { type: 'increment', id: 'rows' },
      { type: 'increment', id: 'rows' },
      { type: 'decrement', id: 'repeats' },
    );
    expect(values(state)).toEqual([12, 1]);
  });

  it('never counts below 0, and a -1 at 0 leaves nothing to undo', () => {
    const state = run(initialCounterState([{ ...repeats, value: 0 }]), { type: 'decrement', id: 'repeats' });
    expect(values(state)).toEqual([0]);
    expect(canUndo(state)).toBe(false);
  });

  it('resets to 0, and undo brings the count back', () => {
    const reset = run(initialCounterState([rows]), { type: 'reset', id: 'rows' });
    expect(values(reset)).toEqual([0]);
    expect(values(run(reset, { type: 'undo' }))).toEqual([10]);
  });

  it('undoes changes one at a time, newest first, across counters', () => {
    let state = run(
      initialCounterState([rows, repeats]),
      { type: 'increment', id: 'rows' },
      { type: 'increment', id: 'repeats' },
      { type: 'increment', id: 'rows' },
    );
    expect(values(state)).toEqual([12, 3]);
    state = run(state, { type: 'undo' });
    expect(values(state)).toEqual([11, 3]);
    state = run(state, { type: 'undo' });
    expect(values(state)).toEqual([11, 2]);
    state = run(state, { type: 'undo' });
    expect(values(state)).toEqual([10, 2]);
    expect(canUndo(state)).toBe(false);
    expect(run(state, { type: 'undo' })).toEqual(state);
  });

  it('ignores an unknown counter', () => {
    const state = initialCounterState([rows]);
    expect(run(state, { type: 'increment', id: 'gone' })).toBe(state);
  });

  it('keeps undo history across a reload from the server, except for counters deleted since', () => {
    let state = run(
      initialCounterState([rows, repeats]),
      { type: 'increment', id: 'rows' },
      { type: 'increment', id: 'repeats' },
    );
    state = run(state, { type: 'load', counters: [{ ...rows, value: 11, name: 'Body rows' }] });
    expect(state.counters).toEqual([{ ...rows, value: 11, name: 'Body rows' }]);
    expect(canUndo(state)).toBe(true);
    state = run(state, { type: 'undo' });
    expect(values(state)).toEqual([10]);
  });

  it('skips changes to a counter that is gone when undoing', () => {
    const state = {
      counters: [rows],
      history: [
        { id: 'rows', previous: 9 },
        { id: 'gone', previous: 1 },
      ],
    };
    expect(values(run(state, { type: 'undo' }))).toEqual([9]);
  });

  it(`remembers the last ${COUNTER_UNDO_LIMIT} changes`, () => {
    const presses = Array.from(
      { length: COUNTER_UNDO_LIMIT + 5 },
      () => ({ type: 'increment', id: 'rows' }) as const,
    );
    let state = run(initialCounterState([{ ...rows, value: 0 }]), ...presses);
    expect(state.history).toHaveLength(COUNTER_UNDO_LIMIT);
    for (let undo = 0; undo < COUNTER_UNDO_LIMIT; undo += 1) state = run(state, { type: 'undo' });
    expect(values(state)).toEqual([5]);
  });
});

describe('unsavedCounters', () => {
  it('lists the counters whose value differs from the last saved one', () => {
    const state = run(initialCounterState([rows, repeats]), { type: 'increment', id: 'rows' });
    expect(unsavedCounters(state, { rows: 10, repeats: 2 }).map((counter) => counter.id)).toEqual(['rows']);
    expect(unsavedCounters(state, { rows: 11, repeats: 2 })).toEqual([]);
  });
});

describe('counterProgress', () => {
  it.each([
    [0, 200, 0],
    [50, 200, 25],
    [1, 3, 33],
    [250, 200, 100],
  ])('%i of %i rows is %i %%', (value, total, percent) => {
    expect(counterProgress(value, total)).toBe(percent);
  });

  it.each([null, undefined, 0, -5, Number.NaN])('is unknown without total rows (%p)', (total) => {
    expect(counterProgress(10, total)).toBeNull();
  });
});

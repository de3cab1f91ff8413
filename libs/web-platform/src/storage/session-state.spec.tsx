import { act, renderHook } from '@testing-library/react';
import { readSessionValue, useSessionState, type SessionSchema } from './session-state';

// A zod schema in the apps; by hand here, the library's own dependencies being none of zod.
const CounterSchema: SessionSchema<{ count: number }> = {
  safeParse: (value) => {
    const count = (value as { count?: unknown } | null)?.count;
    return typeof value === 'object' && Number.isInteger(count)
      ? { success: true, data: { count: count as number } }
      : { success: false };
  },
};
const KEY = 'test.counter';

afterEach(() => sessionStorage.clear());

describe('useSessionState', () => {
  it('starts from `initial`, stores every change and reads it back after a remount (a reload)', () => {
    const first = renderHook(() => useSessionState(KEY, CounterSchema, () => ({ count: 0 })));
    expect(first.result.current[0]).toEqual({ count: 0 });
    act(() => first.result.current[1]((value) => ({ count: value.count + 2 })));
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ count: 2 });
    first.unmount();

    const second = renderHook(() => useSessionState(KEY, CounterSchema, () => ({ count: 0 })));
    expect(second.result.current[0]).toEqual({ count: 2 });
  });

  it.each([
    ['text that is not JSON', '{"count":'],
    ['a shape of another version', '{"total":3}'],
    ['a value the schema refuses', '{"count":1.5}'],
  ])('drops %s and starts afresh', (_case, stored) => {
    sessionStorage.setItem(KEY, stored);
    const { result } = renderHook(() => useSessionState(KEY, CounterSchema, () => ({ count: 7 })));
    expect(result.current[0]).toEqual({ count: 7 });
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ count: 7 });
  });
});

describe('readSessionValue', () => {
  it('gives null for nothing stored and removes a malformed value', () => {
    expect(readSessionValue(KEY, CounterSchema)).toBeNull();
    sessionStorage.setItem(KEY, '[1,2]');
    expect(readSessionValue(KEY, CounterSchema)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});

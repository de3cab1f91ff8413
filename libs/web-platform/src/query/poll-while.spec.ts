import { describe, expect, it } from '@jest/globals';
import { pollWhile, RUN_FIRST_POLL_MS, RUN_POLL_MS } from './use-followed-run';

describe('pollWhile', () => {
  it('asks soon in the first seconds a query is seen running, then each second, and not at all without a run', () => {
    let clock = 0;
    const poll = pollWhile(
      (data: { running: boolean } | undefined) => Boolean(data?.running),
      () => clock,
    );
    const query = { state: { data: { running: true } as { running: boolean } | undefined } };
    expect(poll(query)).toBe(RUN_FIRST_POLL_MS);
    clock = 2_000;
    expect(poll(query)).toBe(RUN_FIRST_POLL_MS);
    clock = 5_000;
    expect(poll(query)).toBe(RUN_POLL_MS);
    // The run over, and a new one later: soon again.
    query.state.data = { running: false };
    expect(poll(query)).toBe(false);
    query.state.data = { running: true };
    expect(poll(query)).toBe(RUN_FIRST_POLL_MS);
    expect(poll({ state: { data: undefined } })).toBe(false);
  });
});

import type { Injected } from './faults.js';
import type { CallRecord } from './http.js';
import { faultResult, formatTable, totalsOf } from './report.js';

const at = 1_000_000;
const call = (
  what: string,
  ok: boolean,
  retryable: boolean,
  feature: CallRecord['feature'] = 'projects',
) => ({
  feature,
  what,
  at: at + 500,
  ok,
  status: ok ? 200 : 503,
  retryable,
});
const fault = (kind: Injected['kind']): Injected => ({
  kind,
  detail: `${kind} of projects-2`,
  startedAt: at,
  injectedAt: at + 100,
  affects: ['projects'],
});
const calls: CallRecord[] = [
  call('list projects', false, true),
  call('record usage', false, true),
  call('move project', false, false),
  call('list projects', true, true),
];

describe('a fault that takes one instance out', () => {
  it('counts the reads and keyed writes that failed during it, and not a write without a key', () => {
    for (const kind of ['stall', 'kill-instance'] as const)
      expect(faultResult(fault(kind), at + 2_000, calls, []).retryableFailed).toBe(2);
  });

  it('does not count them for a fault that takes the whole feature down', () => {
    const result = faultResult(fault('restart-postgres'), at + 2_000, calls, []);
    expect({ failed: result.failed, retryableFailed: result.retryableFailed }).toEqual({
      failed: 3,
      retryableFailed: 0,
    });
  });

  it('shows the figure in the table, with its total', () => {
    const faults = [faultResult(fault('stall'), at + 2_000, calls, [])];
    const table = formatTable(faults, totalsOf(calls, faults, at, at + 3_000), []);
    expect(table).toContain('| retryable failed |');
    expect(table.split('\n')[2]).toMatch(/\| 0 \| 2 \| 1\.9 s \|$/);
    expect(table.split('\n')[3]).toMatch(/\| 0 \| 2 \| \|$/);
  });
});

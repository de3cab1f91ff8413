import type { Injected } from './faults.js';
import type { CallRecord, Feature } from './http.js';
import type { Check } from './verify.js';

// Per fault: the requests made while it lasted (from its start to one second after recovery), those that failed,
// by feature, and those that failed outside the features it hits; totals over the whole load.
export interface FaultResult {
  kind: string;
  detail: string;
  from: number;
  to: number;
  requests: number;
  failed: number;
  failedByFeature: Partial<Record<Feature, number>>;
  /** The failed calls by what they were (`add yarn: 1`) and status (0: no answer). */
  failedCalls: Record<string, number>;
  unexpected: number;
  /**
   * Reads and keyed writes that failed while one instance of a replicated service was lost (killed or stalled):
   * the gateway sends those to the other instance, so this must be 0. Other faults (a database or Redis restart)
   * take a feature down whole and do not count here.
   */
  retryableFailed: number;
  recoverySeconds?: number;
  problems: string[];
}

export interface Totals {
  requests: number;
  failed: number;
  /** Failures of a feature no fault was hitting at the time. */
  unexpected: number;
  seconds: number;
}

/** The faults that take out one instance while another of the same service serves. */
export const INSTANCE_FAULTS: readonly string[] = ['kill-instance', 'stall'];

const load = (call: CallRecord) =>
  call.feature !== 'health' && call.what !== 'check' && call.what !== 'scrape logs';

export function faultResult(
  injected: Injected,
  recoveredAt: number | undefined,
  calls: CallRecord[],
  problems: string[],
): FaultResult {
  const to = (recoveredAt ?? Date.now()) + 1_000;
  const during = calls.filter((call) => load(call) && call.at >= injected.startedAt && call.at <= to);
  const failed = during.filter((call) => !call.ok);
  const failedByFeature: Partial<Record<Feature, number>> = {};
  const failedCalls: Record<string, number> = {};
  for (const call of failed) {
    failedByFeature[call.feature] = (failedByFeature[call.feature] ?? 0) + 1;
    const key = `${call.what} ${call.status}`;
    failedCalls[key] = (failedCalls[key] ?? 0) + 1;
  }
  return {
    kind: injected.kind,
    detail: injected.detail,
    from: injected.startedAt,
    to,
    requests: during.length,
    failed: failed.length,
    failedByFeature,
    failedCalls,
    unexpected: failed.filter((call) => !injected.affects.includes(call.feature)).length,
    retryableFailed: INSTANCE_FAULTS.includes(injected.kind)
      ? failed.filter((call) => call.retryable).length
      : 0,
    recoverySeconds: recoveredAt === undefined ? undefined : (recoveredAt - injected.injectedAt) / 1000,
    problems: recoveredAt === undefined ? problems : [],
  };
}

export function totalsOf(calls: CallRecord[], faults: FaultResult[], from: number, to: number): Totals {
  const during = calls.filter((call) => load(call) && call.at >= from && call.at <= to);
  const failed = during.filter((call) => !call.ok);
  const outside = failed.filter((call) => !faults.some((f) => call.at >= f.from && call.at <= f.to));
  return {
    requests: during.length,
    failed: failed.length,
    unexpected: outside.length + faults.reduce((sum, f) => sum + f.unexpected, 0),
    seconds: (to - from) / 1000,
  };
}

export function formatTable(faults: FaultResult[], totals: Totals, checks: Check[]): string {
  const rows = [
    '| # | fault | what | requests during it | failed (call, status; 0 = no answer) | outside its feature | retryable failed | recovered in |',
    '|---|---|---|---|---|---|---|---|',
    ...faults.map((f, i) => {
      const byCall = Object.entries(f.failedCalls)
        .map(([call, n]) => `${call}: ${n}`)
        .join(', ');
      const recovery =
        f.recoverySeconds === undefined
          ? `not (${f.problems.join(', ')})`
          : `${f.recoverySeconds.toFixed(1)} s`;
      return `| ${i + 1} | ${f.kind} | ${f.detail} | ${f.requests} | ${f.failed}${byCall ? ` (${byCall})` : ''} | ${f.unexpected} | ${INSTANCE_FAULTS.includes(f.kind) ? f.retryableFailed : '-'} | ${recovery} |`;
    }),
    `| | **total** | ${totals.seconds.toFixed(0)} s of load | ${totals.requests} | ${totals.failed} | ${totals.unexpected} | ${faults.reduce((sum, f) => sum + f.retryableFailed, 0)} | |`,
    '',
    ...checks.map((check) => `- ${check.ok ? 'PASS' : 'FAIL'} ${check.name}: ${check.detail}`),
  ];
  return rows.join('\n');
}

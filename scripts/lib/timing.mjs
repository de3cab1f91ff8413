import { performance } from 'node:perf_hooks';

/** Nearest-rank percentile of ascending `sorted` milliseconds. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Times `requests` sequential authenticated GETs of a list endpoint (after 10 warm-ups), prints one line
 * `label  p50 … ms   p95 … ms   (total …)` and answers `{ label, p50, p95, total }`.
 */
export async function measureList(label, url, token, { requests, labelWidth = 44 }) {
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 10; i += 1) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
  const times = [];
  let total;
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.json();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    total = body.total;
  }
  times.sort((a, b) => a - b);
  const result = { label, p50: percentile(times, 50), p95: percentile(times, 95), total };
  console.log(
    `${label.padEnd(labelWidth)} p50 ${result.p50.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms   (total ${total})`,
  );
  return result;
}

/** Runs the seeding and prints how long it took, before the `requests` sequential requests each. */
export async function timedSeed(seed, requests) {
  const started = performance.now();
  await seed();
  console.log(
    `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; ${requests} sequential requests each\n`,
  );
}

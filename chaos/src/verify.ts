import { type Admin, runsOf } from './admin.js';
import { runRow, runWrites } from './deals-db.js';
import type { KilledRun } from './faults.js';
import { type Api, pollUntil } from './http.js';
import { processedBy } from './kill-worker.js';
import { type Knitter, USAGE_YARN_SKEINS } from './knitters.js';
import { isAlive } from './procs.js';
import type { Stack } from './stack.js';

// The checks after the faults: every acknowledged write present once, no usage counted twice, every scrape run
// finished once (the killed workers' runs taken over and written once), no Chromium left without its worker.
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

interface YarnRow {
  id: string;
  colorway: string | null;
  skeins_remaining: number;
  photos: unknown[];
}

async function allYarn(api: Api, knitter: Knitter): Promise<YarnRow[]> {
  const rows: YarnRow[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await api.call<{ yarn: YarnRow[]; total: number }>(
      'inventory',
      'check',
      'GET',
      `/yarn?limit=100&offset=${offset}`,
      { token: knitter.token },
    );
    if (!page.ok) throw new Error(`GET /yarn answered ${page.status}`);
    rows.push(...page.body.yarn);
    if (rows.length >= page.body.total || page.body.yarn.length === 0) return rows;
  }
}

export async function checkKnitters(api: Api, knitters: Knitter[]): Promise<Check[]> {
  let acked = 0;
  let lost = 0;
  let duplicated = 0;
  let usageAcked = 0;
  let usageWrong: string[] = [];
  let photosLost = 0;
  let statusWrong = 0;
  for (const knitter of knitters) {
    const rows = await allYarn(api, knitter);
    const byColorway = new Map<string, number>();
    for (const row of rows) byColorway.set(row.colorway ?? '', (byColorway.get(row.colorway ?? '') ?? 0) + 1);
    duplicated += [...byColorway.values()].filter((count) => count > 1).length;
    const ids = new Map(rows.map((row) => [row.id, row]));
    for (const [id, colorway] of knitter.addedYarn) {
      acked += 1;
      if (!ids.has(id) || byColorway.get(colorway) !== 1) lost += 1;
    }
    for (const [id, count] of knitter.photos) if ((ids.get(id)?.photos.length ?? 0) < count) photosLost += 1;

    const used = knitter.usageAcked.size;
    usageAcked += used;
    const yarn = ids.get(knitter.usageYarnId);
    const project = await api.call<{
      status: string;
      allocations: Array<{ id: string; skeins_used: number }>;
    }>('projects', 'check', 'GET', `/projects/${knitter.projectId}`, { token: knitter.token });
    const allocation = project.body?.allocations?.find((a) => a.id === knitter.allocationId);
    const remaining = yarn?.skeins_remaining;
    if (
      knitter.usagePending.size ||
      remaining !== USAGE_YARN_SKEINS - used ||
      allocation?.skeins_used !== used
    )
      usageWrong.push(
        `${knitter.tag}: ${used} acknowledged, ${knitter.usagePending.size} unanswered, stash left ${remaining} ` +
          `(expected ${USAGE_YARN_SKEINS - used}), project used ${allocation?.skeins_used}`,
      );
    if (knitter.status.certain && project.body?.status !== knitter.status.acked) statusWrong += 1;
  }
  usageWrong = usageWrong.slice(0, 5);
  return [
    {
      name: 'acknowledged yarn present once',
      ok: lost === 0 && duplicated === 0,
      detail: `${acked} acknowledged adds, ${lost} lost, ${duplicated} colourways twice`,
    },
    {
      name: 'usage counted once',
      ok: usageWrong.length === 0,
      detail: usageWrong.length
        ? usageWrong.join('; ')
        : `${usageAcked} acknowledged usages, stash and project agree`,
    },
    {
      name: 'acknowledged photos and board moves kept',
      ok: photosLost === 0 && statusWrong === 0,
      detail: `${photosLost} yarn short of a photo, ${statusWrong} projects not where last moved`,
    },
  ];
}

/**
 * Waits (up to `timeoutMs`) for every run to finish, then checks each acknowledged run is there once and
 * succeeded: the demo shop's pages do not fail, so a failed run is a run the faults cost (its message is shown).
 */
export async function checkRuns(api: Api, admin: Admin, timeoutMs = 60_000): Promise<Check> {
  await pollUntil(
    async () => (await runsOf(api, admin)).every((r) => r.status !== 'queued' && r.status !== 'running'),
    timeoutMs,
    1_000,
  );
  const runs = await runsOf(api, admin);
  const open = runs.filter((r) => r.status === 'queued' || r.status === 'running');
  const failed = runs.filter((r) => admin.runIds.has(r.id) && r.status === 'failure');
  const missing = [...admin.runIds].filter((id) => runs.filter((r) => r.id === id).length !== 1);
  return {
    name: 'every scrape run finished once',
    ok: open.length === 0 && failed.length === 0 && missing.length === 0,
    detail:
      `${admin.triggers} acknowledged Run now, ${admin.runIds.size} runs, ${failed.length} failed` +
      (failed.length ? ` (${failed.map((r) => `#${r.id}: ${r.error_message}`).join('; ')})` : '') +
      `, ${open.length} left open` +
      (open.length ? ` (${open.map((r) => `#${r.id} ${r.status}`).join(', ')})` : '') +
      `, ${missing.length} not found once`,
  };
}

/**
 * The run each killed worker held was taken over (a second attempt claimed it), succeeded once, and wrote once:
 * one price per product it counted, one archive, as many deals beginning at its page as it reports opening.
 */
export async function checkTakenOver(stack: Stack, kills: KilledRun[]): Promise<Check> {
  const lines: string[] = [];
  let wrong = 0;
  for (const kill of kills) {
    const row = await runRow(stack, kill.runId);
    const writes = await runWrites(stack, kill.runId);
    const by = await processedBy(stack, kill.jobId).catch(() => undefined);
    const problems: string[] = [];
    if (row?.status !== 'success')
      problems.push(`${row?.status ?? 'no run'} ${row?.errorMessage ?? ''}`.trim());
    if ((row?.attempts ?? 0) < 2)
      problems.push(
        `${row?.attempts} attempt(s)` +
          (row?.finishedAt !== undefined && row.finishedAt < kill.at ? ', finished before the kill' : ''),
      );
    if (writes.observations !== row?.itemsScraped || writes.products !== writes.observations)
      problems.push(
        `${writes.observations} prices of ${writes.products} products for ${row?.itemsScraped} items`,
      );
    if (writes.archives !== 1) problems.push(`${writes.archives} archives`);
    if (writes.dealsOpened !== row?.newDealsFound)
      problems.push(`${writes.dealsOpened} deals begun for ${row?.newDealsFound} reported`);
    if (by === kill.worker) problems.push("still the killed worker's job");
    if (problems.length) wrong += 1;
    lines.push(
      `#${kill.runId} ` +
        (problems.length
          ? problems.join(', ')
          : `${row?.attempts} attempts, ${writes.observations} prices, 1 archive, ${writes.dealsOpened} deals` +
            (by ? `, finished by ${by}` : '')),
    );
  }
  return {
    name: "the killed worker's runs taken over and written once",
    ok: kills.length > 0 && wrong === 0,
    detail: kills.length ? lines.join('; ') : 'no worker was killed',
  };
}

/** Every Chromium a worker of this stack started is gone, or still has that worker, alive, as its parent. */
export function checkChromium(
  seen: Map<number, number>,
  readParent: (pid: number) => number | undefined,
): Check {
  const orphans = [...seen].filter(
    ([pid, worker]) => isAlive(pid) && (!isAlive(worker) || readParent(pid) !== worker),
  );
  return {
    name: 'no orphan Chromium',
    ok: orphans.length === 0,
    detail:
      `${seen.size} browsers seen under the workers, ${orphans.length} left without their worker` +
      (orphans.length ? ` (pids ${orphans.map(([pid]) => pid).join(', ')})` : ''),
  };
}

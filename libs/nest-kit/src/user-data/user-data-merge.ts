import type { UserDataRow } from '@yarn-mgmt/contracts';
import type { EntityManager } from 'typeorm';
import type { ImportPlan } from './user-data-rows.js';
import type { UserDataSpec } from './user-data-spec.js';

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
const keyOf = (row: Record<string, unknown>, columns: string[]) =>
  JSON.stringify(columns.map((column) => (typeof row[column] === 'string' ? row[column] : '').toLowerCase()));

/**
 * Rows the user already has under the same unique key (`mergeOn`: a brand, a line of that brand, a designer, by
 * name, regardless of case) are not inserted again: the imported row takes the existing row's id, and every later
 * reference to it follows. So a backup restores into an account whose stash was emptied but whose brands were left
 * behind, and restoring twice does not fail on names. Rewrites `plan` in place, before anything is inserted; the
 * merged rows are not counted as created (an undo leaves them alone).
 */
export async function mergeExistingRows(
  manager: EntityManager,
  spec: UserDataSpec,
  userId: string,
  plan: ImportPlan,
): Promise<number> {
  const replaced = new Map<string, string>();
  const follow = (value: unknown) => (typeof value === 'string' ? (replaced.get(value) ?? value) : value);
  let merged = 0;
  for (const planned of plan.tables) {
    const table = spec.tables.find((t) => t.table === planned.table);
    if (!table) continue;
    const refColumns = [...Object.keys(table.refs ?? {})];
    for (const row of planned.rows) for (const column of refColumns) row[column] = follow(row[column]);
    for (const targets of Object.values(planned.deferred))
      for (const [rowId, target] of Object.entries(targets)) targets[rowId] = String(follow(target));
    const mergeOn = table.mergeOn;
    if (!mergeOn || planned.rows.length === 0) continue;
    const existing = await manager.query<Array<Record<string, unknown>>>(
      `SELECT id::text AS id, ${mergeOn.map((c) => `${q(c)}::text AS ${q(c)}`).join(', ')}
       FROM ${q(planned.table)} WHERE user_id = $1`,
      [userId],
    );
    const idByKey = new Map(existing.map((row) => [keyOf(row, mergeOn), String(row.id)]));
    const kept: UserDataRow[] = [];
    for (const row of planned.rows) {
      const match = idByKey.get(keyOf(row, mergeOn));
      if (match === undefined) kept.push(row);
      else {
        replaced.set(String(row.id), match);
        merged += 1;
      }
    }
    planned.rows = kept;
  }
  for (const [oldId, newId] of Object.entries(plan.ids)) plan.ids[oldId] = replaced.get(newId) ?? newId;
  return merged;
}

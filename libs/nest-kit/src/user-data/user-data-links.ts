import type { UserDataRow } from '@yarn-mgmt/contracts';
import type { EntityManager } from 'typeorm';
import type { ImportPlan } from './user-data-rows.js';
import type { UserDataSpec } from './user-data-spec.js';

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A row's provider link as one comparable key; null when any of its columns is empty (no link). */
const linkOf = (row: Record<string, unknown>, columns: string[]): string | null => {
  const values = columns.map((column) => row[column]);
  if (values.some((value) => value === null || value === undefined || value === '')) return null;
  return JSON.stringify(values.map(String));
};

/**
 * Rows imported from a provider (issue 22: a Ravelry sync) carry its link (`providerLink`), unique per user. An
 * imported row whose link the account already has is that same item, so it is not inserted: the account's row
 * stays as it is, with its own photos, files, tags and counters, and the rows of the part under the imported one
 * (referencing it through `refs`, at any depth) are left out with it. The id map sends the imported row's old id
 * to the account's row, so another part's references to it (a project's pattern, an allocation's yarn) follow.
 * Rows without a link are imported as always. So a backup restores into an account that has synced since.
 * Rewrites `plan` in place, before any file is written; answers how many linked rows were already here.
 */
export async function skipLinkedRows(
  manager: EntityManager,
  spec: UserDataSpec,
  userId: string,
  plan: ImportPlan,
): Promise<number> {
  // New id of every row left out; for the linked ones, the account's row they are.
  const left = new Set<string>();
  const accountRow = new Map<string, string>();
  for (const planned of plan.tables) {
    const table = spec.tables.find((t) => t.table === planned.table);
    if (!table) continue;
    const refColumns = Object.keys(table.refs ?? {});
    const link = table.providerLink;
    let idByLink = new Map<string, string>();
    if (link && planned.rows.some((row) => linkOf(row, link) !== null)) {
      const existing = await manager.query<Array<Record<string, unknown>>>(
        `SELECT id::text AS id, ${link.map((c) => `${q(c)}::text AS ${q(c)}`).join(', ')}
         FROM ${q(planned.table)} WHERE user_id = $1 AND ${link.map((c) => `${q(c)} IS NOT NULL`).join(' AND ')}`,
        [userId],
      );
      idByLink = new Map(existing.map((row) => [linkOf(row, link) ?? '', String(row.id)]));
    }
    const kept: UserDataRow[] = [];
    for (const row of planned.rows) {
      const id = String(row.id);
      const key = link ? linkOf(row, link) : null;
      const match = key === null ? undefined : idByLink.get(key);
      if (refColumns.some((column) => typeof row[column] === 'string' && left.has(row[column]))) left.add(id);
      else if (match !== undefined) {
        left.add(id);
        accountRow.set(id, match);
      } else kept.push(row);
    }
    if (kept.length === planned.rows.length) continue;
    planned.rows = kept;
    if (table.file) {
      const column = table.file.column;
      const keys = new Set(kept.map((row) => row[column]));
      planned.files = planned.files.filter((file) => keys.has(file.key));
      planned.fileBytes = planned.files.reduce((sum, file) => sum + file.content.length, 0);
    }
  }
  if (!left.size) return 0;
  for (const planned of plan.tables)
    for (const targets of Object.values(planned.deferred))
      for (const [rowId, target] of Object.entries(targets))
        if (left.has(rowId) || left.has(target)) delete targets[rowId];
  for (const [oldId, newId] of Object.entries(plan.ids)) {
    const found = accountRow.get(newId);
    if (found) plan.ids[oldId] = found;
    else if (left.has(newId)) delete plan.ids[oldId];
  }
  return accountRow.size;
}

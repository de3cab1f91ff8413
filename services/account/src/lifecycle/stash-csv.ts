import type { UserDataPart, UserDataRow } from '@yarn-mgmt/contracts';

const HEADER = [
  'Brand',
  'Yarn',
  'Colorway',
  'Weight',
  'Fiber',
  'Skeins Total',
  'Skeins Remaining',
  'Yards Remaining',
  'Purchase Price',
  'Currency',
  'Purchase Date',
  'Storage Location',
  'Tags',
  'Notes',
];

/** A cell as RFC 4180 quotes it; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value)
    ? value.join('; ')
    : typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? `${value}`
        : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The csv export: the stash, one row per entry with its line and brand by name, the way a spreadsheet opens it
 * (UTF-8 with a BOM, CRLF). It is a view of the stash only, not a backup: patterns, projects and photos are in
 * the json and zip exports, and import reads only those.
 */
export function stashCsv(inventory: UserDataPart): string {
  const byId = (table: string) =>
    new Map((inventory.tables[table] ?? []).map((row) => [String(row.id), row]));
  const lines = byId('yarn_lines');
  const brands = byId('brands');
  const rows = (inventory.tables.yarn_items ?? []).map((item: UserDataRow) => {
    const line = lines.get(String(item.yarn_line_id));
    const brand = line ? brands.get(String(line.brand_id)) : undefined;
    return [
      brand?.name,
      line?.name,
      item.colorway,
      line?.weight_category,
      line?.fiber_content,
      item.skeins_total,
      item.skeins_remaining,
      item.remaining_yardage,
      item.purchase_price,
      // The price's own currency (DECISIONS 26): a spreadsheet of several currencies stays readable.
      item.purchase_price === null || item.purchase_price === undefined ? null : item.currency,
      item.purchase_date,
      item.storage_location,
      item.tags,
      item.notes,
    ];
  });
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

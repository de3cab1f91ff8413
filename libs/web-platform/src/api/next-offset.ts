/** The offset of the next page of a limit/offset list, or undefined once every row is loaded (DECISIONS 6). */
export function nextOffset(pages: ReadonlyArray<readonly unknown[]>, total: number): number | undefined {
  const loaded = pages.reduce((sum, rows) => sum + rows.length, 0);
  const last = pages.at(-1);
  return last && last.length > 0 && loaded < total ? loaded : undefined;
}

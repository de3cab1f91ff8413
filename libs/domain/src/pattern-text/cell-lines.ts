// One cell of a table extracted one cell per line: a number, a measure or a size letter.
const CELL_LINE = /^\s*(?:\d+(?:[.,/]\d+)?(?:\s?(?:"|cm|in|g|m|yds?))?|\d?X{0,3}[SML]|\d?X{1,3}L?)\s*$/;

/**
 * A table a PDF extractor handed over one cell per line ("Size", "1", "2", "3", "Yards", "860", "960", "1060"): two
 * or more labels each over as many cells, set back as space-aligned rows ("Size   1   2   3") for the table reader.
 */
export function restackCellLines(lines: string[]): string[] {
  const out: string[] = [];
  let index = 0;
  const groupAt = (at: number): { label: string; cells: string[] } | null => {
    const label = lines[at]?.trim() ?? '';
    if (!/[A-Za-z]/.test(label) || label.length > 30 || CELL_LINE.test(label)) return null;
    const cells: string[] = [];
    while (at + 1 + cells.length < lines.length && CELL_LINE.test(lines[at + 1 + cells.length]))
      cells.push(lines[at + 1 + cells.length].trim());
    return cells.length >= 2 ? { label, cells } : null;
  };
  while (index < lines.length) {
    const groups: { label: string; cells: string[] }[] = [];
    let at = index;
    for (let group = groupAt(at); group; group = groupAt(at)) {
      if (groups.length > 0 && group.cells.length !== groups[0].cells.length) break;
      groups.push(group);
      at += 1 + group.cells.length;
    }
    if (groups.length >= 2) {
      out.push(...groups.map((group) => [group.label, ...group.cells].join('   ')));
      index = at;
    } else out.push(lines[index++]);
  }
  return out;
}

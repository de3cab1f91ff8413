/** "A", "A and B", "A, B and C". */
export function listText(items: readonly string[], last: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** "Cascade Yarns 220", but "Cascade 220" where the line's name already starts with its brand's. */
export function lineTitle(brand: string, line: string | null): string {
  if (!line) return brand;
  const first = brand.split(' ')[0].toLowerCase();
  return line.toLowerCase().startsWith(`${first} `) ? line : `${brand} ${line}`;
}

/** "1 skein", "3 skeins". */
export const plural = (count: number, word: string): string => `${count} ${count === 1 ? word : `${word}s`}`;

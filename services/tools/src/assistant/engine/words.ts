/** "A", "A and B", "A, B and C". */
export function listText(items: readonly string[], last: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** "1 skein", "3 skeins". */
export const plural = (count: number, word: string): string => `${count} ${count === 1 ? word : `${word}s`}`;

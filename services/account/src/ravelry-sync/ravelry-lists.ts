import { z } from 'zod';
import type { RavelryApiSession } from './ravelry-api-session.js';

/** Entries per list page asked of Ravelry (its most). */
export const LIST_PAGE_SIZE = 100;

/** A list answer's paginator: Ravelry names the page count `page_count` in some answers, `last_page` in others. */
export const PaginatorSchema = z
  .object({
    page: z.number().optional(),
    page_count: z.number().optional(),
    last_page: z.number().optional(),
  })
  .optional();

export const pageCount = (paginator: z.infer<typeof PaginatorSchema>): number =>
  paginator?.page_count ?? paginator?.last_page ?? 1;

/** Every page of a list: `items` picks the page's entries out of its parsed answer. */
export async function everyPage<A extends { paginator?: z.infer<typeof PaginatorSchema> }, T>(
  session: RavelryApiSession,
  path: string,
  query: Record<string, string | number>,
  schema: z.ZodType<A>,
  items: (answer: A) => T[],
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const answer = schema.parse(await session.get(path, { ...query, page, page_size: LIST_PAGE_SIZE }));
    all.push(...items(answer));
    pages = pageCount(answer.paginator);
  }
  return all;
}

/** One line of text as the contracts take it (no control characters), at most `max` characters; null when empty. */
export function line(value: string | null | undefined, max: number): string | null {
  const cleaned = value?.replace(/[\p{Cc}\u2028\u2029]/gu, ' ').trim();
  return cleaned ? cleaned.slice(0, max).trim() : null;
}

/** Note text: control characters only as line breaks and tabs, at most `max` characters; null when empty. */
export function note(value: string | null | undefined, max: number): string | null {
  const cleaned = value
    ?.replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .trim();
  return cleaned ? cleaned.slice(0, max).trim() : null;
}

/** An http(s) address of at most 2 000 characters, else null. */
export const httpAddress = (value: string | null | undefined): string | null =>
  value && /^https?:\/\/\S+$/i.test(value) && value.length <= 2000 ? value : null;

export const round2 = (value: number) => Math.round(value * 100) / 100;

import type { EntityManager } from 'typeorm';

/** A DataSource or a transaction's EntityManager: repositories run the same SQL on either. */
export type Db = Pick<EntityManager, 'query'>;

/** pg returns numeric columns as strings. */
export const num = (value: string | number): number => Number(value);
export const numOrNull = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

/**
 * The rows of an `UPDATE`/`DELETE ... RETURNING`: TypeORM's postgres driver answers those with
 * `[rows, affectedCount]`, and INSERT or SELECT with the rows alone.
 */
export async function returning<T>(db: Db, sql: string, params: unknown[]): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return result as T[];
}

import { Injectable } from '@nestjs/common';
import type { Archive, ArchiveStats } from '@yarn-mgmt/contracts';
import { DataSource } from 'typeorm';

interface ArchiveRow {
  id: number;
  page_title: string | null;
  archive_type: Archive['archive_type'];
  file_size: number | null;
  archive_url: string;
  scraped_at: Date;
  target_id: number | null;
  target_name: string | null;
  storage_key: string;
}

const COLUMNS = `a.id, a.page_title, a.archive_type, a.file_size, a.archive_url, a.scraped_at, a.target_id,
  t.name AS target_name, a.storage_key`;
const FROM = `FROM archives a LEFT JOIN scraper_targets t ON t.id = a.target_id`;

export const toArchive = (row: ArchiveRow): Archive => ({
  id: row.id,
  page_title: row.page_title,
  archive_type: row.archive_type,
  file_size: row.file_size,
  archive_url: row.archive_url,
  scraped_at: new Date(row.scraped_at).toISOString(),
  target_id: row.target_id,
  target_name: row.target_name,
});

export type StoredArchive = Archive & { storageKey: string };

const stored = (row: ArchiveRow): StoredArchive => ({ ...toArchive(row), storageKey: row.storage_key });

/** Archived pages' rows (the files are in the file storage). Newest first. */
@Injectable()
export class ArchivesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private query<R>(sql: string, params: unknown[] = []): Promise<R[]> {
    return this.dataSource.query<R[]>(sql, params);
  }

  async list(
    limit: number,
    offset: number,
    targetId?: number,
  ): Promise<{ archives: Archive[]; total: number }> {
    const where = targetId === undefined ? '' : 'WHERE a.target_id = $3';
    const params = targetId === undefined ? [limit, offset] : [limit, offset, targetId];
    const rows = await this.query<ArchiveRow & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total ${FROM} ${where}
       ORDER BY a.scraped_at DESC, a.id DESC LIMIT $1 OFFSET $2`,
      params,
    );
    const total =
      rows[0]?.total ??
      (
        await this.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM archives a ${targetId === undefined ? '' : 'WHERE a.target_id = $1'}`,
          targetId === undefined ? [] : [targetId],
        )
      )[0]?.n ??
      0;
    return { archives: rows.map(toArchive), total };
  }

  async stats(): Promise<ArchiveStats> {
    const [row] = await this.query<{ total: number; bytes: number; avg_bytes: number; targets: number }>(
      `SELECT count(*)::int AS total, coalesce(sum(file_size), 0)::float AS bytes,
         coalesce(avg(file_size), 0)::float AS avg_bytes, count(DISTINCT target_id)::int AS targets
       FROM archives`,
    );
    return {
      totalArchives: row?.total ?? 0,
      totalGB: Math.round(((row?.bytes ?? 0) / 1024 ** 3) * 10_000) / 10_000,
      avgFileSizeKB: Math.round(((row?.avg_bytes ?? 0) / 1024) * 100) / 100,
      uniqueTargets: row?.targets ?? 0,
    };
  }

  /** PostgreSQL full-text search over the title (weighted first) and the page text, best match first. */
  async search(query: string, limit: number): Promise<Archive[]> {
    const rows = await this.query<ArchiveRow>(
      `SELECT ${COLUMNS} ${FROM}, websearch_to_tsquery('english', $1) q
       WHERE a.search @@ q ORDER BY ts_rank(a.search, q) DESC, a.scraped_at DESC, a.id DESC LIMIT $2`,
      [query, limit],
    );
    return rows.map(toArchive);
  }

  async find(id: number): Promise<StoredArchive | null> {
    const [row] = await this.query<ArchiveRow>(`SELECT ${COLUMNS} ${FROM} WHERE a.id = $1`, [id]);
    return row ? stored(row) : null;
  }

  /** The storage key of the deleted row, or null when there was none. */
  async delete(id: number): Promise<string | null> {
    const [rows] = await this.dataSource.query<[Array<{ storage_key: string }>, number]>(
      `DELETE FROM archives WHERE id = $1 RETURNING storage_key`,
      [id],
    );
    return rows[0]?.storage_key ?? null;
  }

  /** Deletes archives scraped more than `days` days ago; their storage keys. */
  async deleteOlderThan(days: number): Promise<string[]> {
    const [rows] = await this.dataSource.query<[Array<{ storage_key: string }>, number]>(
      `DELETE FROM archives WHERE scraped_at < now() - make_interval(days => $1) RETURNING storage_key`,
      [days],
    );
    return rows.map((row) => row.storage_key);
  }
}

import { Inject, Injectable, Optional } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  ACCOUNT_DATA_MESSAGES,
  USER_DATA_PART_VERSION,
  type CreatedRows,
  type IdMaps,
  type UserDataEraseResponse,
  type UserDataFile,
  type UserDataImportResponse,
  type UserDataPart,
  type UserDataRow,
} from '@yarn-mgmt/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { domainErrorClass } from '../errors/domain-error.js';
import { postgresErrorOf } from '../errors/postgres-errors.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { skipLinkedRows } from './user-data-links.js';
import { mergeExistingRows } from './user-data-merge.js';
import { InvalidPartError, planImport, type ImportPlan } from './user-data-rows.js';
import { USER_DATA_SPEC, type UserDataSpec } from './user-data-spec.js';
import { exportedRows, quoteIdentifier as q, referenceLookups, tableColumns } from './user-data-schema.js';

export class UserDataError extends domainErrorClass({
  INVALID_PART: [400, 'This export contains invalid data'],
  // As an upload past the limit: the request is fine, the account is full.
  STORAGE_FULL: [413, ACCOUNT_DATA_MESSAGES.storageFull],
}) {}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * A service's part of one user's data, whole: export (rows as PostgreSQL's `to_jsonb` writes them, files as
 * base64), import (new ids, one transaction, files removed again when it fails), relink, discard and erase.
 * The one place the services' tables are read and written with raw SQL rather than through their entities, on
 * purpose: the engine is generic over whichever tables a service's spec names and must copy every column
 * losslessly. `to_jsonb` / `jsonb_populate_recordset` carry each value as PostgreSQL holds it and cast it back to
 * the column's own type (an entity's Date would cut timestamps from microseconds to milliseconds), and a column
 * a later migration adds travels without a mapper per table. Names come from the spec and information_schema,
 * never from a request; values are parameters. Each service's test/user-data-tables.integration-spec.ts fails
 * when a migration adds a table its spec does not name.
 */
@Injectable()
export class UserDataEngine {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(USER_DATA_SPEC) private readonly spec: UserDataSpec,
    private readonly moduleRef: ModuleRef,
    @Optional() @Inject(FILE_STORAGE) private readonly storage?: FileStorage,
  ) {}

  async export(userId: string, includeFiles: boolean): Promise<UserDataPart> {
    const tables: Record<string, UserDataRow[]> = {};
    const files: UserDataFile[] = [];
    const lookups = await referenceLookups(this.dataSource, this.spec, 'id');
    for (const entry of this.spec.tables) {
      const { table, byValue, file } = entry;
      const rows = await exportedRows(this.dataSource, entry, userId);
      if (byValue)
        for (const row of rows) {
          const value = row[byValue.column];
          delete row[byValue.column];
          row[byValue.as] = typeof value === 'string' ? (lookups[byValue.table]?.get(value) ?? null) : null;
        }
      if (file && includeFiles && this.storage)
        for (const row of rows) {
          // A row without a key keeps its file elsewhere (a pattern PDF in the user's Google Drive).
          if (typeof row[file.column] !== 'string') continue;
          const stream = await this.storage.read(String(row[file.column]));
          if (stream)
            files.push({
              table,
              row_id: String(row.id),
              content_base64: (await streamToBuffer(stream)).toString('base64'),
            });
        }
      tables[table] = rows;
    }
    return { service: this.spec.service, version: USER_DATA_PART_VERSION, tables, files };
  }

  async import(userId: string, part: UserDataPart, maps: IdMaps): Promise<UserDataImportResponse> {
    const columns = await tableColumns(this.dataSource, this.spec);
    let plan;
    try {
      plan = planImport(this.spec, part, {
        userId,
        columns,
        maps,
        lookups: await referenceLookups(this.dataSource, this.spec, 'by'),
      });
    } catch (error) {
      if (error instanceof InvalidPartError)
        throw new UserDataError('INVALID_PART', `This export contains invalid data: ${error.message}`);
      throw error;
    }
    const existing = await skipLinkedRows(this.dataSource.manager, this.spec, userId, plan);
    // Checked before a file is written, and again inside the transaction (imports or uploads racing this one).
    await this.checkQuota(this.dataSource.manager, userId, plan, false);
    const written: string[] = [];
    try {
      for (const { files } of plan.tables)
        for (const { key, content } of files) {
          if (!this.storage) throw new Error('no file storage');
          await this.storage.put(key, content);
          written.push(key);
        }
      await this.dataSource.transaction(async (manager) => {
        await mergeExistingRows(manager, this.spec, userId, plan);
        for (const { table, rows } of plan.tables) {
          if (!rows.length) continue;
          const present = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((c) =>
            columns.get(table)?.has(c),
          );
          const list = present.map(q).join(', ');
          await this.inTable(table, () =>
            manager.query(
              `INSERT INTO ${q(table)} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${q(table)}, $1::jsonb)`,
              [JSON.stringify(rows)],
            ),
          );
        }
        for (const { table, deferred } of plan.tables)
          for (const [column, targets] of Object.entries(deferred)) {
            if (!Object.keys(targets).length) continue;
            await this.inTable(table, () =>
              manager.query(
                `UPDATE ${q(table)} x SET ${q(column)} = v.value::uuid FROM jsonb_each_text($1::jsonb) v
                 WHERE x.id = v.key::uuid AND x.user_id = $2`,
                [JSON.stringify(targets), userId],
              ),
            );
          }
        await this.checkQuota(manager, userId, plan, true);
      });
    } catch (error) {
      await this.deleteFiles(written);
      throw error;
    }
    const created: CreatedRows = {};
    const counts: Record<string, number> = {};
    for (const { table, rows } of plan.tables) {
      created[table] = rows.map((row) => String(row.id));
      counts[table] = rows.length;
    }
    return { ids: plan.ids, created, counts, files: written.length, skipped: plan.skipped, existing };
  }

  /** The user's files of a table with a quota may not pass its limit, imported files included. */
  private async checkQuota(manager: EntityManager, userId: string, plan: ImportPlan, inserted: boolean) {
    for (const { table, file } of this.spec.tables) {
      if (!file?.quota) continue;
      const limit = file.quota.limitBytes(this.moduleRef.get<never>(file.quota.config, { strict: false }));
      const incoming = inserted ? 0 : (plan.tables.find((t) => t.table === table)?.fileBytes ?? 0);
      const [{ used }] = await manager.query<Array<{ used: string }>>(
        `SELECT COALESCE(SUM(${q(file.sizeColumn)}), 0)::bigint AS used FROM ${q(table)} WHERE user_id = $1`,
        [userId],
      );
      if (Number(used) + incoming > limit) throw new UserDataError('STORAGE_FULL');
    }
  }

  /** Rewrites references to another service's rows once that service's part is in (its old id -> new id). */
  async relink(userId: string, maps: IdMaps): Promise<{ rows: number }> {
    let rows = 0;
    for (const { table, external = {} } of this.spec.tables)
      for (const [column, service] of Object.entries(external)) {
        const map = maps[service];
        if (!map || !Object.keys(map).length) continue;
        const [{ n }] = await this.dataSource.query<Array<{ n: number }>>(
          `WITH u AS (UPDATE ${q(table)} SET ${q(column)} = ($2::jsonb ->> ${q(column)}::text)::uuid
           WHERE user_id = $1 AND $2::jsonb ? ${q(column)}::text RETURNING 1) SELECT count(*)::int AS n FROM u`,
          [userId, JSON.stringify(map)],
        );
        rows += n;
      }
    return { rows };
  }

  /** Removes exactly the rows one import created (and their files): a later part of that import failed. */
  discard(userId: string, created: CreatedRows): Promise<UserDataEraseResponse> {
    return this.remove(userId, false, (table) => ({
      where: 'id = ANY($2::uuid[])',
      params: [created[table] ?? []],
    }));
  }

  /** Every row and every stored file of the user. A second call finds nothing and answers zeros. */
  erase(userId: string): Promise<UserDataEraseResponse> {
    return this.remove(userId, true, () => ({ where: 'true', params: [] }));
  }

  private async remove(
    userId: string,
    everything: boolean,
    filter: (table: string) => { where: string; params: unknown[] },
  ): Promise<UserDataEraseResponse> {
    const keys: string[] = [];
    for (const { table, file } of this.spec.tables) {
      if (!file) continue;
      const { where, params } = filter(table);
      const found = await this.dataSource.query<Array<{ key: string | null }>>(
        `SELECT ${q(file.column)} AS key FROM ${q(table)} WHERE user_id = $1 AND ${where}`,
        [userId, ...params],
      );
      keys.push(...found.flatMap((row) => (row.key === null ? [] : [row.key])));
    }
    // Files first: when a later step fails, the job retries and finds the rows (and nothing else) again.
    await this.deleteFiles(keys);
    // Bookkeeping tables (no id, never imported) go with an erase only.
    const bookkeeping = everything ? (this.spec.eraseOnly ?? []) : [];
    const order = [...bookkeeping, ...this.spec.tables.map((t) => t.table).reverse()];
    const rows = await this.dataSource.transaction(async (manager) => {
      let total = 0;
      for (const table of order) {
        const { where, params } = filter(table);
        const [{ n }] = await manager.query<Array<{ n: number }>>(
          `WITH d AS (DELETE FROM ${q(table)} WHERE user_id = $1 AND ${where} RETURNING 1) SELECT count(*)::int AS n FROM d`,
          [userId, ...params],
        );
        total += n;
      }
      return total;
    });
    return { rows, files: keys.length };
  }

  private async deleteFiles(keys: string[]): Promise<void> {
    const storage = this.storage;
    if (storage) await Promise.all(keys.map((key) => storage.delete(key)));
  }

  private async inTable<T>(table: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const pg = postgresErrorOf(error);
      if (!pg || !/^2[23]/.test(pg.code)) throw error;
      const message =
        pg.code === '23505'
          ? `This export conflicts with data your account already has (${table})`
          : `This export contains invalid data: ${table}: ${(error as Error).message}`;
      throw new UserDataError('INVALID_PART', message);
    }
  }
}

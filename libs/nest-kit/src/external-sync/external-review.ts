import {
  EXTERNAL_REVIEW_MAX,
  EXTERNAL_REVIEW_MESSAGES,
  EXTERNAL_REVIEW_TEXTS as T,
  type ExternalChoice,
  type ExternalConflictField,
  type ExternalResolveInput,
  type ExternalReview,
  type ExternalReviewActionResponse,
  type ExternalSource,
} from '@yarn-mgmt/contracts';
import type { EntityManager, EntityTarget, FindOptionsWhere, SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { RequestValidationException, type ValidationIssue } from '../errors/request-validation.exception.js';
import { sameExternalFields, type ExternalLinkedRow } from './external-sync.js';

/** A field's value as the review shows it: lists joined, yes/no, `key: value` pairs. */
export function shownValue(value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    const parts = value.map((item) =>
      item && typeof item === 'object' && 'url' in item
        ? String((item as { url: unknown }).url)
        : shownValue(item),
    );
    return parts.length ? parts.join(', ') : null;
  }
  const pairs = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => `${key}: ${shownValue(item)}`,
  );
  return pairs.length ? pairs.join('; ') : null;
}

/** The fields that differ between the row here and the provider's version, in the labels' order. */
export function differingFields<Fields extends object>(
  local: Fields,
  provider: Fields,
  labels: Readonly<Record<keyof Fields & string, string>>,
): ExternalConflictField[] {
  return (Object.keys(labels) as Array<keyof Fields & string>)
    .filter((name) => !sameExternalFields(local[name], provider[name]))
    .map((name) => ({
      name,
      label: labels[name],
      local: shownValue(local[name]),
      provider: shownValue(provider[name]),
    }));
}

/** What is wrong with a resolve's choices: a differing field left out, or a field that does not differ. */
export function choiceProblems(
  fields: readonly ExternalConflictField[],
  choices: Record<string, ExternalChoice>,
): ValidationIssue[] {
  const differing = new Set(fields.map((field) => field.name));
  return [
    ...fields
      .filter((field) => !Object.hasOwn(choices, field.name))
      .map((field) => ({ path: ['choices', field.name], message: EXTERNAL_REVIEW_MESSAGES.choiceRequired })),
    ...Object.keys(choices)
      .filter((name) => !differing.has(name))
      .map((name) => ({ path: ['choices', name], message: EXTERNAL_REVIEW_MESSAGES.unknownField })),
  ];
}

/** One kind of imported row as the review reads and writes it (the patterns', the projects'). */
export interface ExternalReviewKind<Row extends ExternalLinkedRow<Fields>, Fields extends object> {
  entity: EntityTarget<Row>;
  /** What a knitter reads for each provider-owned field, in the order the page lists them. */
  labels: Readonly<Record<keyof Fields & string, string>>;
  /** Joins what `local` reads (a designer, a category) onto the review's query of the table (alias `r`). */
  join?: (query: SelectQueryBuilder<Row>) => SelectQueryBuilder<Row>;
  local(row: Row): Fields;
  /** What a knitter recognises the row by ('Flax - Tin Can Knits'). */
  label(fields: Fields): string;
  /** Writes the chosen fields; the provider's version becomes the last import (so the next sync is unchanged). */
  apply(manager: EntityManager, row: Row, chosen: Fields, provider: Fields): Promise<void>;
  record(manager: EntityManager, userId: string, description: string): Promise<void>;
  notInConflict(): Error;
  notMissing(): Error;
}

/** `GET /<kind>/external-review?source=`: the user's conflicts (the differing fields only) and missing rows. */
export async function externalReview<Row extends ExternalLinkedRow<Fields>, Fields extends object>(
  manager: EntityManager,
  kind: ExternalReviewKind<Row, Fields>,
  userId: string,
  source: ExternalSource,
): Promise<ExternalReview> {
  const listed = async (state: ReviewState) => {
    const [rows, total] = await reviewQuery(manager, kind, userId, state)
      .andWhere('r.external_source = :source', { source })
      .orderBy('r.external_synced_at', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .take(EXTERNAL_REVIEW_MAX)
      .getManyAndCount();
    return { rows, total };
  };
  const conflicts = await listed('conflict');
  const missing = await listed('missing');
  const link = (row: Row) => ({
    id: row.id,
    label: kind.label(kind.local(row)),
    external_id: row.externalId as string,
    source,
  });
  return {
    conflicts: conflicts.rows.map((row) => ({
      ...link(row),
      fields: differingFields(kind.local(row), row.externalPending as Fields, kind.labels),
    })),
    missing: missing.rows.map((row) => ({
      ...link(row),
      missing_since: (row.externalMissingAt as Date).toISOString(),
    })),
    total: { conflicts: conflicts.total, missing: missing.total },
  };
}

/**
 * `POST /<kind>/{id}/external-resolve`: keeps, field by field, the value here or the provider's. Within the
 * caller's transaction.
 */
export async function resolveExternal<Row extends ExternalLinkedRow<Fields>, Fields extends object>(
  manager: EntityManager,
  kind: ExternalReviewKind<Row, Fields>,
  userId: string,
  id: string,
  input: ExternalResolveInput,
): Promise<ExternalReviewActionResponse> {
  const row = await lockedRow(manager, kind, userId, id, 'conflict');
  if (!row) throw kind.notInConflict();
  const local = kind.local(row);
  const provider = row.externalPending as Fields;
  const problems = choiceProblems(differingFields(local, provider, kind.labels), input.choices);
  if (problems.length) throw new RequestValidationException(problems);
  const chosen = { ...local };
  for (const name of Object.keys(kind.labels) as Array<keyof Fields & string>)
    if (input.choices[name] === 'provider') chosen[name] = provider[name];
  await kind.apply(manager, row, chosen, provider);
  const label = kind.label(chosen);
  const source = row.externalSource as ExternalSource;
  await kind.record(manager, userId, T.resolvedActivity(label, source));
  return { id: row.id, message: T.resolved(label) };
}

/** `POST /<kind>/{id}/external-unlink`: a missing row stays as the user's own, no longer linked. */
export async function unlinkExternal<Row extends ExternalLinkedRow<Fields>, Fields extends object>(
  manager: EntityManager,
  kind: ExternalReviewKind<Row, Fields>,
  userId: string,
  id: string,
): Promise<ExternalReviewActionResponse> {
  const row = await lockedRow(manager, kind, userId, id, 'missing');
  if (!row) throw kind.notMissing();
  const source = row.externalSource as ExternalSource;
  await manager.getRepository(kind.entity).update(
    { id: row.id, userId } as FindOptionsWhere<Row>,
    {
      externalSource: null,
      externalId: null,
      externalSnapshot: null,
      externalPending: null,
      externalSyncedAt: null,
      externalMissingAt: null,
    } as unknown as QueryDeepPartialEntity<Row>,
  );
  const label = kind.label(kind.local(row));
  await kind.record(manager, userId, T.unlinkedActivity(label, source));
  return { id: row.id, message: T.unlinked(label, source) };
}

type ReviewState = 'conflict' | 'missing';

/** The user's linked rows of the table in that state (alias `r`), with the kind's joins. */
function reviewQuery<Row extends ExternalLinkedRow<Fields>, Fields extends object>(
  manager: EntityManager,
  kind: ExternalReviewKind<Row, Fields>,
  userId: string,
  state: ReviewState,
): SelectQueryBuilder<Row> {
  const query = manager
    .getRepository(kind.entity)
    .createQueryBuilder('r')
    .where(
      `r.user_id = :userId AND r.external_source IS NOT NULL AND ${state === 'conflict' ? 'r.external_pending IS NOT NULL' : 'r.external_missing_at IS NOT NULL'}`,
      { userId },
    );
  return kind.join ? kind.join(query) : query;
}

/** The user's row in that state, locked until the transaction ends; null when there is none. */
const lockedRow = <Row extends ExternalLinkedRow<Fields>, Fields extends object>(
  manager: EntityManager,
  kind: ExternalReviewKind<Row, Fields>,
  userId: string,
  id: string,
  state: ReviewState,
): Promise<Row | null> =>
  reviewQuery(manager, kind, userId, state)
    .andWhere('r.id = :id', { id })
    .setLock('pessimistic_write', undefined, ['r'])
    .getOne();

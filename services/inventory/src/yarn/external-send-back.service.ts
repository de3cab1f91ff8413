import { Injectable } from '@nestjs/common';
import type {
  ExternalLocalEditsResponse,
  ExternalSentInput,
  ExternalSentResponse,
  ExternalSource,
} from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import { IsNull, type EntityManager } from 'typeorm';
import { YarnItemEntity } from './yarn-item.entity.js';

type Baseline = Pick<YarnItemEntity, 'skeinsRemaining' | 'notes' | 'externalSnapshot' | 'externalSent'>;

/**
 * Edited here since the provider was last in step: skeins remaining or notes unlike what it last took (or, never
 * sent anything, unlike its own count, the skeins it imported, and no notes).
 */
export function editedHere(item: Baseline): boolean {
  const sent = item.externalSent;
  const skeins = sent ? sent.skeins_remaining : Number(item.externalSnapshot?.skeins_total ?? 0);
  const notes = sent ? sent.notes : null;
  return Number(item.skeinsRemaining) !== Number(skeins) || (item.notes || null) !== (notes || null);
}

/**
 * Ravelry write-back (issue 22), the inventory's half: which linked entries to send (edited here since, not in
 * conflict nor missing), and, once the provider took them, the values it now holds. One user's rows only; under
 * the same per-user lock as the sync's batches.
 */
@Injectable()
export class ExternalSendBackService {
  constructor(private readonly transactions: TransactionRunner) {}

  edits(userId: string, source: ExternalSource): Promise<ExternalLocalEditsResponse> {
    return this.transactions.run(async (manager) => {
      const items = await manager.getRepository(YarnItemEntity).find({
        select: {
          id: true,
          externalId: true,
          skeinsTotal: true,
          skeinsRemaining: true,
          notes: true,
          externalSnapshot: true,
          externalSent: true,
        },
        where: { userId, externalSource: source, externalPending: IsNull(), externalMissingAt: IsNull() },
        order: { externalId: 'ASC' },
      });
      return {
        entries: items.filter(editedHere).map((item) => ({
          yarn_id: item.id,
          external_id: item.externalId as string,
          skeins_total: Number(item.skeinsTotal),
          skeins_remaining: Number(item.skeinsRemaining),
          notes: item.notes || null,
          ...(item.externalSent?.notes && !item.notes ? { clear_notes: true } : {}),
        })),
      };
    });
  }

  sent(userId: string, input: ExternalSentInput): Promise<ExternalSentResponse> {
    return this.transactions.run(async (manager: EntityManager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`external-sync:${userId}`]);
      let recorded = 0;
      for (const { external_id, ...values } of input.entries) {
        const result = await manager
          .getRepository(YarnItemEntity)
          .update(
            { userId, externalSource: input.source, externalId: external_id },
            { externalSent: values, updatedAt: () => '"updated_at"' },
          );
        recorded += result.affected ?? 0;
      }
      return { recorded };
    });
  }
}

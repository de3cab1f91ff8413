import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Pattern } from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import { makePdfCover } from '@yarn-mgmt/nest-kit/pdf';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PatternFilesStore } from '../patterns/pattern-files.store.js';
import { PatternError } from '../patterns/patterns.errors.js';
import { PatternsRepository } from '../patterns/patterns.repository.js';
import { PatternsService } from '../patterns/patterns.service.js';
import type { StoredCover } from './cover-upload.interceptor.js';
import { PatternCoversRepository } from './pattern-covers.repository.js';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A pattern's cover: made once from its PDF when one is attached, in the background (the `pdf` worker pool),
 * replaced by the user's own photo, removed, and served to its owner only.
 */
@Injectable()
export class PatternCoversService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(PatternCoversService.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly patterns: PatternsRepository,
    private readonly covers: PatternCoversRepository,
    private readonly library: PatternsService,
    private readonly store: PatternFilesStore,
    private readonly transactions: TransactionRunner,
  ) {}

  /**
   * Makes the pattern's cover from the PDF just attached (stored under `pdfKey`), after the request has been
   * answered. A PDF that cannot be drawn leaves the pattern without a cover and a log line; a cover of the user's
   * own, or a newer PDF attached meanwhile, is never overwritten.
   */
  makeFromPdfLater(userId: string, patternId: string, pdfKey: string, data?: Buffer): void {
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.makeFromPdf(userId, patternId, pdfKey, data))
      .catch((error: unknown) =>
        this.logger.warn(`no cover made for pattern ${patternId}: ${message(error)}`),
      )
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Resolves when every cover being made now is done (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  private async makeFromPdf(userId: string, patternId: string, pdfKey: string, data?: Buffer): Promise<void> {
    const started = performance.now();
    const pdf = data ?? (await this.store.readAll(pdfKey));
    if (!pdf) return;
    const cover = await makePdfCover(pdf);
    const storageKey = `${userId}/${randomUUID()}.cover`;
    await this.store.put(storageKey, cover.data);
    const replaced = await this.transactions
      .run(async (manager) => {
        const current = await this.covers.coverOf(manager, userId, patternId);
        const stale =
          current?.source === 'upload' || (await this.covers.pdfKeyOf(manager, userId, patternId)) !== pdfKey;
        if (stale) return storageKey;
        return this.covers.put(manager, {
          userId,
          patternId,
          storageKey,
          mimeType: cover.mimeType,
          sizeBytes: cover.data.length,
          source: 'pdf',
        });
      })
      .catch(async (error: unknown) => {
        await this.store.remove([storageKey]);
        throw error;
      });
    if (replaced) await this.store.remove([replaced]);
    if (replaced !== storageKey)
      this.logger.log(
        `cover made for pattern ${patternId} from its ${cover.from === 'image' ? 'largest picture' : 'first page'} in ${Math.round(performance.now() - started)} ms`,
      );
  }

  /** The user's own photo (already streamed to storage) as the cover, replacing any earlier one. */
  async replace(userId: string, patternId: string, file: StoredCover | undefined): Promise<Pattern> {
    if (!file) throw new PatternError('COVER_MISSING');
    let replaced: string | null;
    let pattern: Pattern;
    try {
      [replaced, pattern] = await this.transactions.run(async (manager) => {
        if (!(await this.patterns.findPattern(manager, userId, patternId, true)))
          throw PatternError.notFound();
        const earlier = await this.covers.put(manager, {
          userId,
          patternId,
          storageKey: file.storageKey,
          mimeType: file.mimeType,
          sizeBytes: file.size,
          source: 'upload',
        });
        return [earlier, await this.library.load(manager, userId, patternId)] as const;
      });
    } catch (error) {
      await this.store.remove([file.storageKey]);
      throw error;
    }
    if (replaced) await this.store.remove([replaced]);
    return pattern;
  }

  /** Removes the cover (the card shows the book icon again) until a new PDF or photo is given. */
  async remove(userId: string, patternId: string): Promise<void> {
    const key = await this.transactions.run(async (manager) => {
      if (!(await this.patterns.findPattern(manager, userId, patternId, true))) throw PatternError.notFound();
      return this.covers.delete(manager, userId, patternId);
    });
    if (!key) throw new PatternError('COVER_NOT_FOUND');
    await this.store.remove([key]);
  }

  /** The cover for its owner; another user's, an old one's id, or none at all is a 404. */
  async open(
    userId: string,
    patternId: string,
    coverId: string,
  ): Promise<{ stream: Readable; size: number; mimeType: string }> {
    const cover = await this.covers.coverOf(this.transactions.manager, userId, patternId);
    if (!cover || cover.id !== coverId) throw new PatternError('COVER_NOT_FOUND');
    const stream = await this.store.read(cover.storageKey);
    if (!stream) throw new PatternError('COVER_NOT_FOUND');
    return { stream, size: cover.sizeBytes, mimeType: cover.mimeType };
  }
}

import { Injectable } from '@nestjs/common';
import type { PatternImportResponse, PdfReadingResponse } from '@yarn-mgmt/contracts';
import { readPatternText } from '@yarn-mgmt/domain';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import { extractPdfText } from '@yarn-mgmt/nest-kit/pdf';
import { isPdf } from '@yarn-mgmt/nest-kit/storage';
import { randomUUID } from 'node:crypto';
import { PatternCoversService } from '../covers/pattern-covers.service.js';
import { PatternFilesStore } from '../patterns/pattern-files.store.js';
import { PatternPartsRepository } from '../patterns/pattern-parts.repository.js';
import { PatternError } from '../patterns/patterns.errors.js';
import { PatternsService } from '../patterns/patterns.service.js';
import type { PdfInMemory } from './pdf-memory.interceptor.js';
import { patternFromReading } from './reading-to-pattern.js';

/** What a pattern PDF says (libs/domain's reader over libs/nest-kit's PDF text), and patterns made from it. */
@Injectable()
export class PdfReadingService {
  constructor(
    private readonly library: PatternsService,
    private readonly parts: PatternPartsRepository,
    private readonly store: PatternFilesStore,
    private readonly covers: PatternCoversService,
    private readonly transactions: TransactionRunner,
  ) {}

  /** Reads the PDF; nothing is stored. A scanned PDF reads as nothing found, with `text_chars` 0. */
  async read(file: PdfInMemory | undefined): Promise<PdfReadingResponse> {
    const { text, pages } = await this.text(file);
    return { reading: readPatternText(text), pages, text_chars: text.length };
  }

  /**
   * A new pattern filled from its PDF, the PDF attached. The file is stored first and the pattern, its file row
   * and its activity are one transaction; a failed transaction removes the file again, so neither is left
   * without the other. Its cover is made after the answer, in the background.
   */
  async import(userId: string, file: PdfInMemory | undefined): Promise<PatternImportResponse> {
    const { text, data, originalName } = await this.text(file);
    const reading = readPatternText(text);
    const input = patternFromReading(reading, originalName);
    const storageKey = `${userId}/${randomUUID()}.pdf`;
    await this.store.put(storageKey, data);
    try {
      const pattern = await this.transactions.run(async (manager) => {
        const id = await this.library.insertWithin(manager, userId, input, 'Imported');
        await this.parts.putFile(manager, {
          userId,
          patternId: id,
          storageKey,
          originalName,
          sizeBytes: data.length,
        });
        return this.library.load(manager, userId, id);
      });
      this.covers.makeFromPdfLater(userId, pattern.id, storageKey, data);
      return { pattern, reading };
    } catch (error) {
      await this.store.remove([storageKey]);
      throw error;
    }
  }

  /** The PDF's text; not a PDF (by its first bytes), damaged or encrypted: a 400 that says so. */
  private async text(file: PdfInMemory | undefined) {
    if (!file || !file.data.length) throw new PatternError('FILE_MISSING');
    if (!isPdf(file.data)) throw new PatternError('PDF_UNREADABLE');
    const { text, pages } = await extractPdfText(file.data);
    return { text, pages, data: file.data, originalName: file.originalName };
  }
}

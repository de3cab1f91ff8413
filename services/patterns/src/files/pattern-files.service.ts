import { Inject, Injectable } from '@nestjs/common';
import { PatternFileLinkQuerySchema, type Pattern, type PatternFileLinks } from '@yarn-mgmt/contracts';
import { TransactionRunner, type AuthUser } from '@yarn-mgmt/nest-kit';
import { driveFileLinkUrl } from '@yarn-mgmt/nest-kit/storage';
import type { Readable } from 'node:stream';
import { PATTERNS_CONFIG, type PatternsConfig } from '../config/patterns.config.js';
import { PatternCoversService } from '../covers/pattern-covers.service.js';
import { PatternFilesStore } from '../patterns/pattern-files.store.js';
import { PatternPartsRepository } from '../patterns/pattern-parts.repository.js';
import { PatternError } from '../patterns/patterns.errors.js';
import { PatternsRepository } from '../patterns/patterns.repository.js';
import { PatternsService } from '../patterns/patterns.service.js';
import { fileLinks, verifyFileLink, type FileLinkKind } from './file-links.js';
import type { StoredPdf } from './pdf-upload.interceptor.js';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The bytes of a file held here, or where a file held in the owner's Drive is served from. */
export type OpenedFile = { stream: Readable; size: number; title: string } | { redirect: string };

/** A pattern's PDF: attached, replaced, removed, and served only to its owner (DECISIONS 19). */
@Injectable()
export class PatternFilesService {
  constructor(
    private readonly patterns: PatternsRepository,
    private readonly parts: PatternPartsRepository,
    private readonly library: PatternsService,
    private readonly store: PatternFilesStore,
    private readonly covers: PatternCoversService,
    private readonly transactions: TransactionRunner,
    @Inject(PATTERNS_CONFIG) private readonly config: PatternsConfig,
  ) {}

  /**
   * The row of a PDF the upload already streamed to storage; an earlier file is replaced and removed. A refused
   * upload (no such pattern) leaves no file behind. Its cover is made after the answer, in the background.
   */
  async attach(userId: string, patternId: string, file: StoredPdf | undefined): Promise<Pattern> {
    if (!file) throw new PatternError('FILE_MISSING');
    let replaced: string | null;
    let pattern: Pattern;
    try {
      [replaced, pattern] = await this.transactions.run(async (manager) => {
        if (!(await this.patterns.findPattern(manager, userId, patternId, true)))
          throw PatternError.notFound();
        const earlier = await this.parts.putFile(manager, {
          userId,
          patternId,
          storageKey: file.storageKey,
          originalName: file.originalName,
          sizeBytes: file.size,
        });
        return [earlier, await this.library.load(manager, userId, patternId)] as const;
      });
    } catch (error) {
      await this.store.remove([file.storageKey]);
      throw error;
    }
    if (replaced) await this.store.remove([replaced]);
    this.covers.makeFromPdfLater(userId, patternId, file.storageKey);
    return pattern;
  }

  async detach(userId: string, patternId: string): Promise<void> {
    const file = await this.transactions.run(async (manager) => {
      if (!(await this.patterns.findPattern(manager, userId, patternId, true))) throw PatternError.notFound();
      return this.parts.deleteFile(manager, userId, patternId);
    });
    if (!file) throw new PatternError('FILE_NOT_FOUND');
    if (file.storageKey) await this.store.remove([file.storageKey]);
  }

  /** Signed view and download links for a new tab, which cannot send the bearer header. */
  async links(userId: string, patternId: string): Promise<PatternFileLinks> {
    const manager = this.transactions.manager;
    if (!(await this.patterns.findPattern(manager, userId, patternId))) throw PatternError.notFound();
    if (!(await this.parts.fileOf(manager, userId, patternId))) throw new PatternError('FILE_NOT_FOUND');
    return fileLinks(this.config.FILE_LINK_SECRET, userId, patternId, nowSeconds());
  }

  /**
   * The file for its owner: a caller whose bearer is the owner's, or a link the owner was given (signed for this
   * pattern and kind, not expired). Anything else is a 404, the same as no file at all.
   */
  async open(
    patternId: string,
    kind: FileLinkKind,
    caller: AuthUser | undefined,
    query: Record<string, unknown>,
  ): Promise<OpenedFile> {
    const file = await this.parts.servedFile(this.transactions.manager, patternId);
    if (!file || !this.allowed(file.ownerId, patternId, kind, caller, query)) {
      throw new PatternError('FILE_NOT_FOUND');
    }
    if (file.driveFileId) {
      // Held in the owner's Drive: the account service streams it with the owner's own Drive token (this service
      // holds none and never calls the account service); the owner was checked above, the link says whose it is.
      const claims = {
        userId: file.ownerId,
        patternId,
        driveFileId: file.driveFileId,
        kind,
        name: file.title,
      };
      return { redirect: driveFileLinkUrl(this.config.FILE_LINK_SECRET, claims, nowSeconds()) };
    }
    const stream = file.storageKey ? await this.store.read(file.storageKey) : null;
    if (!stream) throw new PatternError('FILE_NOT_FOUND');
    return { stream, size: file.sizeBytes, title: file.title };
  }

  private allowed(
    ownerId: string,
    patternId: string,
    kind: FileLinkKind,
    caller: AuthUser | undefined,
    query: Record<string, unknown>,
  ): boolean {
    if (caller?.id === ownerId) return true;
    const link = PatternFileLinkQuerySchema.safeParse(query);
    return (
      link.success &&
      verifyFileLink(
        this.config.FILE_LINK_SECRET,
        { userId: ownerId, patternId, kind },
        link.data,
        nowSeconds(),
      )
    );
  }
}

import { Injectable } from '@nestjs/common';
import type { Archive, ArchiveStats } from '@yarn-mgmt/contracts';
import { domainErrorClass } from '@yarn-mgmt/nest-kit';
import { text } from 'node:stream/consumers';
import { ArchiveFiles } from './archive-files.js';
import { ArchivesRepository } from './archives.repository.js';

export class ArchiveError extends domainErrorClass({
  ARCHIVE_NOT_FOUND: [404, 'Archive not found'],
}) {
  static notFound(): ArchiveError {
    return new ArchiveError('ARCHIVE_NOT_FOUND');
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Archives: list, stats, search, the page itself, delete and cleanup (rows and files together). */
@Injectable()
export class ArchivesService {
  constructor(
    private readonly archives: ArchivesRepository,
    private readonly files: ArchiveFiles,
  ) {}

  list(limit: number, offset: number, targetId?: number) {
    return this.archives.list(limit, offset, targetId);
  }

  stats(): Promise<ArchiveStats> {
    return this.archives.stats();
  }

  search(query: string, limit: number): Promise<Archive[]> {
    return this.archives.search(query, limit);
  }

  /** The archived page as HTML: the sanitised page, or an api target's JSON shown as text. */
  async html(id: number): Promise<string> {
    const archive = await this.archives.find(id);
    if (!archive) throw ArchiveError.notFound();
    const stream = await this.files.read(archive.storageKey);
    if (!stream) throw ArchiveError.notFound();
    const content = await text(stream);
    if (archive.archive_type === 'html') return content;
    const title = escapeHtml(archive.page_title ?? archive.archive_url);
    return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><pre>${escapeHtml(content)}</pre></body></html>`;
  }

  async delete(id: number): Promise<void> {
    const key = await this.archives.delete(id);
    if (key === null) throw ArchiveError.notFound();
    await this.files.delete(key);
  }

  async cleanup(daysOld: number): Promise<number> {
    const keys = await this.archives.deleteOlderThan(daysOld);
    for (const key of keys) await this.files.delete(key);
    return keys.length;
  }
}

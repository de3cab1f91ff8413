import { Inject, Injectable } from '@nestjs/common';
import type { ArchiveType } from '@yarn-mgmt/contracts';
import { FILE_STORAGE, type FileStorage } from '@yarn-mgmt/nest-kit/storage';
import { pageText, sanitizeArchiveHtml } from '../scraping/index.js';
import type { FetchedPage } from '../scraping/scraper.types.js';

/** At most this much page text goes into the full-text vector (PostgreSQL caps a tsvector at 1 MB). */
const MAX_SEARCH_TEXT = 200_000;

export interface StoredPage {
  storageKey: string;
  archiveType: ArchiveType;
  fileSize: number;
  pageTitle: string | null;
  archiveUrl: string;
  /** The page's text, for the search vector. */
  text: string;
}

/**
 * A run's page in the file storage: the HTML sanitised (no scripts, no event handlers, links absolute) or an api
 * target's JSON as fetched. The key is the run's, so a run applied twice writes one file.
 */
@Injectable()
export class ArchiveFiles {
  constructor(@Inject(FILE_STORAGE) private readonly files: FileStorage) {}

  async store(runId: number, page: FetchedPage): Promise<StoredPage> {
    const html = page.contentType === 'html';
    const content = html ? sanitizeArchiveHtml(page.body, page.finalUrl) : page.body;
    const data = Buffer.from(content, 'utf8');
    const storageKey = `archives/run-${runId}.${html ? 'html' : 'json'}`;
    await this.files.put(storageKey, data);
    return {
      storageKey,
      archiveType: page.contentType,
      fileSize: data.length,
      pageTitle: page.title,
      archiveUrl: page.finalUrl,
      text: (html ? pageText(page.body) : page.body).slice(0, MAX_SEARCH_TEXT),
    };
  }

  read(key: string) {
    return this.files.read(key);
  }

  delete(key: string) {
    return this.files.delete(key);
  }
}

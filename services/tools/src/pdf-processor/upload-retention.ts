import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { FILE_STORAGE, type FileStorage } from '@yarn-mgmt/nest-kit/storage';
import { TOOLS_CONFIG, type ToolsConfig } from '../config/tools.config.js';
import { PdfUploadsRepository } from './pdf-uploads.repository.js';

const HOUR = 3_600_000;
/** Uploads removed per pass; a pass that removed this many runs again at once. */
const BATCH = 200;

/**
 * Uploads are kept for Save to Library, not for ever: every hour (and at start) those older than
 * PDF_UPLOAD_RETENTION_HOURS are removed with their files. Every replica may sweep: a row removed twice is gone.
 */
@Injectable()
export class UploadRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(UploadRetention.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly uploads: PdfUploadsRepository,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(TOOLS_CONFIG) private readonly config: ToolsConfig,
  ) {}

  onApplicationBootstrap(): void {
    const sweep = () => void this.sweep().catch((error: unknown) => this.logger.warn(String(error)));
    this.timer = setInterval(sweep, HOUR).unref();
    sweep();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Removes what is past its time; the number of uploads removed. */
  async sweep(now = Date.now()): Promise<number> {
    const before = new Date(now - this.config.PDF_UPLOAD_RETENTION_HOURS * HOUR);
    let removed = 0;
    for (;;) {
      const keys = await this.uploads.removeOlderThan(before, BATCH);
      await Promise.all(keys.map((key) => this.files.delete(key)));
      removed += keys.length;
      if (keys.length < BATCH) return removed;
    }
  }
}

import { Module } from '@nestjs/common';
import { ArchiveFiles } from './archive-files.js';

/** The archived pages' files: written by the worker, read and removed by the archives API. */
@Module({
  providers: [ArchiveFiles],
  exports: [ArchiveFiles],
})
export class ArchiveFilesModule {}

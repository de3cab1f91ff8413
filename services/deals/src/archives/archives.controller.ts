import { Controller, Delete, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ArchiveCleanupInputSchema,
  archiveFileName,
  ArchiveListQuerySchema,
  ARCHIVES_API,
  ArchiveSearchInputSchema,
} from '@yarn-mgmt/contracts';
import { IntIdParam, Roles, ZodBody, ZodQuery } from '@yarn-mgmt/nest-kit';
import type { Response } from 'express';
import type { z } from 'zod';
import { ArchiveError, ArchivesService } from './archives.service.js';

const notFound = () => ArchiveError.notFound();

/** The archived page: sandboxed (no scripts run even if one slipped through), never sniffed. */
function sendPage(response: Response, html: string, download?: string) {
  response.setHeader('Content-Security-Policy', 'sandbox');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'private, no-store');
  if (download) response.setHeader('Content-Disposition', `attachment; filename="${download}"`);
  response.send(html);
}

/** Spec part 2 section 7 "Archives": admins only (DECISIONS 9). */
@ApiTags('archives')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class ArchivesController {
  constructor(private readonly archives: ArchivesService) {}

  @Get(ARCHIVES_API.list)
  list(@ZodQuery(ArchiveListQuerySchema) query: z.output<typeof ArchiveListQuerySchema>) {
    return this.archives.list(query.limit, query.offset, query.targetId);
  }

  @Get(ARCHIVES_API.stats)
  async stats() {
    return { stats: await this.archives.stats() };
  }

  @Post(ARCHIVES_API.search)
  @HttpCode(200)
  async search(@ZodBody(ArchiveSearchInputSchema) body: z.output<typeof ArchiveSearchInputSchema>) {
    return { results: await this.archives.search(body.query, body.limit) };
  }

  @Post(ARCHIVES_API.cleanup)
  @HttpCode(200)
  async cleanup(@ZodBody(ArchiveCleanupInputSchema) body: z.output<typeof ArchiveCleanupInputSchema>) {
    return { recordsDeleted: await this.archives.cleanup(body.daysOld) };
  }

  @Get(ARCHIVES_API.html.route)
  async html(@IntIdParam('id', notFound) id: number, @Res() response: Response): Promise<void> {
    sendPage(response, await this.archives.html(id));
  }

  @Get(ARCHIVES_API.download.route)
  async download(@IntIdParam('id', notFound) id: number, @Res() response: Response): Promise<void> {
    sendPage(response, await this.archives.html(id), archiveFileName(id));
  }

  @Delete(ARCHIVES_API.archive.route)
  @HttpCode(204)
  async remove(@IntIdParam('id', notFound) id: number): Promise<void> {
    await this.archives.delete(id);
  }
}

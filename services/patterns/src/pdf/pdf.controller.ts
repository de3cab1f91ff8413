import { Controller, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { PatternImportResponse, PdfReadingResponse } from '@yarn-mgmt/contracts';
import { PATTERNS_API } from '@yarn-mgmt/contracts';
import { CurrentUser, type AuthUser } from '@yarn-mgmt/nest-kit';
import { PdfMemoryInterceptor, type PdfInMemory } from './pdf-memory.interceptor.js';
import { PdfReadingService } from './pdf-reading.service.js';

@ApiTags('patterns')
@ApiBearerAuth()
@Controller()
export class PdfController {
  constructor(private readonly pdf: PdfReadingService) {}

  /** What the reader finds in a pattern PDF (multipart `file`), for the form to fill; nothing is stored. */
  @Post(PATTERNS_API.readPdf)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(PdfMemoryInterceptor)
  read(@UploadedFile() file: PdfInMemory | undefined): Promise<PdfReadingResponse> {
    return this.pdf.read(file);
  }

  /** Bulk upload: a new pattern filled from the PDF (multipart `file`), the PDF attached; 201. */
  @Post(PATTERNS_API.importPdf)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(PdfMemoryInterceptor)
  import(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: PdfInMemory | undefined,
  ): Promise<PatternImportResponse> {
    return this.pdf.import(user.id, file);
  }
}

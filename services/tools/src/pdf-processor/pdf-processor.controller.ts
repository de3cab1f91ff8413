import { Controller, Get, Headers, HttpCode, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  PdfAttachInputSchema,
  PDF_PROCESSOR_API,
  type Pattern,
  type PdfAttachInput,
  type PdfProcessing,
} from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, ZodBody, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { Response } from 'express';
import { PdfProcessorError } from './pdf-processor.errors.js';
import { PdfProcessorService } from './pdf-processor.service.js';
import { PdfUploadInterceptor, type StoredUpload } from './pdf-upload.interceptor.js';

const uploadNotFound = () => new PdfProcessorError('UPLOAD_NOT_FOUND');

@ApiTags('pdf-processor')
@ApiBearerAuth()
@Controller()
export class PdfProcessorController {
  constructor(private readonly processor: PdfProcessorService) {}

  /**
   * Multipart field `pdf` (spec part 2 section 7), streamed to storage within 50 MB and the user's storage: 201
   * with analysis and extractedData, or 202 while OCR reads a scanned PDF (poll its result).
   */
  @Post(PDF_PROCESSOR_API.upload)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(PdfUploadInterceptor)
  async upload(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: StoredUpload | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PdfProcessing> {
    const result = await this.processor.upload(user.id, file);
    response.status(result.status === 'processing' ? 202 : 201);
    return result;
  }

  /** One upload's result, or its OCR's progress while it runs. */
  @Get(PDF_PROCESSOR_API.result.route)
  result(@CurrentUser() user: AuthUser, @UuidParam('id', uploadNotFound) id: string): Promise<PdfProcessing> {
    return this.processor.get(user.id, id);
  }

  /** Save to Library: the kept PDF attached to the pattern the form created (`{pattern_id}`); the pattern. */
  @Post(PDF_PROCESSOR_API.attach.route)
  @HttpCode(200)
  attach(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') bearer: string,
    @UuidParam('id', uploadNotFound) id: string,
    @ZodBody(PdfAttachInputSchema) body: PdfAttachInput,
  ): Promise<Pattern> {
    return this.processor.attach(user.id, bearer, id, body.pattern_id);
  }
}

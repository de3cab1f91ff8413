import { Controller, Headers, HttpCode, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  DESIGNER_API,
  DesignerDocumentInputSchema,
  DesignerInputSchema,
  type DesignerDocumentInput,
  type DesignerInput,
  type DesignerResponse,
  type Pattern,
} from '@yarn-mgmt/contracts';
import { ZodBody } from '@yarn-mgmt/nest-kit';
import type { Response } from 'express';
import { AiDesignerService } from './ai-designer.service.js';

@ApiTags('ai-designer')
@ApiBearerAuth()
@Controller()
export class AiDesignerController {
  constructor(private readonly designer: AiDesignerService) {}

  /** The designer fields (spec part 2 section 7): the pattern, every count computed and checked. */
  @Post(DESIGNER_API.generate)
  @HttpCode(200)
  generate(@ZodBody(DesignerInputSchema) input: DesignerInput): Promise<DesignerResponse> {
    return this.designer.generate(input);
  }

  /** Save (DECISIONS 12): the pattern created in the user's library with its PDF attached; the library's pattern. */
  @Post(DESIGNER_API.save)
  save(
    @Headers('authorization') bearer: string,
    @ZodBody(DesignerDocumentInputSchema) input: DesignerDocumentInput,
  ): Promise<Pattern> {
    return this.designer.save(bearer, input);
  }

  /** Download (DECISIONS 12): the same pattern as a PDF file. */
  @Post(DESIGNER_API.pdf)
  @HttpCode(200)
  @ApiProduces('application/pdf')
  async pdf(
    @ZodBody(DesignerDocumentInputSchema) input: DesignerDocumentInput,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.designer.pdf(input);
    response.setHeader('cache-control', 'no-store');
    return new StreamableFile(file.data, {
      type: 'application/pdf',
      disposition: `attachment; filename="${file.fileName}"`,
      length: file.data.length,
    });
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Pattern } from '@yarn-mgmt/contracts';
import { PATTERNS_API } from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, type AuthUser } from '@yarn-mgmt/nest-kit';
import { PatternError } from '../patterns/patterns.errors.js';
import { SimilarService } from './similar.service.js';

@ApiTags('patterns')
@ApiBearerAuth()
@Controller()
export class SimilarController {
  constructor(private readonly similar: SimilarService) {}

  /** At most 4 of the user's other patterns, most similar first (SIMILARITY_WEIGHTS). */
  @Get(PATTERNS_API.similar.route)
  list(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', () => PatternError.notFound()) id: string,
  ): Promise<Pattern[]> {
    return this.similar.similarTo(user.id, id);
  }
}

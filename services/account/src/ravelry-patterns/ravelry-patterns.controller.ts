import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  RAVELRY_PATTERN_ERRORS,
  RAVELRY_PATTERNS_API,
  isRavelryPatternId,
  type RavelryPattern,
} from '@yarn-mgmt/contracts';
import { CurrentUser, type AuthUser } from '@yarn-mgmt/nest-kit';
import { RavelryPatternError } from './ravelry-patterns.errors.js';
import { RavelryPatternsService } from './ravelry-patterns.service.js';

/**
 * A live Ravelry pattern, read with the caller's own link (DECISIONS 18). Clients ask for it as
 * `GET /patterns/{ravelryId}?source=ravelry`; the gateway sends that here (contracts' SOURCE_REWRITES).
 */
@ApiTags('ravelry')
@ApiBearerAuth()
@Controller()
export class RavelryPatternsController {
  constructor(private readonly patterns: RavelryPatternsService) {}

  @Get(RAVELRY_PATTERNS_API.pattern.route)
  @ApiNotFoundResponse({ description: RAVELRY_PATTERN_ERRORS.RAVELRY_PATTERN_NOT_FOUND[1] })
  @ApiConflictResponse({
    description: `${RAVELRY_PATTERN_ERRORS.RAVELRY_NOT_CONNECTED[1]} / ${RAVELRY_PATTERN_ERRORS.RAVELRY_RECONNECT[1]}`,
  })
  @ApiServiceUnavailableResponse({ description: RAVELRY_PATTERN_ERRORS.RAVELRY_UNAVAILABLE[1] })
  get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<RavelryPattern> {
    // Ravelry's ids are numbers: anything else names no pattern there.
    if (!isRavelryPatternId(id)) throw new RavelryPatternError('RAVELRY_PATTERN_NOT_FOUND');
    return this.patterns.get(user.id, id);
  }
}

import { Controller, Get, Headers } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PATTERNS_API, StashMatchQuerySchema, type StashMatch } from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, ZodQuery, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { PatternError } from '../patterns/patterns.errors.js';
import { StashMatchService } from './stash-match.service.js';

@ApiTags('patterns')
@ApiBearerAuth()
@Controller()
export class StashMatchController {
  constructor(private readonly stash: StashMatchService) {}

  /** 200 even when the inventory is down (`available: false`): the rest of the pattern page works. */
  @Get(PATTERNS_API.stashMatch.route)
  match(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', () => PatternError.notFound()) id: string,
    @ZodQuery(StashMatchQuerySchema) query: z.output<typeof StashMatchQuerySchema>,
    @Headers('authorization') bearer: string | undefined,
  ): Promise<StashMatch> {
    return this.stash.match(user.id, id, bearer, query.size);
  }
}

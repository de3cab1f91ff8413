import { Controller, Delete, Get, Headers, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  PatternDesignersQuerySchema,
  PatternDetailQuerySchema,
  PatternListQuerySchema,
  PATTERNS_API,
  PatternCreateInputSchema,
  PatternUpdateInputSchema,
  type Pattern,
  type PatternCategory,
  type PatternDesigner,
  type PatternDesignersQuery,
  type PatternListQuery,
  type PatternListResponse,
  type PatternStats,
  type PatternCreateInput,
  type PatternUpdateInput,
} from '@yarn-mgmt/contracts';
import { CurrentUser, UuidParam, ZodBody, ZodQuery, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { PatternError } from './patterns.errors.js';
import { PatternsService } from './patterns.service.js';

const patternNotFound = () => PatternError.notFound();

@ApiTags('patterns')
@ApiBearerAuth()
@Controller()
export class PatternsController {
  constructor(private readonly patterns: PatternsService) {}

  /** The library page; `makeable=true` asks the inventory for the user's stash with their own token. */
  @Get(PATTERNS_API.patterns)
  list(
    @CurrentUser() user: AuthUser,
    @ZodQuery(PatternListQuerySchema) query: PatternListQuery,
    @Headers('authorization') bearer: string | undefined,
  ): Promise<PatternListResponse> {
    return this.patterns.list(user.id, query, bearer);
  }

  @Get(PATTERNS_API.stats)
  stats(@CurrentUser() user: AuthUser): Promise<PatternStats> {
    return this.patterns.stats(user.id);
  }

  @Get(PATTERNS_API.categories)
  categories(): Promise<PatternCategory[]> {
    return this.patterns.categories();
  }

  /** The user's own designers: the form's autocompletion and the designer filter's suggestions. */
  @Get(PATTERNS_API.designers)
  designers(
    @CurrentUser() user: AuthUser,
    @ZodQuery(PatternDesignersQuerySchema) query: PatternDesignersQuery,
  ): Promise<PatternDesigner[]> {
    return this.patterns.designers(user.id, query);
  }

  /** `?source=` is checked (local or ravelry) but a library id is this library's pattern either way. */
  @Get(PATTERNS_API.pattern.route)
  get(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', patternNotFound) id: string,
    @ZodQuery(PatternDetailQuerySchema) _query: z.output<typeof PatternDetailQuerySchema>,
  ): Promise<Pattern> {
    return this.patterns.get(user.id, id);
  }

  @Post(PATTERNS_API.patterns)
  create(
    @CurrentUser() user: AuthUser,
    @ZodBody(PatternCreateInputSchema) body: PatternCreateInput,
  ): Promise<Pattern> {
    return this.patterns.create(user.id, body);
  }

  @Put(PATTERNS_API.pattern.route)
  update(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', patternNotFound) id: string,
    @ZodBody(PatternUpdateInputSchema) body: PatternUpdateInput,
  ): Promise<Pattern> {
    return this.patterns.update(user.id, id, body);
  }

  /** 204; the pattern's file leaves storage with it. */
  @Delete(PATTERNS_API.pattern.route)
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @UuidParam('id', patternNotFound) id: string): Promise<void> {
    await this.patterns.delete(user.id, id);
  }

  @Patch(PATTERNS_API.favorite.route)
  favorite(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', patternNotFound) id: string,
  ): Promise<{ id: string; is_favorite: boolean }> {
    return this.patterns.toggleFavorite(user.id, id);
  }
}

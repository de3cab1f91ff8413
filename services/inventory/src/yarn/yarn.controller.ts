import { Controller, Delete, Get, Headers, HttpCode, Patch, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  INVENTORY_API,
  LowStockQuerySchema,
  RecordUsageHeadersSchema,
  RecordUsageInputSchema,
  text,
  YarnListQuerySchema,
  YarnCreateInputSchema,
  YarnUpdateInputSchema,
  type Brand,
  type LowStockCount,
  type LowStockItem,
  type RecordUsageInput,
  type StashSummary,
  type Yarn,
  type YarnLine,
  type YarnListQuery,
  type YarnListResponse,
  type YarnCreateInput,
  type YarnUpdateInput,
} from '@yarn-mgmt/contracts';
import {
  CurrentUser,
  UuidParam,
  ZodBody,
  ZodQuery,
  ZodValidationPipe,
  type AuthUser,
} from '@yarn-mgmt/nest-kit';
import type { Response } from 'express';
import { z } from 'zod';
import { YarnError } from './yarn.errors.js';
import { YarnService } from './yarn.service.js';

const LinesQuerySchema = z.object({ brand: text(120).optional() }).strict();
const yarnNotFound = () => YarnError.notFound();
const usageHeaders = new ZodValidationPipe(RecordUsageHeadersSchema);

@ApiTags('yarn')
@ApiBearerAuth()
@Controller()
export class YarnController {
  constructor(private readonly yarn: YarnService) {}

  @Get(INVENTORY_API.yarn)
  list(
    @CurrentUser() user: AuthUser,
    @ZodQuery(YarnListQuerySchema) query: YarnListQuery,
  ): Promise<YarnListResponse> {
    return this.yarn.list(user.id, query);
  }

  /** The user's own brands. */
  @Get(INVENTORY_API.brands)
  brands(@CurrentUser() user: AuthUser): Promise<Brand[]> {
    return this.yarn.brands(user.id);
  }

  /** The user's own lines of a brand, for the form's autocompletion. */
  @Get(INVENTORY_API.lines)
  lines(
    @CurrentUser() user: AuthUser,
    @ZodQuery(LinesQuerySchema) query: z.output<typeof LinesQuerySchema>,
  ): Promise<YarnLine[]> {
    return this.yarn.linesOf(user.id, query.brand);
  }

  @Get(INVENTORY_API.lowStock)
  lowStock(
    @CurrentUser() user: AuthUser,
    @ZodQuery(LowStockQuerySchema) query: z.output<typeof LowStockQuerySchema>,
  ): Promise<LowStockItem[]> {
    return this.yarn.lowStock(user.id, query.limit);
  }

  /** The Low Stock Alert badge: every low or critical entry, while the panel lists the first few. */
  @Get(INVENTORY_API.lowStockCount)
  lowStockCount(@CurrentUser() user: AuthUser): Promise<LowStockCount> {
    return this.yarn.lowStockCount(user.id);
  }

  /** The stash grouped by line, colourway and dye lot, with what is left (read by the patterns service). */
  @Get(INVENTORY_API.stashSummary)
  stashSummary(@CurrentUser() user: AuthUser): Promise<StashSummary> {
    return this.yarn.stashSummary(user.id);
  }

  @Get(INVENTORY_API.yarnItem.route)
  get(@CurrentUser() user: AuthUser, @UuidParam('id', yarnNotFound) id: string): Promise<Yarn> {
    return this.yarn.get(user.id, id);
  }

  @Post(INVENTORY_API.yarn)
  create(
    @CurrentUser() user: AuthUser,
    @ZodBody(YarnCreateInputSchema) body: YarnCreateInput,
  ): Promise<Yarn> {
    return this.yarn.create(user.id, body);
  }

  @Put(INVENTORY_API.yarnItem.route)
  update(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', yarnNotFound) id: string,
    @ZodBody(YarnUpdateInputSchema) body: YarnUpdateInput,
  ): Promise<Yarn> {
    return this.yarn.update(user.id, id, body);
  }

  @Delete(INVENTORY_API.yarnItem.route)
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @UuidParam('id', yarnNotFound) id: string): Promise<void> {
    await this.yarn.delete(user.id, id);
  }

  @Patch(INVENTORY_API.favorite.route)
  favorite(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', yarnNotFound) id: string,
  ): Promise<{ id: string; is_favorite: boolean }> {
    return this.yarn.toggleFavorite(user.id, id);
  }

  @Post(INVENTORY_API.usage.route)
  @HttpCode(200)
  async use(
    @CurrentUser() user: AuthUser,
    @UuidParam('id', yarnNotFound) id: string,
    @ZodBody(RecordUsageInputSchema) body: RecordUsageInput,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Yarn> {
    const { 'idempotency-key': key } = usageHeaders.transform(headers, { type: 'custom' });
    const { item, replayed } = await this.yarn.recordUsage(user.id, id, body, key);
    if (replayed) response.setHeader('Idempotent-Replayed', 'true');
    return item;
  }
}

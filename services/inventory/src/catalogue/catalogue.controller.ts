import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  CatalogueQuerySchema,
  INVENTORY_API,
  type CatalogueBrandsResponse,
  type CatalogueQuery,
  type CatalogueResponse,
} from '@yarn-mgmt/contracts';
import { ZodQuery } from '@yarn-mgmt/nest-kit';
import { CatalogueRepository } from './catalogue.repository.js';

/**
 * The curated catalogue the yarn form autocompletes from. Its module is imported before the yarn module, so
 * `/yarn/catalogue` is matched here and never as the id of a stash entry (`/yarn/:id`).
 */
@ApiTags('yarn')
@ApiBearerAuth()
@Controller()
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueRepository) {}

  @Get(INVENTORY_API.catalogue)
  find(@ZodQuery(CatalogueQuerySchema) query: CatalogueQuery): Promise<CatalogueResponse> {
    return this.catalogue.find(query);
  }

  @Get(INVENTORY_API.catalogueBrands)
  async brands(): Promise<CatalogueBrandsResponse> {
    return { brands: await this.catalogue.brands() };
  }
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CATALOGUE_MAX_PAGE_SIZE,
  INVENTORY_API,
  type CatalogueBrandsResponse,
  type CatalogueResponse,
} from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { catalogueKeys } from '../../../api/query-keys';

/** Every brand of the curated catalogue. */
export function getCatalogueBrands(client: ApiClient): Promise<CatalogueBrandsResponse> {
  return client.get<CatalogueBrandsResponse>(INVENTORY_API.catalogueBrands);
}

/** The catalogue's lines of one brand (a brand has far fewer than the largest page). */
export function getCatalogueLines(client: ApiClient, brand: string): Promise<CatalogueResponse> {
  return client.get<CatalogueResponse>(INVENTORY_API.catalogue, {
    params: { brand, limit: CATALOGUE_MAX_PAGE_SIZE },
  });
}

export function catalogueBrandsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: catalogueKeys.brands(),
    queryFn: () => getCatalogueBrands(client),
    staleTime: Infinity,
  });
}

export function catalogueLinesQueryOptions(client: ApiClient, brand: string) {
  return queryOptions({
    queryKey: catalogueKeys.lines(brand),
    queryFn: () => getCatalogueLines(client, brand),
    staleTime: Infinity,
  });
}

export function useCatalogueBrands() {
  return useQuery(catalogueBrandsQueryOptions(useApiClient()));
}

export function useCatalogueLines(brand: string) {
  return useQuery({ ...catalogueLinesQueryOptions(useApiClient(), brand), enabled: brand.trim().length > 0 });
}

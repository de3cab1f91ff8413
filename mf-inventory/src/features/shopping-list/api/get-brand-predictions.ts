import { queryOptions, useQueries } from '@tanstack/react-query';
import { DEALS_API, type Prediction, type PredictionResponseSchema } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import type { z } from 'zod';
import { shoppingDealKeys } from '../../../api/query-keys';

type PredictionResponse = z.infer<typeof PredictionResponseSchema>;

/** `GET /deals/predict/{brand}` through the gateway: the brand's next predicted sale and its confidence. */
export function getBrandPrediction(client: ApiClient, brand: string): Promise<PredictionResponse> {
  return client.get<PredictionResponse>(DEALS_API.predict(brand));
}

export function brandPredictionQueryOptions(client: ApiClient, brand: string) {
  return queryOptions({
    queryKey: shoppingDealKeys.prediction(brand),
    queryFn: () => getBrandPrediction(client, brand),
    select: (answer): Prediction => answer.prediction,
  });
}

/** One prediction per brand; a brand whose prediction could not be read is left out. */
export function useBrandPredictions(brands: readonly string[]): ReadonlyMap<string, Prediction> {
  const client = useApiClient();
  return useQueries({
    queries: brands.map((brand) => brandPredictionQueryOptions(client, brand)),
    combine: (results) =>
      new Map(
        results.flatMap((result, index) => (result.data ? [[brands[index], result.data] as const] : [])),
      ),
  });
}

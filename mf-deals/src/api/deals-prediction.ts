import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEALS_API, type Prediction } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { dealKeys } from './deals-query-keys';
import type { PredictionResponse } from './deals-responses';

/** `GET /deals/predict/{brand}`: the brand's next predicted sale, or the reason there is none. */
export function getDealPrediction(client: ApiClient, brand: string): Promise<PredictionResponse> {
  return client.get<PredictionResponse>(DEALS_API.predict(brand));
}

export function dealPredictionQueryOptions(client: ApiClient, brand: string) {
  return queryOptions({
    queryKey: dealKeys.prediction(brand),
    queryFn: () => getDealPrediction(client, brand),
    select: (answer): Prediction => answer.prediction,
  });
}

/** Waits for a brand (empty: none chosen). */
export function useDealPrediction(brand: string) {
  return useQuery({ ...dealPredictionQueryOptions(useApiClient(), brand), enabled: brand !== '' });
}

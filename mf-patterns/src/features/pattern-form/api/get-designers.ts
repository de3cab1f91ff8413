import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATTERNS_API } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { patternKeys } from '../../../api/query-keys';

/**
 * One of the user's own designers. The patterns service's branch adds this shape to the contracts as
 * `PatternDesigner`; it is written out here until that lands.
 */
export interface DesignerOption {
  id: string;
  name: string;
}

/** `GET /patterns/designers`: the designer field's suggestions. */
export function getDesigners(client: ApiClient): Promise<DesignerOption[]> {
  return client.get<DesignerOption[]>(PATTERNS_API.designers);
}

export function designersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: patternKeys.designers(),
    queryFn: () => getDesigners(client),
    select: (designers) => designers.map((designer) => designer.name),
  });
}

export function useDesigners() {
  return useQuery(designersQueryOptions(useApiClient()));
}

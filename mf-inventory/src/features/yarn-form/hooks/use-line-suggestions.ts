import { useMemo } from 'react';
import type { YarnWeight } from '@yarn-mgmt/contracts';
import { useDebouncedValue } from '@yarn-mgmt/ui';
import { useYarnBrands } from '../../../api/get-yarn-brands';
import { useCatalogueBrands, useCatalogueLines } from '../api/get-catalogue';
import { useYarnLines } from '../api/get-yarn-lines';

export const OWN_GROUP = 'Your yarn';
export const CATALOGUE_GROUP = 'Catalogue';

/** A yarn line the form can fill its fields from: one of the user's own, or one of the catalogue. */
export interface LineSuggestion {
  name: string;
  weight_category: YarnWeight | null;
  fiber_content: string | null;
  yardage_per_skein: number | null;
  weight_grams: number | null;
  discontinued: boolean;
  group: typeof OWN_GROUP | typeof CATALOGUE_GROUP;
}

function suggestion(line: Omit<LineSuggestion, 'group'>, group: LineSuggestion['group']): LineSuggestion {
  const { name, weight_category, fiber_content, yardage_per_skein, weight_grams, discontinued } = line;
  return { name, weight_category, fiber_content, yardage_per_skein, weight_grams, discontinued, group };
}

const key = (name: string) => name.trim().toLowerCase();

/** Keeps the first of each name (case-insensitive): the user's own facts win over the catalogue's. */
function uniqueBy<T>(items: T[], name: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(name(item));
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Brand names to suggest: the user's own, then the catalogue's. */
export function useBrandSuggestions(): string[] {
  const own = useYarnBrands();
  const catalogue = useCatalogueBrands();
  return useMemo(
    () =>
      uniqueBy(
        [...(own.data ?? []).map((brand) => brand.name), ...(catalogue.data?.brands ?? [])],
        (name) => name,
      ),
    [own.data, catalogue.data],
  );
}

/** Lines of the brand being typed (asked for once the typing pauses): the user's own, then the catalogue's. */
export function useLineSuggestions(brandName: string) {
  const brand = useDebouncedValue(brandName.trim());
  const own = useYarnLines(brand);
  const catalogue = useCatalogueLines(brand);
  const lines = useMemo(
    () =>
      uniqueBy<LineSuggestion>(
        [
          ...(own.data ?? []).map((line) => suggestion(line, OWN_GROUP)),
          ...(catalogue.data?.lines ?? []).map((line) => suggestion(line, CATALOGUE_GROUP)),
        ],
        (line) => line.name,
      ),
    [own.data, catalogue.data],
  );
  return { lines, loading: own.isFetching || catalogue.isFetching };
}

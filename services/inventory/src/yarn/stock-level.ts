import { LOW_SKEINS_WITHOUT_DESIRED, STOCK_THRESHOLDS } from '@yarn-mgmt/domain';

// The stock-level filter of spec part 1 section 4 and DECISIONS 4 as SQL, built from libs/domain's thresholds so
// the two cannot drift (the integration tests check every entry lands in libs/domain's bucket). `out` at 0
// skeins; with a desired quantity and a known weight per skein, the grams left as a share of it; otherwise
// LOW_SKEINS_WITHOUT_DESIRED skeins or fewer is low. Moderate counts as sufficient, so each entry has one bucket.

/** The grams left, as SQL over `y` (yarn_items) joined to `l` (yarn_lines); NULL when the weight is unknown. */
export const QUANTITY_GRAMS_SQL = `round(y.skeins_remaining * NULLIF(l.weight_grams, 0), 2)`;

/** The bucket as one SQL expression, so the filter runs in the database (multiplied, not divided). */
export const STOCK_LEVEL_SQL = `(CASE
  WHEN y.skeins_remaining <= 0 THEN 'out'
  WHEN COALESCE(y.desired_quantity_grams, 0) > 0 AND ${QUANTITY_GRAMS_SQL} IS NOT NULL THEN CASE
    WHEN ${QUANTITY_GRAMS_SQL} * 100 < y.desired_quantity_grams * ${STOCK_THRESHOLDS.critical} THEN 'critical'
    WHEN ${QUANTITY_GRAMS_SQL} * 100 < y.desired_quantity_grams * ${STOCK_THRESHOLDS.low} THEN 'low'
    ELSE 'sufficient' END
  WHEN y.skeins_remaining <= ${LOW_SKEINS_WITHOUT_DESIRED} THEN 'low'
  ELSE 'sufficient' END)`;

// The stock-level filter of spec part 1 section 4 and DECISIONS 4, as SQL: the same buckets as libs/domain's
// stockFilterLevel (the integration tests check the two agree). `out` at 0 skeins; with a desired quantity the
// grams left as a share of it: under 25 % critical, under 50 % low, else sufficient (moderate, 50-100 %, counts
// as sufficient so that every entry is in one bucket); without one, 2 skeins or fewer is low.

/** The grams left, as SQL over `y` (yarn_items) joined to `l` (yarn_lines). */
export const QUANTITY_GRAMS_SQL = `(y.skeins_remaining * COALESCE(l.weight_grams, 0))`;

/** The bucket as one SQL expression, so the filter runs in the database (multiplied, not divided). */
export const STOCK_LEVEL_SQL = `(CASE
  WHEN y.skeins_remaining <= 0 THEN 'out'
  WHEN COALESCE(y.desired_quantity_grams, 0) > 0 THEN CASE
    WHEN ${QUANTITY_GRAMS_SQL} * 100 < y.desired_quantity_grams * 25 THEN 'critical'
    WHEN ${QUANTITY_GRAMS_SQL} * 100 < y.desired_quantity_grams * 50 THEN 'low'
    ELSE 'sufficient' END
  WHEN y.skeins_remaining <= 2 THEN 'low'
  ELSE 'sufficient' END)`;

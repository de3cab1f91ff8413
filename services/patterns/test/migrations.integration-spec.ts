import { PATTERN_CATEGORIES } from '@yarn-mgmt/contracts';
import { createDataSource, runMigrations } from '@yarn-mgmt/nest-kit';
import { createTestDatabase, queryTestDatabase, type TestDatabase } from '@yarn-mgmt/testing';
import { patternsDataSourceOptions } from '../src/database/data-source.js';
import { GaugeMeasurementText1768400000000 } from '../src/database/migrations/1768400000000-GaugeMeasurementText.js';
import { PatternPriceCurrency1769000000000 } from '../src/database/migrations/1769000000000-PatternPriceCurrency.js';

/** The options with the migrations before `migration` only, or up to it with `including`. */
function migrationsUpTo(
  options: ReturnType<typeof patternsDataSourceOptions>,
  migration: unknown,
  including = false,
): ReturnType<typeof patternsDataSourceOptions> {
  const migrations = options.migrations as unknown[];
  const at = migrations.indexOf(migration);
  return {
    ...options,
    migrations: migrations.slice(0, at + (including ? 1 : 0)) as typeof options.migrations,
  };
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('patterns_migrations');
});
afterAll(() => db?.drop());

const sql = <R extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  queryTestDatabase<R>(db.url, text, params);

describe('the patterns migrations', () => {
  it('seed the six categories, build the list and search indexes, and go down and up again', async () => {
    await runMigrations(patternsDataSourceOptions(db.url));
    expect(
      (await sql<{ name: string }>('SELECT name FROM pattern_categories ORDER BY position')).map(
        (r) => r.name,
      ),
    ).toEqual([...PATTERN_CATEGORIES]);
    const indexes = await sql<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'patterns' ORDER BY indexname`,
    );
    expect(indexes.find((i) => i.indexname === 'patterns_search_trgm')?.indexdef).toContain(
      'USING gin (search_text gin_trgm_ops)',
    );
    expect(indexes.map((i) => i.indexname)).toEqual([
      'PK_patterns_id',
      'patterns_search_trgm',
      'patterns_user_category',
      'patterns_user_created',
      'patterns_user_designer',
      'patterns_user_difficulty',
      // The provider link (issue 22): one row per user, source and provider id.
      'patterns_user_external',
      'patterns_user_title',
      'patterns_user_yardage',
    ]);

    const dataSource = createDataSource({ ...patternsDataSourceOptions(db.url), migrationsRun: false });
    await dataSource.initialize();
    try {
      // Every migration down, newest first.
      for (let left = dataSource.migrations.length; left > 0; left -= 1) await dataSource.undoLastMigration();
    } finally {
      await dataSource.destroy();
    }
    expect(
      await sql(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'`),
    ).toEqual([]);
    await runMigrations(patternsDataSourceOptions(db.url));
    expect(await sql('SELECT count(*)::int AS n FROM pattern_categories')).toEqual([{ n: 6 }]);
  });

  it('turn each gauge measurement into text with its unit, keeping its value, and back', async () => {
    const gaugeDb = await createTestDatabase('patterns_gauge_migration');
    const gaugeSql = <R extends Record<string, unknown>>(text: string) =>
      queryTestDatabase<R>(gaugeDb.url, text);
    const options = patternsDataSourceOptions(gaugeDb.url);
    try {
      await runMigrations(migrationsUpTo(options, GaugeMeasurementText1768400000000));
      await gaugeSql(`
        INSERT INTO patterns (user_id, title, gauge_measurement) VALUES
          (gen_random_uuid(), 'a', 4), (gen_random_uuid(), 'b', 1), (gen_random_uuid(), 'c', 3.94),
          (gen_random_uuid(), 'd', 2.5), (gen_random_uuid(), 'e', NULL)`);
      await runMigrations(migrationsUpTo(options, GaugeMeasurementText1768400000000, true));
      const rows = () =>
        gaugeSql<{ title: string; gauge_measurement: unknown }>(
          'SELECT title, gauge_measurement FROM patterns ORDER BY title',
        );
      expect(await rows()).toEqual([
        { title: 'a', gauge_measurement: '4 inches' },
        { title: 'b', gauge_measurement: '1 inch' },
        { title: 'c', gauge_measurement: '10 cm' },
        { title: 'd', gauge_measurement: '2.5 inches' },
        { title: 'e', gauge_measurement: null },
      ]);
      await gaugeSql(
        `INSERT INTO patterns (user_id, title, gauge_measurement) VALUES (gen_random_uuid(), 'f', '10 x 10 cm')`,
      );
      const dataSource = createDataSource({ ...options, migrationsRun: false });
      await dataSource.initialize();
      try {
        await dataSource.undoLastMigration();
      } finally {
        await dataSource.destroy();
      }
      expect(
        (await rows()).map((row) => [
          row.title,
          row.gauge_measurement === null ? null : Number(row.gauge_measurement),
        ]),
      ).toEqual([
        ['a', 4],
        ['b', 1],
        ['c', 3.94],
        ['d', 2.5],
        ['e', null],
        ['f', 3.94],
      ]);
    } finally {
      await gaugeDb.drop();
    }
  });

  it('give a price stored without a currency dollars, in the row and in its last import, and then require one', async () => {
    const priceDb = await createTestDatabase('patterns_price_currency_migration');
    const priceSql = <R extends Record<string, unknown>>(text: string) =>
      queryTestDatabase<R>(priceDb.url, text);
    const options = patternsDataSourceOptions(priceDb.url);
    const imported = (price: string, currency: string) =>
      `'{"title": "x", "price": ${price}, "currency": ${currency}}'::jsonb`;
    try {
      await runMigrations(migrationsUpTo(options, PatternPriceCurrency1769000000000));
      await priceSql(`
        INSERT INTO patterns (user_id, title, price, currency) VALUES
          (gen_random_uuid(), 'a', 7.5, NULL), (gen_random_uuid(), 'b', 7.5, 'EUR'),
          (gen_random_uuid(), 'c', NULL, NULL), (gen_random_uuid(), 'd', 0, NULL)`);
      await priceSql(`
        INSERT INTO patterns (user_id, title, price, currency, external_source, external_id, external_snapshot,
          external_pending) VALUES
          (gen_random_uuid(), 'r', 5, NULL, 'ravelry', '1', ${imported('5', 'null')}, ${imported('6', 'null')}),
          (gen_random_uuid(), 's', NULL, NULL, 'ravelry', '2', ${imported('null', 'null')}, NULL),
          (gen_random_uuid(), 't', 4, 'GBP', 'ravelry', '3', ${imported('4', '"GBP"')}, NULL)`);
      await runMigrations(migrationsUpTo(options, PatternPriceCurrency1769000000000, true));
      expect(
        await priceSql(`
          SELECT title, currency, external_snapshot ->> 'currency' AS imported,
            external_pending ->> 'currency' AS pending
          FROM patterns ORDER BY title`),
      ).toEqual([
        { title: 'a', currency: 'USD', imported: null, pending: null },
        { title: 'b', currency: 'EUR', imported: null, pending: null },
        { title: 'c', currency: null, imported: null, pending: null },
        { title: 'd', currency: 'USD', imported: null, pending: null },
        { title: 'r', currency: 'USD', imported: 'USD', pending: 'USD' },
        { title: 's', currency: null, imported: null, pending: null },
        { title: 't', currency: 'GBP', imported: 'GBP', pending: null },
      ]);
      const pricedWithout = `INSERT INTO patterns (user_id, title, price) VALUES (gen_random_uuid(), 'e', 3)`;
      await expect(priceSql(pricedWithout)).rejects.toThrow(/CHK_patterns_price_currency/);
      const dataSource = createDataSource({ ...options, migrationsRun: false });
      await dataSource.initialize();
      try {
        await dataSource.undoLastMigration();
      } finally {
        await dataSource.destroy();
      }
      await priceSql(pricedWithout);
      expect(await priceSql(`SELECT currency FROM patterns WHERE title = 'a'`)).toEqual([
        { currency: 'USD' },
      ]);
    } finally {
      await priceDb.drop();
    }
  });
});

import { runMigrations } from '@yarn-mgmt/nest-kit';
import { createTestDatabase, queryTestDatabase, type TestDatabase } from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { inventoryDataSourceOptions } from '../src/database/data-source.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('inventory_migrations');
});
afterAll(() => db?.drop());

const sql = (text: string, params: unknown[] = []) => queryTestDatabase(db.url, text, params);

describe('moving shared brands and lines to their users', () => {
  it('gives each user whose entries use a shared line a copy with its facts, and moves their entries to it', async () => {
    const options = inventoryDataSourceOptions(db.url);
    await runMigrations({ ...options, migrations: options.migrations.slice(0, 1) });
    const [ann, bob, carol] = [randomUUID(), randomUUID(), randomUUID()];
    const [brand] = await sql(`INSERT INTO brands (name, created_by) VALUES ('Malabrigo', $1) RETURNING id`, [
      ann,
    ]);
    const [line] = await sql(
      `INSERT INTO yarn_lines (brand_id, name, weight_grams, yardage_per_skein, created_by)
       VALUES ($1, 'Rios', 100, 210, $2) RETURNING id`,
      [brand?.id, ann],
    );
    await sql(`INSERT INTO yarn_lines (brand_id, name, created_by) VALUES ($1, 'Unused', $2)`, [
      brand?.id,
      carol,
    ]);
    await sql(`INSERT INTO brands (name) VALUES ('Nobody''s')`);
    for (const user of [ann, ann, bob]) {
      await sql(
        `INSERT INTO yarn_items (user_id, yarn_line_id, skeins_total, skeins_remaining) VALUES ($1, $2, 1, 1)`,
        [user, line?.id],
      );
    }

    await runMigrations(options);

    const owned = await sql(
      `SELECT b.user_id, b.name AS brand, l.name AS line, l.weight_grams::float AS grams,
              (SELECT count(*)::int FROM yarn_items y WHERE y.yarn_line_id = l.id) AS entries
       FROM yarn_lines l JOIN brands b ON b.id = l.brand_id ORDER BY entries DESC, l.name`,
    );
    expect(owned).toEqual([
      { user_id: ann, brand: 'Malabrigo', line: 'Rios', grams: 100, entries: 2 },
      { user_id: bob, brand: 'Malabrigo', line: 'Rios', grams: 100, entries: 1 },
      { user_id: carol, brand: 'Malabrigo', line: 'Unused', grams: null, entries: 0 },
    ]);
    expect(
      await sql(
        `SELECT count(*)::int AS n FROM yarn_lines l JOIN brands b ON b.id = l.brand_id WHERE l.user_id <> b.user_id`,
      ),
    ).toEqual([{ n: 0 }]);
    expect(await sql(`SELECT name FROM brands WHERE name = 'Nobody''s'`)).toEqual([]);
  });
});

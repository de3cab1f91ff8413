#!/usr/bin/env node
// Benchmark (not a test) of `GET /yarn` on a 10 000-entry stash, through the gateway and straight at the
// inventory service. Needs a running stack (`npm start`: account, inventory and the gateway up).
//
//   node scripts/bench-inventory.mjs [--requests 200] [--entries 10000] [--http]
//
// Seeding: by default one SQL bulk insert (generate_series) into the inventory database at
// INVENTORY_DATABASE_URL (default: the database `npm start` creates on its embedded PostgreSQL,
// postgres://postgres:postgres@127.0.0.1:54329/yarn_inventory). The rows are what POST /yarn would write: a few
// brands and lines of the bench user, and entries owned by them. `--http` seeds through POST /api/yarn instead
// (batches of concurrent requests; slower, but needs no database access).
//
// Env: GATEWAY_URL (default http://localhost:3000), INVENTORY_URL (default http://127.0.0.1:3102).
import pg from 'pg';
import { readOptions } from './lib/options.mjs';
import { signUpThroughGateway } from './lib/sign-up.mjs';
import { measureList, timedSeed } from './lib/timing.mjs';

const { number: option, flag } = readOptions();
const REQUESTS = option('requests', 200);
const ENTRIES = option('entries', 10_000);
const OVER_HTTP = flag('http');
const GATEWAY = process.env.GATEWAY_URL ?? 'http://localhost:3000';
const INVENTORY = process.env.INVENTORY_URL ?? 'http://127.0.0.1:3102';
const DATABASE_URL =
  process.env.INVENTORY_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54329/yarn_inventory';

async function json(url, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const body = await response.json().catch(() => undefined);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const ACCOUNT = { emailPrefix: 'bench', password: 'Bench1234', firstName: 'Bench', lastName: 'Mark' };

async function register() {
  const { token, user } = await signUpThroughGateway(GATEWAY, ACCOUNT);
  return { token, userId: user.id, email: user.email };
}

const BRANDS = ['Malabrigo', 'Cascade', 'Drops', 'Lion Brand', 'Knit Picks', 'Rowan', 'Sandnes', 'Berroco'];
const WEIGHTS = ['Lace', 'Sport', 'DK', 'Worsted', 'Chunky', 'Super Chunky'];
const COLOURS = ['Blue', 'Red', 'Green', 'Grey', 'Neutral', 'Purple', 'Yellow', 'Pink'];

async function seedSql(userId) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query('BEGIN');
    const lineIds = [];
    for (const [b, brand] of BRANDS.entries()) {
      await client.query(
        `INSERT INTO brands (name, user_id) VALUES ($1, $2) ON CONFLICT (user_id, (lower(name))) DO NOTHING`,
        [brand, userId],
      );
      const { rows } = await client.query(
        `SELECT id FROM brands WHERE user_id = $1 AND lower(name) = lower($2)`,
        [userId, brand],
      );
      for (let l = 0; l < 4; l += 1) {
        const { rows: line } = await client.query(
          `INSERT INTO yarn_lines (brand_id, name, weight_category, fiber_content, yardage_per_skein, weight_grams,
             user_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (brand_id, (lower(name))) DO UPDATE SET name = yarn_lines.name RETURNING id`,
          [
            rows[0].id,
            `Bench Line ${l + 1}`,
            WEIGHTS[(b + l) % WEIGHTS.length],
            'Wool, Nylon',
            150 + l * 40,
            50 + l * 25,
            userId,
          ],
        );
        lineIds.push(line[0].id);
      }
    }
    await client.query(
      `INSERT INTO yarn_items (user_id, yarn_line_id, colorway, color_family, purchase_price, storage_location,
         notes, tags, skeins_total, skeins_remaining, total_yardage, remaining_yardage, desired_quantity_grams,
         is_favorite, created_at)
       SELECT $1, ($2::uuid[])[1 + i % array_length($2::uuid[], 1)], 'Colorway ' || i,
         ($3::text[])[1 + i % array_length($3::text[], 1)], (i % 40) + 0.5, 'Bin ' || (i % 12),
         CASE WHEN i % 7 = 0 THEN 'for a cardigan' END, ARRAY['bench', 'tag' || (i % 9)],
         10, i % 11, 10 * 200, (i % 11) * 200, CASE WHEN i % 3 = 0 THEN 600 END, i % 13 = 0,
         now() - (i || ' minutes')::interval
       FROM generate_series(1, $4::int) AS i`,
      [userId, lineIds, COLOURS, ENTRIES],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE yarn_items');
  } finally {
    await client.end();
  }
}

async function seedHttp(token) {
  const batch = 50;
  for (let start = 0; start < ENTRIES; start += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, ENTRIES - start) }, (_, k) => {
        const i = start + k;
        return json(`${GATEWAY}/api/yarn`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: JSON.stringify({
            brand_name: BRANDS[i % BRANDS.length],
            line_name: `Bench Line ${(i % 4) + 1}`,
            weight_category: WEIGHTS[i % WEIGHTS.length],
            yardage_per_skein: 200,
            weight_grams: 100,
            colorway: `Colorway ${i}`,
            color_family: COLOURS[i % COLOURS.length],
            purchase_price: (i % 40) + 0.5,
            tags: ['bench'],
            skeins_total: 10,
            skeins_remaining: i % 11,
          }),
        });
      }),
    );
  }
}

const measure = (label, url, token) => measureList(label, url, token, { requests: REQUESTS });

const { token, userId, email } = await register();
console.log(
  `bench user ${email}; seeding ${ENTRIES} entries ${OVER_HTTP ? 'through POST /api/yarn' : 'with one SQL insert'}`,
);
await timedSeed(() => (OVER_HTTP ? seedHttp(token) : seedSql(userId)), REQUESTS);

const FILTERED = '?search=colorway&stockLevel=low&sort=brand&order=asc&priceMax=30';
for (const [name, query] of [
  ['first page', ''],
  ['filtered + sorted', FILTERED],
]) {
  const viaGateway = await measure(
    `GET /api/yarn${query} (gateway)`.slice(0, 44),
    `${GATEWAY}/api/yarn${query}`,
    token,
  );
  const direct = await measure(
    `GET /yarn${query} (inventory)`.slice(0, 44),
    `${INVENTORY}/yarn${query}`,
    token,
  );
  console.log(
    `${name}: gateway/direct ratio p50 ${(viaGateway.p50 / direct.p50).toFixed(2)}, p95 ${(viaGateway.p95 / direct.p95).toFixed(2)}\n`,
  );
}

#!/usr/bin/env node
// Benchmark (not a test) of `GET /patterns` on a 5 000-pattern library, through the gateway and straight at the
// patterns service. Needs a running stack (`npm start`: account, patterns and the gateway up).
//
//   node scripts/bench-patterns.mjs [--requests 200] [--patterns 5000] [--http]
//
// Seeding: by default a few SQL bulk inserts (generate_series) into the patterns database at
// PATTERNS_DATABASE_URL (default: the database `npm start` creates on its embedded PostgreSQL,
// postgres://postgres:postgres@127.0.0.1:54329/yarn_patterns). The rows are what POST /patterns would write:
// the bench user's designers, patterns with their search text, tags, techniques, per-size yardage and some
// files. `--http` seeds through POST /api/patterns instead (batches of concurrent requests; slower, but needs no
// database access).
//
// Env: GATEWAY_URL (default http://localhost:3000), PATTERNS_URL (default http://127.0.0.1:3103).
import pg from 'pg';
import { readOptions } from './lib/options.mjs';
import { signUpThroughGateway } from './lib/sign-up.mjs';
import { measureList, timedSeed } from './lib/timing.mjs';

const { number: option, flag } = readOptions();
const REQUESTS = option('requests', 200);
const PATTERNS = option('patterns', 5_000);
const OVER_HTTP = flag('http');
const GATEWAY = process.env.GATEWAY_URL ?? 'http://localhost:3000';
const SERVICE = process.env.PATTERNS_URL ?? 'http://127.0.0.1:3103';
const DATABASE_URL =
  process.env.PATTERNS_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54329/yarn_patterns';

const ACCOUNT = {
  emailPrefix: 'bench-patterns',
  password: 'Bench1234',
  firstName: 'Bench',
  lastName: 'Mark',
};
const DESIGNERS = Array.from({ length: 40 }, (_, i) => `Designer ${String(i + 1).padStart(2, '0')}`);
const WEIGHTS = ['Lace', 'Fingering', 'Sport', 'DK', 'Worsted', 'Aran', 'Chunky', 'Super Chunky'];
const WORDS = ['Cable', 'Lace', 'Raglan', 'Stripe', 'Garter', 'Moss', 'Brioche', 'Fair Isle', 'Twist', 'Rib'];
const KINDS = ['Sweater', 'Hat', 'Scarf', 'Blanket', 'Socks', 'Shawl'];
const TAGS = ['winter', 'gift', 'quick', 'baby', 'cozy', 'summer', 'stashbuster', 'classic'];
const TECHNIQUES = ['cables', 'lace', 'colorwork', 'in the round', 'short rows', 'top-down'];

async function seedSql(userId) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows: designers } = await client.query(
      `INSERT INTO pattern_designers (user_id, name) SELECT $1, unnest($2::text[]) RETURNING id, name`,
      [userId, DESIGNERS],
    );
    // Title "<word> <kind> <i>", one of 40 designers, a category for 5 of 6, every filtered column varied.
    await client.query(
      `INSERT INTO patterns (user_id, title, designer_id, category_id, craft_type, difficulty_level, yarn_weight,
         yardage_required, yardage_max, needle_sizes, sizes_available, is_free, is_favorite, price, currency,
         pattern_notes, personal_notes, search_text, created_at)
       SELECT $1, t.title, ($2::uuid[])[1 + i % array_length($2::uuid[], 1)],
         (SELECT id FROM pattern_categories WHERE position = 1 + i % 6 AND i % 6 <> 5),
         CASE WHEN i % 4 = 0 THEN 'crochet' ELSE 'knitting' END,
         CASE WHEN i % 9 = 0 THEN NULL ELSE 1 + i % 5 END,
         CASE WHEN i % 11 = 0 THEN NULL ELSE ($3::text[])[1 + i % 8] END,
         CASE WHEN i % 13 = 0 THEN NULL ELSE 100 + (i * 37) % 3000 END,
         CASE WHEN i % 3 = 0 THEN 400 + (i * 37) % 3000 END,
         ARRAY['US 7 (4.5 mm)'], ARRAY['S', 'M', 'L'], i % 5 = 0, i % 17 = 0,
         CASE WHEN i % 5 = 0 THEN NULL ELSE 4 + i % 10 END, CASE WHEN i % 5 = 0 THEN NULL ELSE 'USD' END,
         CASE WHEN i % 7 = 0 THEN 'Knit the yoke in the round' END, CASE WHEN i % 10 = 0 THEN 'For my sister' END,
         concat_ws(E'\\n', t.title, ($4::text[])[1 + i % array_length($4::text[], 1)],
           ($5::text[])[1 + i % 8], ($5::text[])[1 + (i / 8) % 8],
           CASE WHEN i % 7 = 0 THEN 'Knit the yoke in the round' END,
           CASE WHEN i % 10 = 0 THEN 'For my sister' END),
         now() - (i || ' minutes')::interval
       FROM generate_series(1, $6::int) AS i,
         LATERAL (SELECT ($7::text[])[1 + i % 10] || ' ' || ($8::text[])[1 + (i / 10) % 6] || ' ' || i AS title) t`,
      [
        userId,
        designers.map((d) => d.id),
        WEIGHTS,
        designers.map((d) => d.name),
        TAGS,
        PATTERNS,
        WORDS,
        KINDS,
      ],
    );
    const ordinal = `(SELECT id, row_number() OVER (ORDER BY created_at DESC) AS i FROM patterns WHERE user_id = $1) p`;
    await client.query(
      `INSERT INTO pattern_tags (user_id, pattern_id, name, position)
       SELECT $1, p.id, ($2::text[])[1 + (p.i + k) % 8], k FROM ${ordinal}, generate_series(0, 1) AS k`,
      [userId, TAGS],
    );
    await client.query(
      `INSERT INTO pattern_techniques (user_id, pattern_id, name, position)
       SELECT $1, p.id, ($2::text[])[1 + p.i % 6], 0 FROM ${ordinal}`,
      [userId, TECHNIQUES],
    );
    await client.query(
      `INSERT INTO pattern_size_yardage (user_id, pattern_id, size, yards, position)
       SELECT $1, p.id, s.size, 500 + 150 * s.k + (p.i % 300), s.k
       FROM ${ordinal}, (VALUES ('S', 0), ('M', 1), ('L', 2)) AS s(size, k) WHERE p.i % 2 = 0`,
      [userId],
    );
    await client.query(
      `INSERT INTO pattern_files (user_id, pattern_id, storage_key, original_name, size_bytes)
       SELECT $1, p.id, $1 || '/bench-' || p.id || '.pdf', 'bench.pdf', 1000 FROM ${ordinal} WHERE p.i % 4 = 0`,
      [userId],
    );
    await client.query('COMMIT');
    for (const table of [
      'patterns',
      'pattern_tags',
      'pattern_techniques',
      'pattern_size_yardage',
      'pattern_files',
    ])
      await client.query(`ANALYZE ${table}`);
  } finally {
    await client.end();
  }
}

async function seedHttp(token) {
  const batch = 25;
  for (let start = 0; start < PATTERNS; start += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, PATTERNS - start) }, async (_, k) => {
        const i = start + k;
        const response = await fetch(`${GATEWAY}/api/patterns`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            title: `${WORDS[i % 10]} ${KINDS[Math.floor(i / 10) % 6]} ${i}`,
            designer: DESIGNERS[i % DESIGNERS.length],
            category: ['Sweater', 'Hat', 'Scarf', 'Blanket', 'Socks', null][i % 6],
            difficulty_level: 1 + (i % 5),
            yarn_weight: WEIGHTS[i % 8],
            yardage_required: 100 + ((i * 37) % 3000),
            is_free: i % 5 === 0,
            price: i % 5 === 0 ? null : 4 + (i % 10),
            tags: [TAGS[i % 8], TAGS[(i + 1) % 8]],
            techniques: [TECHNIQUES[i % 6]],
          }),
        });
        if (!response.ok) throw new Error(`POST /api/patterns: ${response.status} ${await response.text()}`);
      }),
    );
  }
}

const measure = (label, url, token) => measureList(label, url, token, { requests: REQUESTS, labelWidth: 40 });

const { token, user } = await signUpThroughGateway(GATEWAY, ACCOUNT);
console.log(
  `bench user ${user.email}; seeding ${PATTERNS} patterns ${OVER_HTTP ? 'through POST /api/patterns' : 'with SQL'}`,
);
await timedSeed(() => (OVER_HTTP ? seedHttp(token) : seedSql(user.id)), REQUESTS);

const CASES = [
  ['default list', ''],
  ['search', '?search=fair%20isle'],
  [
    'combined filter',
    '?category=Sweater&difficulty=Beginner&yardageMin=500&yardageMax=2000&priceFilter=paid&craft_type=knitting&has_file=false',
  ],
  ['sort created_at', '?sort=created_at'],
  ['sort title', '?sort=title'],
  ['sort designer', '?sort=designer'],
  ['sort difficulty_level', '?sort=difficulty_level'],
  ['sort yardage_required', '?sort=yardage_required&order=desc'],
];
const results = [];
for (const [name, query] of CASES) {
  const viaGateway = await measure(`${name} (gateway)`, `${GATEWAY}/api/patterns${query}`, token);
  await measure(`${name} (patterns service)`, `${SERVICE}/patterns${query}`, token);
  results.push(viaGateway);
}
const worst = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
console.log(`\nworst p95 through the gateway: ${worst.p95.toFixed(1)} ms (${worst.label}); target < 50 ms`);

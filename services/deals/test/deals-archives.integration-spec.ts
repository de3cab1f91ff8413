import {
  ARCHIVES_API,
  ArchiveListResponseSchema,
  ArchiveSearchResponseSchema,
  ArchiveStatsResponseSchema,
  DEALS_API,
  DealStatsResponseSchema,
  DealTimelineResponseSchema,
  DealsResponseSchema,
  PatternAnalysisResponseSchema,
  PredictionResponseSchema,
} from '@yarn-mgmt/contracts';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seedDeal } from '@yarn-mgmt/testing';
import { dealsSuite } from './helpers.js';

// Rows seeded in SQL: this suite reads what the worker writes (the pipeline suite writes them for real).
const suite = dealsSuite('deals_reads');
const { call, admin, user, query } = suite;

let targetId: number;
/** A seeded deal of the suite's target (libs/testing's seedDeal: product, run, observation, deal). */
const seed = (brand: string, daysAgo: number, discount: number, active: boolean, name?: string) =>
  seedDeal(query, targetId, { brand, daysAgo, discount, active, name });

beforeAll(async () => {
  targetId = (await suite.createTarget()).id;
  // Malabrigo: a sale every 30 days; Drops: one sale; "cascade" spelled two ways.
  for (const [days, discount] of [
    [150, 20],
    [120, 25],
    [90, 20],
    [60, 30],
    [30, 25],
    [2, 40],
  ] as const)
    await seed('Malabrigo', days, discount, days === 2);
  await seedDeal(query, targetId, {
    brand: 'Drops',
    daysAgo: 5,
    discount: 10,
    active: true,
    currency: 'EUR',
  });
  await seed('Cascade', 3, 30, true, 'Cascade 220');
  await seed('cascade', 40, 20, false, 'Cascade Eco');
});

describe('/deals for every signed-in user', () => {
  it('answers 401 without a token on every route', async () => {
    for (const route of [
      DEALS_API.stats,
      DEALS_API.active,
      DEALS_API.timeline('Malabrigo'),
      DEALS_API.patterns('x'),
      DEALS_API.predict('x'),
    ])
      expect((await call('GET', route)).status).toBe(401);
  });

  it('gives the stats and the brands that have deals, one spelling each, sorted', async () => {
    const reply = DealStatsResponseSchema.parse((await call('GET', DEALS_API.stats, user())).body);
    expect(reply.stats).toEqual({ totalDeals: 9, activeDeals: 3, avgDiscount: 26.7, dealsThisWeek: 3 });
    expect(reply.brands).toEqual(['Cascade', 'Drops', 'Malabrigo']);
  });

  it('lists the active deals, biggest discount first', async () => {
    const reply = DealsResponseSchema.parse((await call('GET', `${DEALS_API.active}?limit=2`, user())).body);
    expect(reply.total).toBe(3);
    expect(reply.deals.map((d) => [d.brand, d.discount_percentage, d.is_active])).toEqual([
      ['Malabrigo', 40, true],
      ['Cascade', 30, true],
    ]);
    expect((await call('GET', `${DEALS_API.active}?limit=0`, user())).status).toBe(400);
  });

  it('gives each deal the currency its shop showed (DECISIONS 26)', async () => {
    const reply = DealsResponseSchema.parse((await call('GET', DEALS_API.active, user())).body);
    expect(reply.deals.map((d) => [d.brand, d.current_price, d.currency])).toEqual([
      ['Malabrigo', 6, 'USD'],
      ['Cascade', 7, 'USD'],
      ['Drops', 9, 'EUR'],
    ]);
  });

  it('gives a brand’s timeline (any case), newest first, with its daily history', async () => {
    const reply = DealTimelineResponseSchema.parse(
      (await call('GET', DEALS_API.timeline('CASCADE'), user())).body,
    );
    expect(reply.deals.map((d) => d.product_name)).toEqual(['Cascade 220', 'Cascade Eco']);
    expect(reply.history).toHaveLength(2);
    expect(reply.history[1]).toMatchObject({
      currency: 'USD',
      avg_price: 7,
      avg_discount: 30,
      products_on_sale: 1,
    });
    const drops = DealTimelineResponseSchema.parse(
      (await call('GET', DEALS_API.timeline('Drops'), user())).body,
    );
    expect(drops.history.map((point) => [point.currency, point.avg_price])).toEqual([['EUR', 9]]);
  });

  it('analyses and predicts from the brand’s sale episodes', async () => {
    const { patterns } = PatternAnalysisResponseSchema.parse(
      (await call('GET', DEALS_API.patterns('malabrigo'), user())).body,
    );
    expect(patterns.hasEnoughData).toBe(true);
    expect(patterns.seasonal.saleCount).toBe(6);
    expect(patterns.frequency.averageFrequencyDays).toBeCloseTo(29.6, 0);
    const { prediction } = PredictionResponseSchema.parse(
      (await call('GET', DEALS_API.predict('malabrigo'), user())).body,
    );
    expect(prediction.hasPrediction).toBe(true);
    expect(prediction.nextPredictedSale).not.toBeNull();
  });

  it('answers an unknown brand with no data and the message the page shows', async () => {
    const patterns = await call('GET', DEALS_API.patterns('No Such Yarn'), user());
    expect(patterns.status).toBe(200);
    expect(PatternAnalysisResponseSchema.parse(patterns.body).patterns.hasEnoughData).toBe(false);
    const predict = await call('GET', DEALS_API.predict('No Such Yarn'), user());
    const { prediction } = PredictionResponseSchema.parse(predict.body);
    expect(prediction).toMatchObject({ hasPrediction: false, nextPredictedSale: null });
    expect(prediction.message).toEqual(expect.any(String));
    const timeline = await call('GET', DEALS_API.timeline('No Such Yarn'), user());
    expect(timeline.body).toEqual({ deals: [], history: [] });
  });
});

describe('/archives for admins', () => {
  let archiveId: number;
  beforeAll(async () => {
    const dir = path.join(suite.harness.filesDir, 'archives');
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'seed-1.html'),
      '<html><body><h1>Autumn Sale</h1><p>Merino</p></body></html>',
    );
    const [row] = await query<{ id: number }>(
      `INSERT INTO archives (target_id, page_title, archive_type, file_size, archive_url, storage_key, scraped_at, search)
       VALUES ($1, 'Autumn Sale', 'html', 59, 'https://shop.example/sale', 'archives/seed-1.html', now(),
         to_tsvector('english', 'Autumn Sale Merino')) RETURNING id`,
      [targetId],
    );
    archiveId = row.id;
    await query(
      `INSERT INTO archives (target_id, page_title, archive_type, file_size, archive_url, storage_key, scraped_at, search)
       VALUES ($1, 'Old page', 'json', 2048, 'https://shop.example/api', 'archives/seed-old.json', now() - interval '400 days',
         to_tsvector('english', 'old'))`,
      [targetId],
    );
    await writeFile(path.join(dir, 'seed-old.json'), '{"products": []}');
  });

  it('guards every route: 401 without a token, 403 for a user', async () => {
    const routes: Array<[string, string]> = [
      ['GET', ARCHIVES_API.list],
      ['GET', ARCHIVES_API.stats],
      ['POST', ARCHIVES_API.search],
      ['GET', ARCHIVES_API.html(archiveId)],
      ['GET', ARCHIVES_API.download(archiveId)],
      ['DELETE', ARCHIVES_API.archive(archiveId)],
      ['POST', ARCHIVES_API.cleanup],
    ];
    for (const [method, route] of routes) {
      const body = method === 'POST' ? { query: 'sale' } : undefined;
      expect((await call(method, route, { body })).status).toBe(401);
      expect((await call(method, route, { token: user().token, body })).status).toBe(403);
    }
  });

  it('lists with total and target name, filters by target, and gives the stats', async () => {
    const list = ArchiveListResponseSchema.parse(
      (await call('GET', `${ARCHIVES_API.list}?limit=1&offset=0`, admin())).body,
    );
    expect(list.total).toBe(2);
    expect(list.archives).toEqual([
      expect.objectContaining({ id: archiveId, page_title: 'Autumn Sale', target_name: 'Wool Warehouse' }),
    ]);
    const none = await call('GET', `${ARCHIVES_API.list}?targetId=999999`, admin());
    expect(none.body).toEqual({ archives: [], total: 0 });
    const { stats } = ArchiveStatsResponseSchema.parse((await call('GET', ARCHIVES_API.stats, admin())).body);
    expect(stats).toEqual({ totalArchives: 2, totalGB: 0, avgFileSizeKB: 1.03, uniqueTargets: 1 });
  });

  it('serves the page sandboxed and downloads it as archive_{id}.html', async () => {
    const page = await call('GET', ARCHIVES_API.html(archiveId), admin());
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe('sandbox');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>Autumn Sale</h1>');
    const download = await call('GET', ARCHIVES_API.download(archiveId), admin());
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="archive_${archiveId}.html"`,
    );
    expect((await call('GET', ARCHIVES_API.html(999999), admin())).status).toBe(404);
    expect((await call('GET', '/archives/x1/html', admin())).status).toBe(404);
  });

  it('searches the page text, cleans up old archives with their files, deletes one', async () => {
    const found = await call('POST', ARCHIVES_API.search, {
      token: admin().token,
      body: { query: 'merino sale', limit: 20 },
    });
    expect(ArchiveSearchResponseSchema.parse(found.body).results.map((a) => a.id)).toEqual([archiveId]);
    expect(
      (await call('POST', ARCHIVES_API.search, { token: admin().token, body: { query: '  ' } })).status,
    ).toBe(400);
    const cleanup = await call('POST', ARCHIVES_API.cleanup, {
      token: admin().token,
      body: { daysOld: 365 },
    });
    expect(cleanup.body).toEqual({ recordsDeleted: 1 });
    expect(existsSync(path.join(suite.harness.filesDir, 'archives', 'seed-old.json'))).toBe(false);
    expect((await call('DELETE', ARCHIVES_API.archive(archiveId), admin())).status).toBe(204);
    expect(existsSync(path.join(suite.harness.filesDir, 'archives', 'seed-1.html'))).toBe(false);
    expect((await call('DELETE', ARCHIVES_API.archive(archiveId), admin())).status).toBe(404);
  });
});

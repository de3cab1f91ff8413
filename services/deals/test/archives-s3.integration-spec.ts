import {
  ARCHIVES_API,
  ArchiveListResponseSchema,
  SCRAPER_API,
  ScraperTriggerResponseSchema,
  type ScraperType,
} from '@yarn-mgmt/contracts';
import { FAKE_SHOP_SELECTORS } from '@yarn-mgmt/testing/shops';
import { readdir } from 'node:fs/promises';
import { dealsSuite, shopWithWorker } from './helpers.js';

// FILE_STORAGE=s3: the worker (in this process, with the API's settings) writes each run's page to a local
// S3-protocol server (s3rver), and the API, another process in production, reads it back from there.
const suite = dealsSuite('deals_archives_s3', { SCRAPER_ALLOW_PRIVATE: 'true' }, { fileStorage: 's3' });
const { call, admin, createTarget } = suite;
const theShop = shopWithWorker(suite.env);

const keys = () => suite.harness.s3!.keys();

/** A target on the fake shop, scraped once through the API's trigger (the worker runs it): its archive. */
async function archiveOf(scraperType: ScraperType, path: string) {
  const target = await createTarget({
    name: `Fake Shop ${scraperType}`,
    url: `${theShop().url}${path}`,
    scraperType,
    selectors: JSON.stringify(FAKE_SHOP_SELECTORS[scraperType]),
  });
  const reply = await call('POST', SCRAPER_API.trigger, {
    token: admin().token,
    body: { targetId: target.id },
  });
  expect(ScraperTriggerResponseSchema.parse(reply.body).result).toMatchObject({ successful: 1, failed: 0 });
  const listed = await call('GET', `${ARCHIVES_API.list}?targetId=${target.id}`, admin());
  const [archive] = ArchiveListResponseSchema.parse(listed.body).archives;
  const [row] = await suite.query<{ storage_key: string; run_id: number }>(
    'SELECT storage_key, run_id FROM archives WHERE id = $1',
    [archive.id],
  );
  return { ...archive, key: `deals/${row.storage_key}`, runId: row.run_id };
}

describe('scraped pages archived in S3', () => {
  it('keeps the pages the worker archives in the bucket, serves them from there, and removes them', async () => {
    const page = await archiveOf('static', '/shop/listing');
    expect(page).toMatchObject({ archive_type: 'html', key: `deals/archives/run-${page.runId}.html` });
    const json = await archiveOf('api', '/api/products');
    expect(json).toMatchObject({ archive_type: 'json', key: `deals/archives/run-${json.runId}.json` });
    expect(await keys()).toEqual([page.key, json.key].sort());
    expect(await readdir(suite.harness.filesDir)).toEqual([]);

    const html = await call('GET', ARCHIVES_API.html(page.id), admin());
    expect(html.status).toBe(200);
    expect(html.headers.get('content-security-policy')).toBe('sandbox');
    expect(html.body).toContain('Rios Teal Feather');
    expect(html.body).not.toMatch(/<script/i);
    const download = await call('GET', ARCHIVES_API.download(page.id), admin());
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="archive_${page.id}.html"`,
    );
    expect(Buffer.byteLength(String(download.body))).toBe(page.file_size);
    const shown = await call('GET', ARCHIVES_API.html(json.id), admin());
    expect(shown.body).toMatch(/^<!doctype html>.*<pre>\{/s);
    expect(shown.body).toContain('Malabrigo');

    expect((await call('DELETE', ARCHIVES_API.archive(page.id), admin())).status).toBe(204);
    expect(await keys()).toEqual([json.key]);
    expect((await call('GET', ARCHIVES_API.html(page.id), admin())).status).toBe(404);
    await suite.query(`UPDATE archives SET scraped_at = now() - interval '30 days'`);
    const cleanup = await call('POST', ARCHIVES_API.cleanup, { token: admin().token, body: { daysOld: 7 } });
    expect(cleanup.body).toEqual({ recordsDeleted: 1 });
    expect(await keys()).toEqual([]);
  });
});

import express from 'express';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serveBuiltFiles } from './static-files.js';

describe('serveBuiltFiles', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'static-'));
  const source = 'console.log("a knitted chunk");'.repeat(40);
  let server: Server;
  let base: string;

  beforeAll(async () => {
    for (const name of ['main.js', 'pages.1a2b3c4d.js']) {
      writeFileSync(path.join(dir, name), source);
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(source));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(source));
    }
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(dir, '540.0a1b2c3d.js'), 'var tiny=1;');
    const app = express();
    app.use(serveBuiltFiles(dir));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (file: string, encoding: string) =>
    fetch(`${base}/${file}`, { headers: { 'accept-encoding': encoding } });

  it('sends the brotli copy to a browser that accepts it, gzip to one that takes only gzip', async () => {
    const br = await get('main.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await br.text()).toBe(source);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(source.length / 5);

    const gz = await get('main.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(source);

    const plain = await get('main.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(source);
  });

  it('caches content-hashed files for a year and makes the browser revalidate the rest', async () => {
    const hashed = await get('pages.1a2b3c4d.js', 'br');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const file of ['main.js', 'mf-manifest.json']) {
      const response = await get(file, 'br');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toBeTruthy();
      expect(response.headers.get('last-modified')).toBeTruthy();
    }
  });

  it('compresses a text file the build wrote no copy of, and one written after the gateway started', async () => {
    const tiny = await get('540.0a1b2c3d.js', 'gzip, deflate, br');
    expect(tiny.headers.get('content-encoding')).toBe('br');
    expect(tiny.headers.get('content-type')).toMatch(/javascript/);
    expect(tiny.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await tiny.text()).toBe('var tiny=1;');

    const late = 'export const rebuilt = "a chunk built later";'.repeat(30);
    writeFileSync(path.join(dir, 'late.9f8e7d6c.js'), late);
    const br = await get('late.9f8e7d6c.js', 'br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Number(br.headers.get('content-length'))).toBeLessThan(late.length / 5);
    expect(await br.text()).toBe(late);
    const gz = await get('late.9f8e7d6c.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(late);

    // Changed in place (a rebuild keeping the name): the new content, not the compressed copy kept in memory.
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"rebuilt"}');
    const manifest = await get('mf-manifest.json', 'br');
    expect(manifest.headers.get('content-encoding')).toBe('br');
    expect(await manifest.json()).toEqual({ id: 'rebuilt' });
  });

  it('answers a revalidation of an unchanged file with 304', async () => {
    // As a browser's reload does (fetch would add `Cache-Control: no-cache`, which forbids a 304).
    const revalidate = (file: string, etag: string | null) =>
      fetch(`${base}/${file}`, {
        headers: { 'accept-encoding': 'br', 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
      });
    const first = await get('main.js', 'br');
    await first.text();
    const again = await revalidate('main.js', first.headers.get('etag'));
    expect(again.status).toBe(304);

    const compressedHere = await get('540.0a1b2c3d.js', 'br');
    await compressedHere.text();
    const unchanged = await revalidate('540.0a1b2c3d.js', compressedHere.headers.get('etag'));
    expect(unchanged.status).toBe(304);
  });
});

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
});

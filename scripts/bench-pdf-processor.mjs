#!/usr/bin/env node
// Benchmark (not a test) of the PDF Pattern Processor (issue 20): a 200-page 40 MB pattern PDF uploaded to the
// tools service's build (time, the service's peak RSS, and a light request answering meanwhile), then the OCR
// of one scanned page. Runs the service itself as a process on a fresh database of the local PostgreSQL
// (DATABASE_SERVER_URL, default postgres://postgres@127.0.0.1:5432), with a JWKS of its own: no stack needed.
// Needs the builds: `npx nx run-many -t build --projects=@yarn-mgmt/service-tools,@yarn-mgmt/testing`.
//
//   node scripts/bench-pdf-processor.mjs [--pages 200] [--megabytes 40]
import { createCanvas } from '@napi-rs/canvas';
import { makeScannedPatternPdf } from '@yarn-mgmt/testing/pdf';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readOptions } from './lib/options.mjs';
import { serviceNodeArgs } from './start/node-flags.mjs';

// libs/testing's harness parts, from its build (its main entry also loads the jest-only fuzz harness).
const testing = (file) => import(new URL(`../libs/testing/dist/${file}.js`, import.meta.url).href);
const { createTestDatabase } = await testing('database');
const { createTestKeyPair, signTestToken } = await testing('keys');
const { serveJwks } = await testing('service-harness');

const { number: option } = readOptions();
const PAGES = option('pages', 200);
const MEGABYTES = option('megabytes', 40);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (message) => process.stdout.write(`[bench:pdf] ${message}\n`);

/** A noisy picture as a JPEG of about `bytes` (noise does not compress): a page's photo. */
function photo(seed, bytes) {
  const side = Math.round(Math.sqrt(bytes / 0.9));
  const canvas = createCanvas(side, side);
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(side, side);
  let state = seed * 2654435761;
  for (let i = 0; i < pixels.data.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels.data[i] = i % 4 === 3 ? 255 : state >>> 24;
  }
  context.putImageData(pixels, 0, 0);
  return canvas.encode('jpeg', 92);
}

async function bigPatternPdf() {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const perPage = (MEGABYTES * 1024 * 1024) / PAGES;
  for (let number = 1; number <= PAGES; number += 1) {
    const page = document.addPage([612, 792]);
    const lines =
      number === 1
        ? [
            'Harbour Pullover',
            'by Wren Ashdown',
            '',
            'Skill level: Intermediate',
            'Sizes: S (M, L, XL)',
            'Yarn: 800 (950, 1100, 1250) yds of worsted weight yarn',
            'Needles: US 7 (4.5 mm)',
            'Gauge: 20 sts and 28 rows = 4 in',
          ]
        : Array.from(
            { length: 30 },
            (_, row) => `Page ${number}, row ${row + 1}: knit to marker, sm, k2, p2 to end.`,
          );
    lines.forEach((line, index) => page.drawText(line, { x: 50, y: 740 - index * 13, size: 10, font }));
    const image = await document.embedJpg(await photo(number, perPage));
    page.drawImage(image, { x: 50, y: 50, width: 250, height: 250 });
  }
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

function startTools(env) {
  // With the launcher's flags for it (scripts/start/node-flags.mjs), so the memory measured is the one it runs with.
  const child = spawn(
    process.execPath,
    serviceNodeArgs('tools', path.join(root, 'services/tools/dist/main.js')),
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return child;
}

const rssOf = (pid, key) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(key));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
};

/** GET `url` every 50 ms from a worker thread until stopped: how many answered, failed, each one's time (ms). */
function lightRequests(url) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const light = { answered: 0, failed: 0, slowest: 0, times: [] };
    let busy = true;
    parentPort.once('message', () => (busy = false));
    (async () => {
      while (busy) {
        const started = performance.now();
        const reply = await fetch(workerData).catch(() => null);
        light.times.push(performance.now() - started);
        light.slowest = Math.max(light.slowest, light.times.at(-1));
        if (reply?.ok) light.answered += 1;
        else light.failed += 1;
        await reply?.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      parentPort.postMessage(light);
    })();`,
    { eval: true, workerData: url },
  );
  return {
    stop: () => {
      const result = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      return result.finally(() => worker.terminate());
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function waitHealthy(url) {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the tools service did not start');
}

const keys = createTestKeyPair();
const jwks = await serveJwks(keys);
const db = await createTestDatabase('bench_pdf_processor');
const files = mkdtempSync(path.join(tmpdir(), 'bench-pdf-'));
const port = 3190 + Math.floor(Math.random() * 9);
const url = `http://127.0.0.1:${port}`;
const child = startTools({
  PORT: String(port),
  DATABASE_URL: db.url,
  ACCOUNT_URL: jwks.url,
  FILE_STORAGE_DIR: files,
  LOG_LEVEL: 'warn',
  PDF_READ_TIMEOUT_MS: '60000',
});
try {
  await waitHealthy(url);
  const token = signTestToken(
    keys.privateKey,
    { sub: randomUUID(), email: 'bench@example.com', role: 'user' },
    { kid: keys.kid },
  );
  log(`making a ${PAGES}-page PDF of about ${MEGABYTES} MB…`);
  const pdf = await bigPatternPdf();
  log(`PDF: ${(pdf.length / 1024 / 1024).toFixed(1)} MB, ${PAGES} pages`);
  const ready = rssOf(child.pid, 'VmRSS');
  let peak = ready;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid, 'VmRSS'))), 20);
  // The light requests go from a thread of their own: this one is busy sending 40 MB, and its stalls are not the
  // service's.
  const pinger = lightRequests(`${url}/health`);
  const form = new FormData();
  form.append('pdf', new Blob([pdf], { type: 'application/pdf' }), 'pullover.pdf');
  const started = performance.now();
  const reply = await fetch(`${url}/pdf-processor/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const took = performance.now() - started;
  const light = await pinger.stop();
  clearInterval(sampler);
  const body = await reply.json();
  log(
    `200-page upload: ${reply.status} in ${(took / 1000).toFixed(2)} s; pages read ${body.pagesRead}/${body.pages}, ` +
      `${body.extractedData?.text.length} characters, ${body.extractedData?.images.length} images, title ${JSON.stringify(body.analysis?.title)}`,
  );
  log(
    `service RSS: ${ready.toFixed(0)} MB ready, peak ${Math.max(peak, rssOf(child.pid, 'VmHWM')).toFixed(0)} MB (VmHWM)`,
  );
  log(
    `meanwhile GET /health answered ${light.answered} times (${light.failed} failed), median ${median(light.times).toFixed(0)} ms, slowest ${light.slowest.toFixed(0)} ms`,
  );

  const scan = await makeScannedPatternPdf(
    'Seaside Scarf\nby Ann Purl\n\nSkill level: Easy\nYarn: 2 skeins of DK weight, 400 yds',
    { fontSize: 12 },
  );
  const scanForm = new FormData();
  scanForm.append('pdf', new Blob([scan], { type: 'application/pdf' }), 'scan.pdf');
  const ocrStarted = performance.now();
  const accepted = await (
    await fetch(`${url}/pdf-processor/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: scanForm,
    })
  ).json();
  let done = accepted;
  while (done.status === 'processing') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    done = await (
      await fetch(`${url}/pdf-processor/uploads/${accepted.id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
  }
  log(
    `OCR of one scanned page: ${done.status} in ${((performance.now() - ocrStarted) / 1000).toFixed(2)} s (engine start included), title ${JSON.stringify(done.analysis?.title)}; service peak RSS ${rssOf(child.pid, 'VmHWM').toFixed(0)} MB`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await db.drop();
  jwks.server.close();
  rmSync(files, { recursive: true, force: true });
}

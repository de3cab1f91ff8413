#!/usr/bin/env node
// Measurement (not a test) of what a knitter's browser downloads: a cold /dashboard, a reload, and opening /yarn for
// the first time, in the system Chromium (Playwright), against a running stack (`npm start`).
//
//   node scripts/measure-static.mjs
//
// "Transferred" is the bytes on the wire (compressed body + headers, Chromium's encodedDataLength), as DevTools
// shows. Targets (issue 7): cold /dashboard <= 350 KB; a reload requests no content-hashed file; first /yarn
// <= 80 KB. Env: GATEWAY_URL (default http://127.0.0.1:3000), CHROMIUM_PATH.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@yarn-mgmt/testing/browser';
import { signUpThroughGateway } from './lib/sign-up.mjs';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
// webpack names content-hashed files `<name>.<hash>.js`; index.html, remoteEntry.js and manifests are not hashed.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;

const ACCOUNT = { emailPrefix: 'static', password: 'Static1234', firstName: 'Static', lastName: 'Check' };

async function signUp() {
  const { token } = await signUpThroughGateway(GATEWAY, ACCOUNT);
  return token;
}

/** Records every network response of a page through CDP: URL, status, bytes on the wire, cache use. */
async function recorder(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let entries = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    entries.set(requestId, { url: response.url, status: response.status, bytes: 0, encoding: '' });
    entries.get(requestId).encoding =
      response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '';
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = entries.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  return {
    take() {
      const taken = [...entries.values()];
      entries = new Map();
      return taken;
    },
  };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const sum = (entries) => entries.reduce((total, entry) => total + entry.bytes, 0);
const isStatic = (entry) => !new URL(entry.url).pathname.startsWith('/api/');

const token = await signUp();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext();
  await context.addInitScript((value) => globalThis.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  const network = await recorder(page);

  await page.goto(`${GATEWAY}/dashboard`, { waitUntil: 'networkidle' });
  const cold = network.take();
  const coldStatic = cold.filter(isStatic);
  console.log(`cold /dashboard: ${kb(sum(cold))} transferred in ${cold.length} responses`);
  console.log(
    `  static files ${kb(sum(coldStatic))} (${coldStatic.length}); target <= 350 KB: ${sum(cold) <= 350_000 ? 'MET' : 'NOT MET'}`,
  );
  const uncompressed = coldStatic.filter(
    (entry) => !entry.encoding && /\.(js|css|html|json)$/.test(new URL(entry.url).pathname),
  );
  if (uncompressed.length)
    console.log(
      `  sent uncompressed: ${uncompressed.map((entry) => new URL(entry.url).pathname).join(', ')}`,
    );
  for (const entry of [...coldStatic].sort((a, b) => b.bytes - a.bytes).slice(0, 8)) {
    console.log(
      `    ${kb(entry.bytes).padStart(9)}  ${entry.encoding || 'identity'}  ${new URL(entry.url).pathname}`,
    );
  }

  await page.reload({ waitUntil: 'networkidle' });
  const reload = network.take();
  const hashedRequested = reload.filter(
    (entry) => HASHED.test(new URL(entry.url).pathname) && entry.bytes > 0,
  );
  console.log(
    `reload /dashboard: ${reload.filter((entry) => entry.bytes > 0).length} requests went to the network, ${kb(sum(reload))}`,
  );
  console.log(
    `  content-hashed files requested: ${hashedRequested.length}; target 0: ${hashedRequested.length === 0 ? 'MET' : 'NOT MET'}`,
  );

  await page.getByRole('navigation').getByRole('link', { name: 'Yarn Inventory', exact: true }).click();
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(500);
  const yarn = network.take();
  const yarnStatic = yarn.filter(isStatic);
  console.log(
    `first /yarn: ${kb(sum(yarn))} transferred (static ${kb(sum(yarnStatic))} in ${yarnStatic.length} files); target <= 80 KB: ${sum(yarn) <= 80_000 ? 'MET' : 'NOT MET'}`,
  );
} finally {
  await browser.close();
}

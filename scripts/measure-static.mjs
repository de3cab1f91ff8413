#!/usr/bin/env node
// Measurement (not a test) of what a knitter's browser downloads: a cold /dashboard, a reload, and opening /yarn for
// the first time, in the system Chromium (Playwright), against a running stack (`npm start`).
//
//   node scripts/measure-static.mjs
//
// "Transferred" is the bytes on the wire (compressed body + headers, Chromium's encodedDataLength), as DevTools
// shows. Targets (issue 23): cold /dashboard <= 300 KB; a reload requests no content-hashed file; a module's first
// page (/yarn, /patterns, /projects, /deals, each opened from the side panel after a cold /dashboard) <= 80 KB;
// every text file compressed. Env: GATEWAY_URL (default http://127.0.0.1:3000), CHROMIUM_PATH.
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

const DASHBOARD_TARGET = 300_000;
const MODULE_TARGET = 80_000;
/** A module's first page and the side panel link that opens it. */
const MODULE_PAGES = [
  ['/yarn', 'Yarn Inventory'],
  ['/patterns', 'Pattern Library'],
  ['/projects', 'Projects'],
  ['/deals', 'Yarn Deals'],
];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const sum = (entries) => entries.reduce((total, entry) => total + entry.bytes, 0);
/** What the gateway serves (not an API call, not the demo shop's product images on their own origin). */
const isStatic = (entry) =>
  new URL(entry.url).origin === new URL(GATEWAY).origin && !new URL(entry.url).pathname.startsWith('/api/');
const TEXT = /\.(js|mjs|css|html|json|svg|txt)$|^\/[^.]*$/;
/** Text files (scripts, manifests, /remotes.json, index.html under any page URL) that came without compression. */
const uncompressedText = (entries) =>
  entries.filter(
    (entry) =>
      isStatic(entry) && entry.bytes > 0 && !entry.encoding && TEXT.test(new URL(entry.url).pathname),
  );
const uncompressedSeen = new Set();

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
    `  static files ${kb(sum(coldStatic))} (${coldStatic.length}); target <= 300 KB: ${sum(cold) <= DASHBOARD_TARGET ? 'MET' : 'NOT MET'}`,
  );
  for (const entry of uncompressedText(cold)) uncompressedSeen.add(new URL(entry.url).pathname);
  for (const entry of [...coldStatic]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, Number(process.env.TOP ?? 8))) {
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

  await context.close();

  for (const [pathname, link] of MODULE_PAGES) {
    // A fresh browser per module: its first page after a cold /dashboard, nothing of another module cached.
    const moduleContext = await browser.newContext();
    await moduleContext.addInitScript((value) => globalThis.localStorage.setItem('token', value), token);
    const modulePage = await moduleContext.newPage();
    const moduleNetwork = await recorder(modulePage);
    await modulePage.goto(`${GATEWAY}/dashboard`, { waitUntil: 'networkidle' });
    moduleNetwork.take();
    await modulePage.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
    await modulePage.waitForURL(`**${pathname}`);
    await modulePage.waitForLoadState('networkidle');
    await modulePage.getByRole('heading', { level: 1 }).first().waitFor();
    await modulePage.waitForTimeout(500);
    const first = moduleNetwork.take();
    for (const entry of uncompressedText(first)) uncompressedSeen.add(new URL(entry.url).pathname);
    const firstStatic = first.filter(isStatic);
    console.log(
      `first ${pathname}: ${kb(sum(first))} transferred (static ${kb(sum(firstStatic))} in ${firstStatic.length} files); target <= 80 KB: ${sum(first) <= MODULE_TARGET ? 'MET' : 'NOT MET'}`,
    );
    await moduleContext.close();
  }
  console.log(
    `text files sent uncompressed: ${uncompressedSeen.size ? [...uncompressedSeen].join(', ') : 'none'}; target none: ${uncompressedSeen.size ? 'NOT MET' : 'MET'}`,
  );
} finally {
  await browser.close();
}

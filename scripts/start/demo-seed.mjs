import { randomUUID } from 'node:crypto';
import { DEMO_PATTERNS, DEMO_PROJECTS, DEMO_SHOPPING_LIST, DEMO_YARN } from './demo-data.mjs';

// A lived-in demo account for `npm start`: a stash, a shopping list, patterns (most with a PDF) and projects in
// every status, made through the public API like a user would (the launcher writes to no database). Once only:
// a demo account that already has a stash is left alone, so a restart (or the user's own edits) changes nothing.

/** Runs `work` over `items`, `width` at a time, keeping the order of the answers. */
async function inBatches(items, width, work) {
  const results = [];
  for (let i = 0; i < items.length; i += width)
    results.push(...(await Promise.all(items.slice(i, i + width).map((item, j) => work(item, i + j)))));
  return results;
}

/** The pattern PDF builder the tests use (libs/testing, built with the services); no PDFs if it is not built. */
async function pdfBuilder() {
  try {
    const { makePatternPdf } = await import('@yarn-mgmt/testing/pdf');
    return makePatternPdf;
  } catch {
    return null;
  }
}

/** Signs in through the gateway and answers the token. */
async function signIn(gatewayUrl, username, password) {
  const login = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`cannot sign in as ${username}: ${login.status}`);
  return (await login.json()).token;
}

/**
 * @param {{ gatewayUrl: string, token?: string, username: string, password: string,
 *   log: (message: string) => void }} options  `token`: a current session of that user, else it signs in
 * @returns {Promise<boolean>} whether it seeded anything
 */
export async function seedDemoData({ gatewayUrl, token: session, username, password, log }) {
  const started = Date.now();
  const token = session ?? (await signIn(gatewayUrl, username, password));
  const call = async (method, path, body, headers = {}) => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${gatewayUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} /api${path}: ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  };

  const stash = await call('GET', '/yarn?limit=1');
  if (stash.total > 0) return false;

  const yarn = await inBatches(DEMO_YARN, 6, (entry) => call('POST', '/yarn', entry));
  await inBatches(DEMO_SHOPPING_LIST, 4, ({ yarnIndex, ...item }) =>
    call('POST', '/shopping-list', { ...item, yarn_id: yarnIndex === undefined ? null : yarn[yarnIndex].id }),
  );

  const makePdf = await pdfBuilder();
  let drawn = 0;
  const patterns = await inBatches(DEMO_PATTERNS, 3, async ({ pdf, ...fields }) => {
    const pattern = await call('POST', '/patterns', fields);
    if (pdf && makePdf) {
      const form = new FormData();
      // A picture of a ball of yarn drawn at seed time (no photo is shipped), so the library shows covers: the
      // patterns service makes each pattern's cover from its PDF's largest picture.
      const hue = (drawn++ * 97 + 15) % 360;
      const picture = { width: 480, height: 600, hue, caption: 'Demo picture (local test data)' };
      const bytes = await makePdf(pdf, { pictures: [picture] });
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), `${fields.title}.pdf`);
      await call('POST', `/patterns/${pattern.id}/file`, form);
    }
    return pattern;
  });

  await inBatches(DEMO_PROJECTS, 3, async (plan) => {
    const project = await call('POST', '/projects', {
      name: plan.name,
      pattern_id: patterns[plan.pattern].id,
      status: 'active',
      progress_percentage: plan.progress,
      allocations: plan.yarn.map((index) => ({ yarn_id: yarn[index].id, skeins: plan.reserve })),
    });
    if (plan.used) {
      const [allocation] = project.allocations;
      await call(
        'POST',
        `/projects/${project.id}/usage`,
        { allocation_id: allocation.id, skeins: plan.used },
        { 'idempotency-key': randomUUID() },
      );
    }
    if (plan.counter) await call('POST', `/projects/${project.id}/counters`, plan.counter);
    // Created active (usage is recorded while knitting), then moved where it belongs, as on the board.
    if (plan.status !== 'active')
      await call('PATCH', `/projects/${project.id}/status`, { status: plan.status });
  });

  log(
    `demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${yarn.length} stash entries, ` +
      `${DEMO_SHOPPING_LIST.length} shopping list items, ${patterns.length} patterns` +
      `${makePdf ? '' : ' (no PDFs: libs/testing is not built)'}, ${DEMO_PROJECTS.length} projects`,
  );
  return true;
}

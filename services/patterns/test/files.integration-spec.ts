/* eslint-disable @typescript-eslint/no-unsafe-member-access --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import { PATTERN_PDF_MAX_BYTES, PatternFileLinksSchema } from '@yarn-mgmt/contracts';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { signFileLink } from '../src/files/file-links.js';
import { PDF, patternsSuite, pdfForm } from './helpers.js';

const SECRET = 'test-file-link-secret-of-at-least-32-chars';
const suite = patternsSuite('patterns_files');
const { call, count, create, token, tokens, attach } = suite;

/** Every file in the store, as paths relative to its root. */
const storedFiles = async () =>
  (await readdir(suite.harness.filesDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(suite.harness.filesDir, path.join(entry.parentPath, entry.name)));

/** A plain GET with optional headers, the body as bytes. */
const fetchFile = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${suite.harness.url}${url}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};
const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
/** `/api/patterns/…` as the gateway serves it is `/patterns/…` here. */
const local = (url: string) => url.replace(/^\/api/, '');

describe('a pattern PDF', () => {
  it('is stored when its bytes are a PDF, replaces an earlier one, and leaves with the pattern', async () => {
    const user = token();
    const pattern = await create(user, { title: 'Cabled Mitts' });
    const first = await attach(user, pattern.id, PDF, 'mitts-v1.pdf');
    expect(first.file).toMatchObject({ name: 'mitts-v1.pdf', size: PDF.length });
    const second = await attach(
      user,
      pattern.id,
      Buffer.concat([PDF, Buffer.from('% v2\n')]),
      'mitts-v2.pdf',
    );
    expect(second.file).toMatchObject({ name: 'mitts-v2.pdf', size: PDF.length + 5 });
    expect(await count('pattern_files', 'pattern_id = $1', [pattern.id])).toBe(1);
    expect(await storedFiles()).toHaveLength(1);

    expect((await call('DELETE', `/patterns/${pattern.id}`, { token: user })).status).toBe(204);
    expect(await storedFiles()).toEqual([]);
  });

  it('is refused when it is not a PDF (whatever its name and type say) or too big, and nothing is kept', async () => {
    const user = token();
    const pattern = await create(user);
    const fake = await call('POST', `/patterns/${pattern.id}/file`, {
      token: user,
      form: pdfForm(Buffer.from('PK\u0003\u0004 a zip, honest'), 'pattern.pdf', 'application/pdf'),
    });
    expect(fake).toMatchObject({
      status: 400,
      body: { error: 'The file is not a PDF', code: 'FILE_NOT_PDF' },
    });
    const big = await call('POST', `/patterns/${pattern.id}/file`, {
      token: user,
      form: pdfForm(Buffer.concat([PDF, Buffer.alloc(PATTERN_PDF_MAX_BYTES)])),
    });
    expect(big).toMatchObject({
      status: 413,
      body: { error: 'Pattern PDFs must be at most 50 MB', code: 'FILE_TOO_LARGE' },
    });
    const missing = await call('POST', `/patterns/${pattern.id}/file`, {
      token: user,
      form: pdfForm(PDF, 'a.pdf', 'application/pdf', 'pdf'),
    });
    expect(missing).toMatchObject({ status: 400, body: { error: 'Choose a PDF to upload' } });
    expect(await call('POST', `/patterns/${pattern.id}/file`, { token: user, body: {} })).toMatchObject({
      status: 400,
    });
    expect(await count('pattern_files')).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('is removed on its own; a second removal is a 404', async () => {
    const user = token();
    const pattern = await create(user);
    await attach(user, pattern.id);
    expect((await call('DELETE', `/patterns/${pattern.id}/file`, { token: user })).status).toBe(204);
    expect((await call('GET', `/patterns/${pattern.id}`, { token: user })).body.file).toBeNull();
    expect(await call('DELETE', `/patterns/${pattern.id}/file`, { token: user })).toMatchObject({
      status: 404,
      body: { error: 'Pattern file not found' },
    });
    expect(await storedFiles()).toEqual([]);
  });
});

describe('viewing and downloading', () => {
  it('serves the owner the PDF inline and as an attachment named after the title', async () => {
    const user = token();
    const pattern = await create(user, { title: 'Pull « Été »' });
    await attach(user, pattern.id, PDF, 'scan_0042.pdf');
    const view = await fetchFile(`/patterns/${pattern.id}/view`, bearer(user));
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('application/pdf');
    expect(view.headers.get('content-disposition')).toBe(
      `inline; filename="Pull _ Ete _.pdf"; filename*=UTF-8''Pull%20%C2%AB%20%C3%89t%C3%A9%20%C2%BB.pdf`,
    );
    expect(view.headers.get('cache-control')).toBe('private, no-store');
    // Chrome's PDF viewer is an <embed>: helmet's object-src 'none' would blank the page.
    expect(view.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(view.bytes.equals(PDF)).toBe(true);
    const download = await fetchFile(`/patterns/${pattern.id}/download`, bearer(user));
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Pull _ Ete _.pdf"; /);
    expect(download.bytes.equals(PDF)).toBe(true);
  });

  it('opens with a signed link and no bearer; anything else is a 404', async () => {
    const [owner, other] = tokens(2);
    const pattern = await create(owner);
    const theirs = await create(other);
    await attach(owner, pattern.id);
    await attach(other, theirs.id);
    const reply = await call('GET', `/patterns/${pattern.id}/file-links`, { token: owner });
    const links = PatternFileLinksSchema.parse(reply.body);
    expect(links.view_url).toMatch(new RegExp(`^/api/patterns/${pattern.id}/view\\?exp=\\d+&sig=[\\w-]+$`));
    expect(links.download_url).toMatch(new RegExp(`^/api/patterns/${pattern.id}/download\\?exp=\\d+&sig=`));
    const expiresIn = Date.parse(links.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(590_000);
    expect(expiresIn).toBeLessThanOrEqual(600_000);

    expect((await fetchFile(local(links.view_url))).bytes.equals(PDF)).toBe(true);
    const download = await fetchFile(local(links.download_url));
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Fair Isle Hat.pdf"/);

    const sig = new URL(links.view_url, 'http://x').searchParams.get('sig') ?? '';
    const exp = new URL(links.view_url, 'http://x').searchParams.get('exp') ?? '';
    const ownerId = (
      await suite.query<{ user_id: string }>('SELECT user_id FROM patterns WHERE id = $1', [pattern.id])
    )[0]?.user_id;
    const expired = Math.floor(Date.now() / 1000) - 1;
    const expiredSig = signFileLink(SECRET, {
      userId: ownerId,
      patternId: pattern.id,
      kind: 'view',
      exp: expired,
    });
    const refused = [
      [`/patterns/${pattern.id}/view`, {}],
      [`/patterns/${pattern.id}/view`, bearer(other)],
      [`/patterns/${pattern.id}/view`, bearer('not-a-token')],
      [`/patterns/${pattern.id}/view?exp=${expired}&sig=${expiredSig}`, {}],
      [`/patterns/${pattern.id}/view?exp=${exp}&sig=${sig.slice(0, -2)}AA`, {}],
      [`/patterns/${pattern.id}/view?exp=${Number(exp) + 60}&sig=${sig}`, {}],
      [`/patterns/${pattern.id}/download?exp=${exp}&sig=${sig}`, {}],
      [`/patterns/${theirs.id}/view?exp=${exp}&sig=${sig}`, {}],
      [`/patterns/${theirs.id}/view?exp=${exp}&sig=${sig}`, bearer(owner)],
      [`/patterns/${pattern.id}/view?exp=${exp}`, {}],
      [`/patterns/${pattern.id}/view?exp=${exp}&sig=${sig}&x=1`, {}],
      [`/patterns/not-a-uuid/view?exp=${exp}&sig=${sig}`, {}],
    ] as const;
    for (const [url, headers] of refused) {
      const answer = await fetchFile(url, headers);
      expect([url, answer.status, answer.headers.get('content-type')]).toEqual([
        url,
        404,
        'application/json; charset=utf-8',
      ]);
    }
    // A valid link also opens with someone else's bearer beside it: the signature is the owner's word.
    expect((await fetchFile(local(links.view_url), bearer(other))).status).toBe(200);
  });

  it('has no links without a file, and another user gets a 404', async () => {
    const [owner, other] = tokens(2);
    const pattern = await create(owner);
    expect(await call('GET', `/patterns/${pattern.id}/file-links`, { token: owner })).toMatchObject({
      status: 404,
      body: { error: 'Pattern file not found' },
    });
    await attach(owner, pattern.id);
    expect(await call('GET', `/patterns/${pattern.id}/file-links`, { token: other })).toMatchObject({
      status: 404,
      body: { error: 'Pattern not found' },
    });
  });
});

/* eslint-disable @typescript-eslint/no-unsafe-member-access --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import { PatternListResponseSchema, PatternSchema, type Pattern } from '@yarn-mgmt/contracts';
import { sniffImageType } from '@yarn-mgmt/nest-kit/storage';
import { drawYarnPicture, makePatternPdf } from '@yarn-mgmt/testing';
import { readdir } from 'node:fs/promises';
import { PatternCoversService } from '../src/covers/pattern-covers.service.js';
import { PDF, patternsSuite, pdfForm } from './helpers.js';

const suite = patternsSuite('patterns_covers');
const { call, create, token, attach, fetchFile: fetchCover } = suite;

const local = (url: string) => url.replace(/^\/api/, '');
const readPattern = async (user: string, id: string) =>
  PatternSchema.parse((await call('GET', `/patterns/${id}`, { token: user })).body);
/**
 * The pattern once the covers being made are done (the upload's answer comes before its cover). How long making
 * one takes is a speed target, not this suite's: a busy machine only makes the wait longer.
 */
const coverOf = async (user: string, id: string): Promise<Pattern> => {
  await covers().idle();
  return readPattern(user, id);
};
const coverForm = (data: Uint8Array, type = 'image/png') => {
  const form = new FormData();
  form.append('cover', new Blob([new Uint8Array(data)], { type }), 'cover.png');
  return form;
};
const covers = () => suite.harness.app.get(PatternCoversService);
const storedCovers = async () =>
  (await readdir(suite.harness.filesDir, { recursive: true })).filter((name) =>
    String(name).endsWith('.cover'),
  );

describe('pattern covers', () => {
  it('uploading a PDF gives a new pattern a cover after the upload is answered, served to its owner only', async () => {
    const user = token();
    const pattern = await create(user, { title: 'Harbour Hat' });
    expect(pattern).toMatchObject({ image_url: null, cover_source: null });
    const pdf = Buffer.from(
      await makePatternPdf('Harbour Hat\nYarn: DK', { pictures: [{ width: 300, height: 400, hue: 200 }] }),
    );
    const attached = await attach(user, pattern.id, pdf);
    expect(attached.image_url).toBeNull();
    const covered = await coverOf(user, pattern.id);
    expect(covered.image_url).toMatch(new RegExp(`^/api/patterns/${pattern.id}/cover/[0-9a-f-]{36}$`));
    expect(covered.cover_source).toBe('pdf');

    const list = PatternListResponseSchema.parse((await call('GET', '/patterns', { token: user })).body);
    expect(list.patterns.find((row) => row.id === pattern.id)?.image_url).toBe(covered.image_url);

    const image = await fetchCover(covered.image_url!, user);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/webp');
    expect(sniffImageType(image.bytes)).toBe('image/webp');
    expect((await fetchCover(covered.image_url!, token())).status).toBe(404);
    const anonymous = await fetch(`${suite.harness.url}${local(covered.image_url!)}`);
    expect(anonymous.status).toBe(401);
  });

  it('a PDF that cannot be drawn leaves no cover, and its upload succeeds', async () => {
    const user = token();
    const pattern = await create(user, { title: 'Broken Shawl' });
    const reply = await call('POST', `/patterns/${pattern.id}/file`, { token: user, form: pdfForm(PDF) });
    expect(reply.status).toBe(201);
    await covers().idle();
    const after = await readPattern(user, pattern.id);
    expect(after).toMatchObject({ image_url: null, cover_source: null });
    expect(after.file).not.toBeNull();
  });

  it("is replaced by the user's own photo, checked by its bytes, and removed back to the icon", async () => {
    const user = token();
    const pattern = await create(user, { title: 'Sock Yarn Socks' });
    await attach(user, pattern.id, Buffer.from(await makePatternPdf('Sock Yarn Socks')));
    const fromPdf = await coverOf(user, pattern.id);
    expect(fromPdf.cover_source).toBe('pdf');

    const notAnImage = await call('PUT', `/patterns/${pattern.id}/cover`, {
      token: user,
      form: coverForm(Buffer.from('GIF89a not really'), 'image/png'),
    });
    expect(notAnImage.status).toBe(400);
    expect(notAnImage.body.error).toBe('The cover must be a PNG, JPEG or WebP picture');

    const photo = drawYarnPicture({ width: 64, height: 48, hue: 30 });
    const replaced = await call('PUT', `/patterns/${pattern.id}/cover`, {
      token: user,
      form: coverForm(photo),
    });
    expect(replaced.status).toBe(200);
    const mine = PatternSchema.parse(replaced.body);
    expect(mine.cover_source).toBe('upload');
    expect(mine.image_url).not.toBe(fromPdf.image_url);
    const image = await fetchCover(mine.image_url!, user);
    expect(image.type).toBe('image/png');
    expect(image.bytes.equals(Buffer.from(photo))).toBe(true);
    // The old cover's address is gone with it.
    expect((await fetchCover(fromPdf.image_url!, user)).status).toBe(404);

    // A new PDF never overwrites the user's own photo.
    await attach(user, pattern.id, Buffer.from(await makePatternPdf('Sock Yarn Socks, v2')));
    await covers().idle();
    expect((await readPattern(user, pattern.id)).image_url).toBe(mine.image_url);

    expect((await call('DELETE', `/patterns/${pattern.id}/cover`, { token: token() })).status).toBe(404);
    expect((await call('DELETE', `/patterns/${pattern.id}/cover`, { token: user })).status).toBe(204);
    expect(await readPattern(user, pattern.id)).toMatchObject({ image_url: null, cover_source: null });
    expect((await fetchCover(mine.image_url!, user)).status).toBe(404);
    expect((await call('DELETE', `/patterns/${pattern.id}/cover`, { token: user })).status).toBe(404);
  });

  it("another user cannot set a cover on someone's pattern, and deleting a pattern removes its cover file", async () => {
    const user = token();
    const pattern = await create(user, { title: 'Lace Wrap' });
    const photo = drawYarnPicture({ width: 32, height: 32, hue: 90 });
    const other = await call('PUT', `/patterns/${pattern.id}/cover`, {
      token: token(),
      form: coverForm(photo),
    });
    expect(other.status).toBe(404);
    const before = (await storedCovers()).length;
    expect(
      (await call('PUT', `/patterns/${pattern.id}/cover`, { token: user, form: coverForm(photo) })).status,
    ).toBe(200);
    expect(await storedCovers()).toHaveLength(before + 1);
    expect((await call('DELETE', `/patterns/${pattern.id}`, { token: user })).status).toBe(204);
    expect(await storedCovers()).toHaveLength(before);
  });

  it('a bulk-uploaded PDF (import-pdf) gets its cover too', async () => {
    const user = token();
    const pdf = await makePatternPdf('Garter Blanket\nby Ann\nYarn: Worsted, 900 yds');
    const form = pdfForm(Buffer.from(pdf), 'garter-blanket.pdf');
    const reply = await call('POST', '/patterns/import-pdf', { token: user, form });
    expect(reply.status).toBe(201);
    const covered = await coverOf(user, reply.body.pattern.id as string);
    expect(covered.cover_source).toBe('pdf');
  });
});

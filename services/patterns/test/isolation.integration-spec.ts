import { patternBody, patternsSuite, pdfForm, PDF } from './helpers.js';

const { call, count, create, tokens, attach } = patternsSuite('patterns_isolation');

describe('two users', () => {
  it("cannot see or change each other's patterns on any route", async () => {
    const [owner, intruder] = tokens(2);
    const pattern = await create(owner);
    await create(owner, { title: 'Another' });
    await attach(owner, pattern.id);
    await call('PATCH', `/patterns/${pattern.id}/favorite`, { token: owner });
    const before = (await call('GET', `/patterns/${pattern.id}`, { token: owner })).body as unknown;
    const id = pattern.id;

    const attempts: Array<[string, string, Record<string, unknown>]> = [
      ['GET', `/patterns/${id}`, {}],
      ['GET', `/patterns/${id}?source=local`, {}],
      ['PUT', `/patterns/${id}`, { body: patternBody({ title: 'Mine now' }) }],
      ['DELETE', `/patterns/${id}`, {}],
      ['PATCH', `/patterns/${id}/favorite`, {}],
      ['POST', `/patterns/${id}/file`, { form: pdfForm(PDF) }],
      ['DELETE', `/patterns/${id}/file`, {}],
      ['GET', `/patterns/${id}/file-links`, {}],
      ['GET', `/patterns/${id}/view`, {}],
      ['GET', `/patterns/${id}/download`, {}],
      ['GET', `/patterns/recommendations/similar/${id}`, {}],
      ['GET', `/patterns/${id}/stash-match`, {}],
    ];
    for (const [method, url, options] of attempts) {
      const reply = await call(method, url, { token: intruder, ...options });
      expect([method, url, reply.status]).toEqual([method, url, 404]);
    }
    expect((await call('GET', `/patterns/${id}`, { token: intruder })).body).toEqual({
      statusCode: 404,
      error: 'Pattern not found',
      code: 'PATTERN_NOT_FOUND',
    });
    expect((await call('GET', '/patterns', { token: intruder })).body).toEqual({ patterns: [], total: 0 });
    expect((await call('GET', '/patterns?search=Fair', { token: intruder })).body).toEqual({
      patterns: [],
      total: 0,
    });
    expect((await call('GET', '/patterns/designers', { token: intruder })).body).toEqual([]);
    expect((await call('GET', '/patterns/activity/recent', { token: intruder })).body).toEqual([]);
    expect((await call('GET', '/patterns/stats', { token: intruder })).body).toMatchObject({ total: 0 });
    expect((await call('GET', `/patterns/${id}`, { token: owner })).body).toEqual(before);
    expect(await count('pattern_files', 'pattern_id = $1', [id])).toBe(1);
  });
});

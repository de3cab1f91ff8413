import { RavelryApiSession, RavelryRefusedError, type RavelryPace } from './ravelry-api-session.js';
import { RavelryPacers } from './ravelry-pacer.js';

const PACE: RavelryPace = { perSecond: 2, attempts: 3, backoffMs: 1000, timeoutMs: 1000 };
const BASE = 'https://api.ravelry.test';

/**
 * A clock that moves only when every session is waiting: it jumps to the earliest wait's end. A request is sent
 * at the moment its wait ends, so each call's time is the slot its pacer gave it.
 */
class FakeClock {
  now = 0;
  private timers: Array<{ at: number; resolve: () => void }> = [];
  readonly wait = (ms: number) =>
    new Promise<void>((resolve) => this.timers.push({ at: this.now + ms, resolve }));

  async run<T>(work: Promise<T>): Promise<T> {
    let done = false;
    void work.finally(() => (done = true)).catch(() => undefined);
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      this.timers.sort((a, b) => a.at - b.at);
      const next = this.timers.shift();
      if (!next) continue;
      this.now = Math.max(this.now, next.at);
      next.resolve();
    }
    return work;
  }
}

interface Call {
  path: string;
  at: number;
  token: string;
}

describe('one pace per user token, shared by the sync and live reads', () => {
  const realFetch = globalThis.fetch;
  let clock: FakeClock;
  let calls: Call[];
  let answers: Map<string, number[]>;
  beforeEach(() => {
    clock = new FakeClock();
    calls = [];
    answers = new Map();
    // The session calls fetch(url: URL, init) with its headers as a plain object.
    globalThis.fetch = ((input: URL, init: { headers: Record<string, string> }) => {
      const path = input.pathname;
      const token = init.headers.authorization.replace('Bearer ', '');
      calls.push({ path, at: clock.now, token });
      const status = answers.get(path)?.shift() ?? 200;
      return Promise.resolve(
        new Response(JSON.stringify({ path }), {
          status,
          headers: status === 429 ? { 'retry-after': '3' } : {},
        }),
      );
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const session = (pacers: RavelryPacers, userId: string, extra: object = {}) =>
    new RavelryApiSession(BASE, `token-${userId}`, {
      userId,
      pace: PACE,
      pacer: pacers.of(userId, PACE.perSecond),
      now: () => clock.now,
      wait: clock.wait,
      ...extra,
    });

  it('gives the slots of one schedule to every caller of a user, 500 ms apart; another user has their own', async () => {
    const pacers = new RavelryPacers(() => 0);
    const sync = pacers.of('ann', 2);
    const live = pacers.of('ann', 2);
    const slots = [];
    for (const [pace, now] of [
      [sync, 0],
      [live, 0],
      [sync, 100],
      [live, 200],
    ] as const)
      slots.push(await pace.reserve(now));
    expect(slots).toEqual([0, 500, 1000, 1500]);
    expect(await pacers.of('bob', 2).reserve(0)).toBe(0);
    // A pause (a 429's Retry-After) holds every caller of the user.
    await sync.pause(5000);
    expect(await live.reserve(2000)).toBe(5000);
  });

  it('keeps a sync and a live read of the same user to 2 calls in any second, in turn', async () => {
    const pacers = new RavelryPacers(() => clock.now);
    const sync = session(pacers, 'ann');
    const live = session(pacers, 'ann');
    const other = session(pacers, 'bob');
    await clock.run(
      Promise.all([
        (async () => {
          for (const path of ['/s1', '/s2', '/s3', '/s4']) await sync.get(path);
        })(),
        live.get('/patterns/1.json'),
        other.get('/b1'),
      ]),
    );
    const anns = calls.filter((call) => call.token === 'token-ann');
    expect(anns).toHaveLength(5);
    const times = anns.map((call) => call.at);
    for (let i = 2; i < times.length; i += 1) expect(times[i] - times[i - 2]).toBeGreaterThanOrEqual(1000);
    // The live read took the slot after the sync's first call, between the sync's calls.
    expect(anns.map((call) => call.path)).toEqual(['/s1', '/patterns/1.json', '/s2', '/s3', '/s4']);
    // Bob's pace is his own: his call did not wait behind Ann's.
    expect(calls.find((call) => call.token === 'token-bob')?.at).toBe(0);
  });

  it("holds a live read behind a 429's Retry-After met by the sync", async () => {
    const pacers = new RavelryPacers(() => clock.now);
    answers.set('/s1', [429]);
    const sync = session(pacers, 'ann');
    await clock.run(sync.get('/s1'));
    const live = session(pacers, 'ann');
    await clock.run(live.get('/patterns/1.json'));
    expect(calls.map((call) => [call.path, call.at])).toEqual([
      ['/s1', 0],
      ['/s1', 3000],
      ['/patterns/1.json', 3500],
    ]);
  });

  it("keeps a live read's own 429 pause to itself: the sync goes on meanwhile", async () => {
    const pacers = new RavelryPacers(() => clock.now);
    answers.set('/patterns/1.json', [429]);
    const live = session(pacers, 'ann', { sharedBackOff: false });
    const sync = session(pacers, 'ann');
    await clock.run(
      Promise.all([
        live.get('/patterns/1.json'),
        (async () => {
          for (const path of ['/s1', '/s2', '/s3']) await sync.get(path);
        })(),
      ]),
    );
    const at = (path: string) => calls.filter((call) => call.path === path).map((call) => call.at);
    expect(at('/patterns/1.json')).toEqual([0, 3000]);
    expect([...at('/s1'), ...at('/s2'), ...at('/s3')].every((time) => time > 0 && time < 3000)).toBe(true);
  });

  it('renews the token once on a 401, and a second 401 is refused', async () => {
    const pacers = new RavelryPacers(() => clock.now);
    const renewed: string[] = [];
    const renew = (refused: string) => {
      renewed.push(refused);
      return Promise.resolve(`fresh-${renewed.length}`);
    };
    answers.set('/me', [401]);
    await clock.run(session(pacers, 'ann', { renew }).get('/me'));
    expect(calls.map((call) => call.token)).toEqual(['token-ann', 'fresh-1']);
    expect(renewed).toEqual(['token-ann']);

    answers.set('/me', [401, 401]);
    const refused = clock.run(session(pacers, 'ann', { renew }).get('/me'));
    await expect(refused).rejects.toBeInstanceOf(RavelryRefusedError);
    await expect(refused).rejects.toMatchObject({ status: 401 });
    expect(renewed).toHaveLength(2);
  });

  it('calls nothing once its guard throws or its signal is aborted, and throws the reason', async () => {
    const pacers = new RavelryPacers(() => clock.now);
    const gone = new Error('link gone');
    const guard = () => Promise.reject(gone);
    await expect(clock.run(session(pacers, 'ann', { guard }).get('/s1'))).rejects.toBe(gone);
    const stop = new AbortController();
    const stopped = session(pacers, 'ann', { signal: stop.signal });
    const reason = new Error('disconnected');
    stop.abort(reason);
    await expect(clock.run(stopped.get('/s2'))).rejects.toBe(reason);
    expect(calls).toEqual([]);
  });
});

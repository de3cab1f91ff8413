import type { IncomingMessage, ServerResponse } from 'node:http';
import { drawYarnPicture } from '../pdf/yarn-picture.js';
import { answerConsent } from '../oauth-provider/consent-client.js';
import { OAuthGrants, type GrantsState } from '../oauth-provider/grants.js';
import { bearerToken, sendJson, startLoopbackServer } from '../oauth-provider/loopback-server.js';
import { StateFile } from '../oauth-provider/state-file.js';
import { SlidingRateLimit, Traffic } from '../oauth-provider/traffic.js';
import { ravelryApi } from './ravelry-api.js';
import { authorize, token } from './ravelry-oauth.js';
import { ravelryPattern, type RavelryPatternRecord } from './ravelry-patterns.js';
import { seedRavelry } from './ravelry-seed.js';
import { LOCAL_STASH_EDIT_PATH, STASH_UPDATE_PATH, stashData, updateStash } from './ravelry-stash-update.js';
import type { FakeRavelry, FakeRavelryOptions, RavelryAccount, RavelryClient } from './ravelry.types.js';

export type * from './ravelry.types.js';

/** The client the fake knows by default (local mode passes these to the account service). */
export const LOCAL_RAVELRY_CLIENT: RavelryClient = {
  clientId: 'local-test-ravelry-client',
  clientSecret: 'local-test-ravelry-secret',
};
export const LOCAL_RAVELRY_USERNAME = 'local-test-knitter';

const PATTERN_IDS = { first: 700_001, count: 1_000_000 };
const PHOTO_SIZES: Record<string, [number, number]> = {
  square: [75, 75],
  thumbnail: [100, 75],
  small: [240, 180],
  small2: [320, 240],
  medium: [500, 375],
  medium2: [640, 480],
};

function gatewayPage(status: number): string {
  const text =
    status === 504 ? '504 Gateway Time-out' : status === 502 ? '502 Bad Gateway' : `${status} Error`;
  return `<html>\r\n<head><title>${text}</title></head>\r\n<body>\r\n<center><h1>${text}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

/**
 * A fake Ravelry on 127.0.0.1 (node:http only), speaking Ravelry's protocol: OAuth 2.0 authorization code with a
 * consent page ("Ravelry (local test data)"), client authentication by HTTP Basic only, scope `offline` for a
 * refresh token, refresh tokens rotated on every use; the API paths a sync reads, answered in Ravelry's JSON with
 * `page_count` or `last_page` paginators; 429 past a few requests a second per token; hooks to revoke, expire,
 * inject failures and change the data under the client's feet.
 */
export async function startFakeRavelry(options: FakeRavelryOptions = {}): Promise<FakeRavelry> {
  const accounts = new Map<string, RavelryAccount>();
  const patternEdits = new Map<number, Partial<RavelryPatternRecord>>();
  const clients = options.clients ?? [LOCAL_RAVELRY_CLIENT];
  const stateFile = new StateFile<GrantsState>(options.stateFile);
  const grants: OAuthGrants = new OAuthGrants({
    accessPrefix: '',
    refreshPrefix: '',
    rotateRefresh: true,
    accessTtlSeconds: options.accessTokenTtlSeconds ?? 86_400,
    onChange: () => stateFile.save(grants.snapshot()),
  });
  const saved = stateFile.load();
  if (saved) grants.restore(saved);
  const traffic = new Traffic();
  const limit = new SlidingRateLimit(options.rateLimitPerSecond ?? 3);
  const pictures = new Map<string, Uint8Array>();
  let photoFailures = 0;

  const pattern = (id: number): RavelryPatternRecord | undefined =>
    id >= PATTERN_IDS.first && id < PATTERN_IDS.first + PATTERN_IDS.count
      ? { ...ravelryPattern(id - PATTERN_IDS.first), ...patternEdits.get(id), id }
      : undefined;
  const oauth = { grants, clients, usernames: () => [...accounts.keys()] };
  let base = '';

  function servePhoto(response: ServerResponse, match: RegExpExecArray): void {
    if (photoFailures > 0) {
      photoFailures -= 1;
      response.writeHead(503, { 'content-type': 'text/html' });
      return void response.end(gatewayPage(503));
    }
    const [width, height] = PHOTO_SIZES[match[2]];
    const key = `${match[1]}/${match[2]}`;
    if (!pictures.has(key)) {
      if (pictures.size > 500) pictures.clear();
      pictures.set(key, drawYarnPicture({ width, height, hue: (Number(match[1]) * 47) % 360 }));
    }
    const body = pictures.get(key)!;
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': body.length,
      'cache-control': 'max-age=86400',
    });
    response.end(body);
  }

  async function api(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const at = Date.now();
    const bearer = bearerToken(request);
    const grant = bearer ? grants.lookupAccess(bearer) : null;
    const viewer = grant && !grant.expired ? accounts.get(grant.subject) : undefined;
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      traffic.record({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.search,
        subject: viewer?.user.username ?? null,
        status,
        at,
      });
      if (typeof body === 'string') {
        response.writeHead(status, {
          'content-type': 'text/html',
          'content-length': Buffer.byteLength(body),
          ...headers,
        });
        return void response.end(body);
      }
      sendJson(response, status, body, headers);
    };
    if (!viewer) {
      const description = !bearer
        ? 'No access token was sent'
        : grant?.expired
          ? 'The access token expired'
          : 'The access token is invalid';
      return answer(
        401,
        { error: 'invalid_token', error_description: description },
        {
          'www-authenticate': `Bearer realm="Ravelry", error="invalid_token", error_description="${description}"`,
        },
      );
    }
    const write = request.method === 'POST' ? STASH_UPDATE_PATH.exec(url.pathname) : null;
    if (request.method !== 'GET' && !write)
      return answer(405, { errors: ['Only GET and the stash update are supported by this fake'] });
    // A failure injected for `POST <path>` meets only the stash update of that path.
    const failure = traffic.take(write ? `POST ${url.pathname}` : url.pathname);
    const retry: Record<string, string> =
      failure?.retryAfterSeconds !== undefined ? { 'retry-after': String(failure.retryAfterSeconds) } : {};
    if (failure && failure.status === 429) return answer(429, { errors: ['Rate limit exceeded'] }, retry);
    if (failure) return answer(failure.status, gatewayPage(failure.status), retry);
    if (!limit.admit(bearer!, at))
      return answer(429, { errors: ['Rate limit exceeded'] }, { 'retry-after': '1' });
    const owner = write && accounts.get(decodeURIComponent(write[1]));
    const result = write
      ? updateStash(owner ?? undefined, Number(write[2]), viewer, await stashData(request), base)
      : ravelryApi(
          { base, account: (name) => accounts.get(name), pattern },
          url.pathname,
          url.searchParams,
          viewer,
        );
    answer(result.status, result.body);
  }

  const server = await startLoopbackServer(async (request, response, url) => {
    const path = url.pathname;
    if (path === '/oauth2/auth' && (request.method === 'GET' || request.method === 'POST'))
      return authorize(oauth, request, response, url);
    if (path === '/oauth2/token' && request.method === 'POST') return token(oauth, request, response);
    const photo = /^\/photos\/(\d+)\/(square|thumbnail|small2?|medium2?)\.png$/.exec(path);
    if (photo && request.method === 'GET') return servePhoto(response, photo);
    // Local test data: a change made "on ravelry.com" (no token; the fake listens on loopback only).
    const local = request.method === 'POST' ? LOCAL_STASH_EDIT_PATH.exec(path) : null;
    if (local) {
      const owner = accounts.get(decodeURIComponent(local[1]));
      const result = owner && updateStash(owner, Number(local[2]), owner, await stashData(request), base);
      return sendJson(response, result?.status ?? 404, result?.body ?? { errors: ['Not found'] });
    }
    return api(request, response, url);
  }, options.port);
  base = server.url;

  const find = (username: string) => {
    const account = accounts.get(username);
    if (!account) throw new Error(`the fake Ravelry has no account ${username}`);
    return account;
  };
  const stashOf = (username: string, id: number) => {
    const entry = find(username).stash.find((item) => item.id === id);
    if (!entry) throw new Error(`${username} has no stash entry ${id}`);
    return entry;
  };
  const projectOf = (username: string, id: number) => {
    const project = find(username).projects.find((item) => item.id === id);
    if (!project) throw new Error(`${username} has no project ${id}`);
    return project;
  };
  const now = () => new Date().toISOString();

  const fake: FakeRavelry = {
    url: base,
    authUrl: `${base}/oauth2/auth`,
    tokenUrl: `${base}/oauth2/token`,
    apiUrl: base,
    close: () => server.close(),
    addAccount(account) {
      const ids = (list: RavelryAccount) => [
        ...list.stash.map((item) => item.id),
        ...list.projects.map((item) => item.id),
      ];
      const taken = new Set([...accounts.values()].flatMap(ids));
      if (accounts.has(account.user.username) || ids(account).some((id) => taken.has(id)))
        throw new Error(
          `account ${account.user.username} collides with one already there: give it another idBlock`,
        );
      accounts.set(account.user.username, account);
    },
    account: find,
    approve: (authUrl, choice = {}) =>
      answerConsent(authUrl, { account: choice.username, decision: choice.deny ? 'deny' : 'allow' }),
    revoke: (username) => grants.revokeSubject(username),
    expireAccessTokens: (username) => grants.expireAccessTokens(username),
    setAccessTokenTtl: (seconds) => void (grants.accessTtlSeconds = seconds),
    setRateLimit: (perSecond) => void (limit.perSecond = perSecond),
    injectFailures: (failure) => traffic.inject(failure),
    clearFailures: () => traffic.clearFailures(),
    failPhotos: (count) => void (photoFailures = count),
    requests: () => traffic.requests(),
    resetLog: () => traffic.resetLog(),
    editStash(username, id, change) {
      return Object.assign(stashOf(username, id), { updatedAt: now() }, change);
    },
    setSkeins(username, id, skeins) {
      const entry = stashOf(username, id);
      entry.packs[0].skeins = skeins;
      entry.updatedAt = now();
      return entry;
    },
    deleteStash(username, id) {
      const account = find(username);
      account.stash = account.stash.filter((item) => item !== stashOf(username, id));
    },
    addStash(username, entry) {
      find(username).stash.push(entry);
    },
    editProject(username, id, change) {
      return Object.assign(projectOf(username, id), { updatedAt: now() }, change);
    },
    deleteProject(username, id) {
      const account = find(username);
      account.projects = account.projects.filter((item) => item !== projectOf(username, id));
    },
    editPattern(id, change) {
      patternEdits.set(id, { ...patternEdits.get(id), ...change });
    },
  };
  for (const account of options.accounts ?? [seedRavelry({ username: LOCAL_RAVELRY_USERNAME })])
    fake.addAccount(account);
  return fake;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { answerConsent } from '../oauth-provider/consent-client.js';
import { OAuthGrants, type GrantsState } from '../oauth-provider/grants.js';
import { bearerToken, readBody, sendJson, startLoopbackServer } from '../oauth-provider/loopback-server.js';
import { StateFile } from '../oauth-provider/state-file.js';
import { Traffic } from '../oauth-provider/traffic.js';
import { DRIVE_ERRORS } from './drive-errors.js';
import { about, createMetadataOnly, deleteFile, getFile, listFiles, updateFile } from './drive-files.js';
import { canRead, fail, type DriveAnswer, type DriveCaller, type DriveContext } from './drive-resource.js';
import { DriveStore, type DriveStoreState } from './drive-store.js';
import { DriveUploads } from './drive-upload.js';
import { authorize, revoke, token, userinfo } from './google-oauth.js';
import type { FakeGoogle, FakeGoogleOptions, GoogleAccount, GoogleClient } from './google.types.js';

export type * from './google.types.js';

export const LOCAL_GOOGLE_CLIENT: GoogleClient = {
  clientId: 'local-test-google-client.apps.googleusercontent.com',
  clientSecret: 'local-test-google-secret',
};
export const LOCAL_GOOGLE_ACCOUNT: GoogleAccount = {
  email: 'local.test.knitter@example.com',
  name: 'Local Test Knitter',
};
export const DRIVE_FILE_SCOPE = 'https://www.googleapis.com/auth/drive.file';

interface SavedState {
  grants: GrantsState;
  drive: DriveStoreState;
}

function send(response: ServerResponse, answer: DriveAnswer): void {
  if (answer.raw) {
    response.writeHead(answer.status, { 'content-length': answer.raw.length, ...answer.headers });
    return void response.end(answer.raw);
  }
  if (answer.body === undefined) {
    response.writeHead(answer.status, { 'content-length': 0, ...answer.headers });
    return void response.end();
  }
  sendJson(response, answer.status, answer.body, answer.headers);
}

/**
 * A fake Google on 127.0.0.1 (node:http only): OAuth 2.0 (consent page "Google (local test data)", the token
 * endpoint with the client in the body, refresh tokens with access_type=offline, revoke), userinfo, and Drive v3
 * (files list with `q` and `fields`, get with `alt=media` and Range, create, update, trash, delete, about, and the
 * media / multipart / resumable uploads), where a drive.file token sees only what its client created. Errors in
 * Google's JSON shapes.
 */
export async function startFakeGoogle(options: FakeGoogleOptions = {}): Promise<FakeGoogle> {
  const accounts = options.accounts ?? [LOCAL_GOOGLE_ACCOUNT];
  const clients = options.clients ?? [LOCAL_GOOGLE_CLIENT];
  const stateFile = new StateFile<SavedState>(
    options.stateDir && path.join(options.stateDir, 'google-state.json'),
  );
  let ready = false;
  const save = () => ready && stateFile.save({ grants: grants.snapshot(), drive: store.snapshot() });
  const grants: OAuthGrants = new OAuthGrants({
    accessPrefix: 'ya29.',
    refreshPrefix: '1//',
    rotateRefresh: false,
    accessTtlSeconds: options.accessTokenTtlSeconds ?? 3599,
    onChange: save,
  });
  const store = new DriveStore(options.stateDir, save);
  const saved = stateFile.load();
  if (saved) {
    grants.restore(saved.grants);
    store.restore(saved.drive);
  }
  ready = true;
  const traffic = new Traffic();
  let latencyMs = 0;
  let base = '';
  const context: DriveContext = {
    store,
    account: (email) => accounts.find((account) => account.email === email),
    get base() {
      return base;
    },
  };
  const uploads = new DriveUploads(context, () => `${base}/upload`);
  const oauth = { grants, clients, accounts: () => accounts };

  async function readJson(request: IncomingMessage): Promise<unknown> {
    const body = await readBody(request, 1024 * 1024);
    if (!body || body.length === 0) return body ? {} : undefined;
    try {
      return JSON.parse(body.toString('utf8')) as unknown;
    } catch {
      return undefined;
    }
  }

  async function drive(request: IncomingMessage, url: URL, caller: DriveCaller): Promise<DriveAnswer> {
    const method = request.method ?? 'GET';
    const upload = /^\/upload\/drive\/v3\/files(?:\/([^/]+))?$/.exec(url.pathname);
    if (upload && method === 'POST' && !upload[1]) return uploads.start(request, url, caller, null);
    if (upload && method === 'PATCH' && upload[1]) return uploads.start(request, url, caller, upload[1]);
    if (url.pathname === '/drive/v3/about' && method === 'GET')
      return about(context, caller, url.searchParams);
    if (url.pathname === '/drive/v3/files' && method === 'GET')
      return listFiles(context, caller, url.searchParams);
    const file = /^\/drive\/v3\/files\/([^/]+)$/.exec(url.pathname)?.[1];
    if (url.pathname === '/drive/v3/files' && method === 'POST') {
      const body = await readJson(request);
      if (body === undefined) return fail(DRIVE_ERRORS.badRequest('Invalid JSON payload received.'));
      return createMetadataOnly(context, caller, body, url.searchParams);
    }
    if (file && method === 'GET')
      return getFile(context, caller, file, url.searchParams, request.headers.range);
    if (file && method === 'PATCH') {
      const body = await readJson(request);
      if (body === undefined) return fail(DRIVE_ERRORS.badRequest('Invalid JSON payload received.'));
      return updateFile(context, caller, file, body, url.searchParams);
    }
    if (file && method === 'DELETE') return deleteFile(context, caller, file);
    return {
      status: 404,
      body: {
        error: {
          code: 404,
          message: 'Not Found',
          errors: [{ message: 'Not Found', domain: 'global', reason: 'notFound' }],
        },
      },
    };
  }

  async function api(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const at = Date.now();
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const bearer = bearerToken(request);
    const grant = bearer ? grants.lookupAccess(bearer) : null;
    const live = grant && !grant.expired ? grant : null;
    const finish = (answer: DriveAnswer) => {
      traffic.record({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.search,
        subject: live?.subject ?? null,
        status: answer.status,
        at,
      });
      send(response, answer);
    };
    const failure = traffic.take(url.pathname);
    if (failure) {
      request.resume();
      const answer = fail(DRIVE_ERRORS.failure(failure.status));
      return finish(
        failure.retryAfterSeconds === undefined
          ? answer
          : { ...answer, headers: { 'retry-after': String(failure.retryAfterSeconds) } },
      );
    }
    if (uploads.isSession(url) && (request.method === 'PUT' || request.method === 'POST'))
      return finish(await uploads.chunk(request, url));
    if (!live) {
      request.resume();
      return finish(fail(DRIVE_ERRORS.unauthenticated()));
    }
    if (!canRead(live)) {
      request.resume();
      return finish(fail(DRIVE_ERRORS.insufficientScopes()));
    }
    finish(await drive(request, url, live));
  }

  const server = await startLoopbackServer(async (request, response, url) => {
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /o/oauth2/v2/auth' || route === 'POST /o/oauth2/v2/auth')
      return authorize(oauth, request, response, url);
    if (route === 'POST /token') return token(oauth, request, response);
    if (route === 'POST /revoke') return revoke(oauth, request, response, url);
    if (route === 'GET /oauth2/v3/userinfo') return userinfo(oauth, request, response);
    return api(request, response, url);
  }, options.port);
  base = server.url;

  const known = (email: string) => {
    if (!accounts.some((account) => account.email === email))
      throw new Error(`the fake Google has no account ${email}`);
    return email;
  };
  return {
    url: base,
    authUrl: `${base}/o/oauth2/v2/auth`,
    tokenUrl: `${base}/token`,
    revokeUrl: `${base}/revoke`,
    apiUrl: base,
    uploadUrl: `${base}/upload`,
    close: () => server.close(),
    approve: (authUrl, choice = {}) =>
      answerConsent(authUrl, { account: choice.email, decision: choice.deny ? 'deny' : 'allow' }),
    revoke: (email) => grants.revokeSubject(email),
    expireAccessTokens: (email) => grants.expireAccessTokens(email),
    setAccessTokenTtl: (seconds) => void (grants.accessTtlSeconds = seconds),
    injectFailures: (failure) => traffic.inject(failure),
    clearFailures: () => traffic.clearFailures(),
    setLatency: (ms) => void (latencyMs = ms),
    requests: () => traffic.requests(),
    resetLog: () => traffic.resetLog(),
    files: (email) => [...store.files.values()].filter((file) => file.owner === known(email)),
    content: (fileId) => store.content(fileId),
    addForeignFile: (email, file) =>
      store.create(
        {
          name: file.name,
          mimeType: file.mimeType ?? 'application/pdf',
          parents: file.parents ?? ['root'],
          owner: known(email),
          creatorClientId: null,
        },
        file.content ?? Buffer.from('%PDF-1.4 local test data'),
      ),
  };
}

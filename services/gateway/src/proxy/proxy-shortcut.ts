import { JWT_VERIFIED_TOKENS, type RequestShortcut, type VerifiedTokenCache } from '@yarn-mgmt/nest-kit';
import type { IncomingMessage } from 'node:http';
import { AccountClosures } from './account-closures.js';
import { ProxyService } from './proxy.service.js';
import { isProxiedApiCall, isPublicApiRequest } from './route-table.js';

const BEARER = /^Bearer (\S+)$/i;

/** The bearer token of a request, when its signature was verified before and has not expired since. */
export function verifiedBearer(request: IncomingMessage, verified: VerifiedTokenCache): boolean {
  const match = BEARER.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && verified.get(match[1]) !== undefined;
}

/**
 * The hot path of the gateway (issue 7): an API call for a service, with a token whose signature the JWT guard
 * already verified, goes straight to the proxy, logged as any request, without Express's router, Nest's guards,
 * interceptors and filters (about 200 µs of CPU per call). Everything else takes the full way: public paths (the
 * sign-in rate limit lives there), a token seen for the first time, no token, paths no service owns and the
 * gateway's own routes. What the full way would add to such a call is nothing: no roles, no body parsing, helmet
 * is left to the service, and the proxy answers its own errors.
 */
export const proxyShortcut: RequestShortcut = (app, log) => {
  const proxy = app.get(ProxyService);
  const verified = app.get<VerifiedTokenCache>(JWT_VERIFIED_TOKENS, { strict: false });
  const closures = app.get(AccountClosures);
  return (request, response) => {
    const url = request.url ?? '/';
    const method = request.method ?? 'GET';
    if (!isProxiedApiCall(url) || isPublicApiRequest(url, method) || !verifiedBearer(request, verified))
      return false;
    // A closed account's token goes the full way, where the JWT guard refuses it.
    if (closures.isClosed(request)) return false;
    log(request, response);
    void proxy.forward(request, response);
    return true;
  };
};

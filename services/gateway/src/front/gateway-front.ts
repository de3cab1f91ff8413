import type { ApiError } from '@yarn-mgmt/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ServerResponse } from 'node:http';
import { AccountClosures } from '../proxy/account-closures.js';
import { ProxyService } from '../proxy/proxy.service.js';
import { admit } from '../proxy/route-table.js';
import type { FrontDoorHandler } from './front-door.js';

export const MALFORMED_PATH = 'Malformed request path';

function refuse(response: ServerResponse): void {
  const body: ApiError = { statusCode: 400, error: MALFORMED_PATH };
  response.writeHead(400, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(JSON.stringify(body));
}

/**
 * The gateway's first look at every request. The path is put in its canonical form (or the request refused with
 * a 400) before anything decides, so the JWT guard, the sign-in throttle, the account-closure watch and the proxy
 * all read the same path (issue 18). Then, with `fastPath`, the hot path (issue 7): an API call for a service
 * that needs a token, with a token whose signature the JWT guard already verified, goes straight to the proxy,
 * logged as any request, without Express's router, Nest's guards, interceptors and filters. The admission
 * function decides that as it does for the guard: public and throttled paths (sign-in, sign-up in every
 * spelling), a token seen for the first time, a closed account's, no token, paths no service owns and the
 * gateway's own routes take the full way. Both ways give the same answer to every request
 * (test/admission-parity.integration-spec.ts); the fast one only skips work.
 */
export function gatewayFront(
  app: NestExpressApplication,
  { fastPath }: { fastPath: boolean },
): FrontDoorHandler {
  const proxy = app.get(ProxyService);
  const closures = app.get(AccountClosures);
  return (request, response, log) => {
    const admission = admit(request.method ?? 'GET', request.url ?? '/');
    if (admission.kind === 'refused') {
      log(request, response);
      refuse(response);
      return true;
    }
    request.url = admission.url;
    if (!fastPath || admission.kind !== 'service' || admission.access !== 'token') return false;
    if (!closures.verifiedOpenUser(request)) return false;
    log(request, response);
    void proxy.forward(request, response);
    return true;
  };
}

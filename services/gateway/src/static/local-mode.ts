import { REMOTE_NAMES } from '@yarn-mgmt/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { remoteFolder, type GatewayConfig } from '../config/gateway.config.js';
import { readRemotesManifest, remoteOrigins } from '../remotes/remotes-manifest.js';
import { serveBuiltFiles } from './static-files.js';

const NOT_SPA = /^\/(api|remotes|health|docs)(?=[/.?-]|$)/;

/**
 * Local mode (STATIC_ROOT = the repository root): the shell at `/` with an SPA fallback, and each remote's build
 * at `/remotes/mf-<name>/`, readable from any origin. A missing remote file is a 404, never the shell's page.
 */
export function mountLocalMode(
  app: NestExpressApplication,
  config: Pick<GatewayConfig, 'STATIC_ROOT'>,
): void {
  if (!config.STATIC_ROOT) return;
  const root = path.resolve(config.STATIC_ROOT);

  for (const remote of REMOTE_NAMES) {
    const folder = remoteFolder(remote);
    app.use(
      `/remotes/${folder}`,
      (_request: Request, response: Response, next: NextFunction) => {
        response.setHeader('Access-Control-Allow-Origin', '*');
        response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        next();
      },
      serveBuiltFiles(path.join(root, folder, 'dist')),
      (request: Request, response: Response) => {
        response.status(404).json({ statusCode: 404, error: `Not found: /remotes/${folder}${request.path}` });
      },
    );
  }

  const shellDist = path.join(root, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');
  const serveShell = serveBuiltFiles(shellDist);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || NOT_SPA.test(request.path)) return next();
    serveShell(request, response, () => {
      if (!existsSync(indexHtml)) return next();
      // The shell's page under any of its URLs, compressed and revalidated like index.html itself.
      request.url = '/index.html';
      serveShell(request, response, next);
    });
  });
}

/**
 * helmet for a page that runs the shell: scripts, styles and manifests from the gateway itself and from
 * wherever /remotes.json currently points (read per request, like /remotes.json), `blob:` for federation's
 * runtime, inline styles for emotion, images from anywhere over https (yarn photos and deals come from other
 * sites) and from the local demo shop.
 */
export function gatewayHelmetOptions(
  config: Pick<GatewayConfig, 'REMOTES_FILE' | 'remotes' | 'DEMO_SHOP_URL'>,
): HelmetOptions {
  const demoShop = config.DEMO_SHOP_URL ? [new URL(config.DEMO_SHOP_URL).origin] : [];
  // Read once per request (five directives ask), and never for an API call: a JSON answer runs no script, and
  // reading the registry file on every proxied request cost the gateway a third of its throughput (issue 7).
  const perRequest = new WeakMap<IncomingMessage, string>();
  const remotes = (request: IncomingMessage) => {
    if (request.url?.startsWith('/api/')) return '';
    let origins = perRequest.get(request);
    if (origins === undefined) {
      origins = remoteOrigins(readRemotesManifest(config)).join(' ');
      perRequest.set(request, origins);
    }
    return origins;
  };
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", 'blob:', remotes],
        'style-src': ["'self'", "'unsafe-inline'", remotes],
        'connect-src': ["'self'", remotes],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...demoShop, remotes],
        'font-src': ["'self'", 'data:', remotes],
        'worker-src': ["'self'", 'blob:'],
        // Local mode is plain http on localhost: upgrading would break every remote served over http.
        'upgrade-insecure-requests': null,
      },
    },
  };
}

/**
 * The gateway's helmet: the page policy above for the pages the gateway answers itself, `nosniff` and the
 * resource policy alone for the files they load, nothing for an API call a service answers (it sets its own
 * security headers, and running helmet's eleven middlewares twice per call cost the gateway throughput).
 */
export function gatewayHelmet(
  config: Pick<GatewayConfig, 'REMOTES_FILE' | 'remotes' | 'DEMO_SHOP_URL'>,
  skip: (url: string) => boolean,
) {
  const securityHeaders = helmet(gatewayHelmetOptions(config));
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    const url = request.url ?? '/';
    if (skip(url)) return next();
    if (ASSET.test(url)) {
      // A script, manifest or image is no document: the page policy (CSP, framing, referrer, ...) does nothing on
      // it, and its ~600 bytes of headers on each of a first page's ~30 files cost ~18 KB (issue 23).
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      return next();
    }
    securityHeaders(request, response, next);
  };
}

/** A file a page loads (a script, manifest, style, font or image), not a page: a name with such an extension. */
const ASSET = /^[^?#]*\.(js|mjs|json|css|map|txt|svg|png|jpe?g|gif|webp|ico|woff2?)(?:[?#]|$)/i;

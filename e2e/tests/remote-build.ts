import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { E2E_REMOTES_FILE, ROOT } from '../stack.js';

export type Registry = Record<string, { manifest: string; prefixes: string[] }>;

/** What the gateway answers with no registry file: its configured defaults. */
export async function defaultRegistry(request: APIRequestContext): Promise<Registry> {
  rmSync(E2E_REMOTES_FILE, { force: true });
  return (await (await request.get('/remotes.json')).json()) as Registry;
}

/** Edits the registry the running gateway reads on every GET /remotes.json. */
export function writeRegistry(registry: Record<string, unknown>): void {
  writeFileSync(E2E_REMOTES_FILE, JSON.stringify(registry, null, 2));
}

/** A remote built alone and served from its own origin (a stand-in for its CDN). */
export function serveDirectory(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const file = path.join(
      dir,
      path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)),
    );
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.setHeader('Content-Type', file.endsWith('.json') ? 'application/json' : 'text/javascript');
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Every file below `dir` (relative path) with the SHA-256 of its bytes. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return hashes;
}

/** Builds one webpack config of the repository into `outDir` with the given BUILD_ID, and nothing else. */
export function buildRemote(config: string, outDir: string, buildId: string): void {
  execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production', '--config', config],
    {
      cwd: ROOT,
      env: { ...process.env, BUILD_ID: buildId, MF_OUTPUT_DIR: outDir },
      stdio: 'pipe',
    },
  );
}

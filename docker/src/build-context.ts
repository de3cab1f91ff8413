import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComposeDocument } from './compose.js';
import { repoRoot } from './service-schemas.js';

/** An image compose builds, its paths resolved as compose resolves them. */
export interface ComposeBuild {
  services: string[];
  /** `build.context`, from compose.yaml's folder. */
  context: string;
  /** `build.dockerfile`, from the context. */
  dockerfile: string;
  target?: string;
  args: string[];
}

export function composeBuilds(document: ComposeDocument, composeDir: string): ComposeBuild[] {
  const builds = new Map<string, ComposeBuild>();
  for (const [name, service] of Object.entries(document.services)) {
    const build = service.build;
    if (!build) continue;
    const context = path.resolve(composeDir, build.context ?? '.');
    const dockerfile = path.resolve(context, build.dockerfile ?? 'Dockerfile');
    const key = `${context}|${dockerfile}|${build.target ?? ''}`;
    const known = builds.get(key) ?? { services: [], context, dockerfile, target: build.target, args: [] };
    known.services.push(name);
    known.args = [...new Set([...known.args, ...Object.keys(build.args ?? {})])];
    builds.set(key, known);
  }
  return [...builds.values()];
}

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** What `npm start` keeps locally: its DATA_DIR default, and the key files it writes in DATA_DIR/keys. */
export function launcherKeys(): { dataDir: string; keyFiles: string[] } {
  const dataDir = /env\.DATA_DIR \?\? '([^']+)'/.exec(read('scripts/start.mjs'))?.[1];
  const keyFiles = [...read('scripts/start/keys.mjs').matchAll(/keysFolder\(dataDir\), '([^']+)'/g)].map(
    (m) => m[1],
  );
  if (!dataDir || keyFiles.length === 0)
    throw new Error('scripts/start: no DATA_DIR default or key files found');
  return { dataDir, keyFiles };
}

/**
 * Paths standing for each pattern of the repository's .gitignore (what is local to a machine: dependencies, builds,
 * DATA_DIR, .env): at the root, and inside a workspace unless the pattern is anchored; a folder's with a file in it.
 */
export function gitignoredSamples(text = read('.gitignore')): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
    .flatMap((pattern) => {
      const folder = pattern.endsWith('/');
      const core = pattern.replace(/^\/|\/$/g, '');
      const name = core.replace(/\*+/g, 'x');
      const places =
        pattern.startsWith('/') || core.includes('/') ? [name] : [name, `services/account/${name}`];
      return places.map((place) => (folder ? `${place}/file` : place));
    });
}

/**
 * Paths that must never reach the build context (relative to it): compose's secret files, the launcher's keys (in
 * DATA_DIR, in a DATA_DIR beside it, wherever one lies), every .gitignore'd kind of path, dotenv files and keys.
 */
export function secretPaths(document: ComposeDocument, composeDir: string, context: string): string[] {
  const inContext = (file: string) => {
    const relative = path.relative(context, file);
    return relative.startsWith('..') || path.isAbsolute(relative) ? [] : [relative.split(path.sep).join('/')];
  };
  const composeSecrets = Object.values(document.secrets ?? {}).flatMap((secret) =>
    secret.file ? inContext(path.resolve(composeDir, secret.file)) : [],
  );
  const { dataDir, keyFiles } = launcherKeys();
  const local = inContext(path.resolve(repoRoot, dataDir));
  const keys = keyFiles.flatMap((name) => [
    ...local.flatMap((dir) => [`${dir}/keys/${name}`, `${dir}-2/keys/${name}`]),
    `services/account/test/keys/${name}`,
  ]);
  const dotenv = [
    '.env',
    '.env.local',
    '.env.production',
    'services/account/.env',
    'services/account/.env.local',
  ];
  const keyLike = [
    'server.key',
    'tls.pem',
    'docker/tls/server.key',
    'services/account/test/fixtures/private.pem',
  ];
  return [...new Set([...composeSecrets, ...keys, ...gitignoredSamples(), ...dotenv, ...keyLike])];
}

/** What a build needs from the context (so a .dockerignore leaving everything out fails): the workspaces. */
export function neededPaths(): string[] {
  const root = JSON.parse(read('package.json')) as { workspaces: string[] };
  const workspaces = root.workspaces.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(path.join(repoRoot, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${glob.slice(0, -2)}/${entry.name}`)
      : [glob],
  );
  return [
    'package.json',
    'package-lock.json',
    'nx.json',
    ...workspaces.flatMap((dir) => [
      `${dir}/package.json`,
      ...(existsSync(path.join(repoRoot, dir, 'src')) ? [`${dir}/src`] : []),
    ]),
  ];
}

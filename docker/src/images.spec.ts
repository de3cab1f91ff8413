import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { composeBuilds, launcherKeys, neededPaths, secretPaths } from './build-context.js';
import { COMPOSE_FILE, readComposeDocument } from './compose.js';
import { ignoreFileOf, isIgnored, parseDockerignore, readDockerignore } from './dockerignore.js';
import { imageProblems } from './image-check.js';
import { renderAll } from './manifests.js';
import { composeSecretSettings, kubernetesSecretSettings, readsAsSecret } from './secret-settings.js';
import { repoRoot } from './service-schemas.js';

const COMPOSE_DIR = path.dirname(COMPOSE_FILE);
const document = readComposeDocument();
const builds = composeBuilds(document, COMPOSE_DIR);
const secretSettings = [
  ...new Set([
    ...Object.values(renderAll()).flatMap(kubernetesSecretSettings),
    ...composeSecretSettings(document),
  ]),
].sort();
const relative = (file: string) => path.relative(repoRoot, file);

describe('never in images: the build context and the Dockerfiles (issue 24)', () => {
  it('the secret settings come from the manifests: the JWT key, the provider credentials and the rest', () => {
    expect(secretSettings).toEqual(
      expect.arrayContaining([
        'JWT_PRIVATE_KEY',
        'JWT_PRIVATE_KEY_FILE',
        'INTEGRATIONS_KEY_FILE',
        'RAVELRY_CLIENT_SECRET',
        'GOOGLE_CLIENT_SECRET',
        'FILE_LINK_SECRET',
        'QUEUE_BOARD_SECRET',
        'DATABASE_URL',
        'S3_SECRET_ACCESS_KEY',
        'LLM_API_KEY',
      ]),
    );
  });

  it('compose builds every Dockerfile in docker/ (none escapes these checks)', () => {
    const onDisk = readdirSync(COMPOSE_DIR).filter(
      (f) => /^Dockerfile/.test(f) && !f.endsWith('.dockerignore'),
    );
    expect([...new Set(builds.map((b) => relative(b.dockerfile)))].sort()).toEqual(
      onDisk.map((f) => `docker/${f}`).sort(),
    );
  });

  it.each(builds.map((b) => [relative(b.dockerfile), b]))(
    "%s: its context's ignore file leaves out secrets, keys and local files, and keeps the workspaces",
    (_, build) => {
      expect(relative(build.context)).toBe('');
      const file = ignoreFileOf(build.context, build.dockerfile);
      expect(file && relative(file)).toBe('.dockerignore');
      const rules = readDockerignore(file as string);
      const paths = secretPaths(document, COMPOSE_DIR, build.context);
      expect(paths).toEqual(
        expect.arrayContaining(['docker/secrets/jwt-private.pem', '.data/keys/jwt-private.pem']),
      );
      expect(paths.filter((p) => !isIgnored(rules, p))).toEqual([]);
      expect(neededPaths().filter((p) => isIgnored(rules, p))).toEqual([]);
    },
  );

  it.each(builds.map((b) => [relative(b.dockerfile), b]))(
    '%s: the image holds built output only, and no ARG or ENV (nor a compose build arg) names a secret',
    (_, build) => {
      const problems = imageProblems({
        text: readFileSync(build.dockerfile, 'utf8'),
        file: relative(build.dockerfile),
        secretSettings,
        target: build.target,
      });
      expect(problems).toEqual([]);
      expect(build.args.filter((arg) => secretSettings.includes(arg) || readsAsSecret(arg))).toEqual([]);
    },
  );
});

describe('the checks themselves', () => {
  it('reads .dockerignore as Docker does: from the root, ** across folders, ! re-includes, parents count', () => {
    const rules = parseDockerignore(
      '# note\n.data\n**/*.pem\n/docker/secrets/\n!docker/secrets/README.md\nlibs/*/src',
    );
    const ignored = (file: string) => isIgnored(rules, file);
    expect(
      ['.data/keys/k', 'a.pem', 'x/y/a.pem', 'docker/secrets/key', 'libs/ui/src/a.ts'].filter(ignored),
    ).toEqual(['.data/keys/k', 'a.pem', 'x/y/a.pem', 'docker/secrets/key', 'libs/ui/src/a.ts']);
    expect(
      ['services/account/.data/k', 'docker/secrets/README.md', 'libs/ui/x/src/a.ts', 'a.pemx'].filter(
        ignored,
      ),
    ).toEqual([]);
  });

  it('finds what a thinner .dockerignore would let into the context', () => {
    const thin = parseDockerignore('.data\n.env\nnode_modules\n*.pem');
    const context = repoRoot;
    const leaked = secretPaths(document, COMPOSE_DIR, context).filter((p) => !isIgnored(thin, p));
    const { keyFiles } = launcherKeys();
    expect(leaked).toEqual(
      expect.arrayContaining([
        'docker/secrets/integrations-key',
        'services/account/node_modules/file',
        'services/account/.data/file',
        'services/account/.env',
        '.env.local',
        `.data-2/keys/${keyFiles.find((name) => !name.endsWith('.pem'))}`,
        'docker/tls/server.key',
      ]),
    );
    expect(neededPaths().filter((p) => isIgnored(parseDockerignore('*\n'), p))).toContain('package.json');
  });

  it('names what would put a secret or a stray file into an image', () => {
    const text = [
      'FROM node:24 AS build',
      'ARG NPM_TOKEN',
      'WORKDIR /app',
      'COPY . .',
      'FROM node:24-slim',
      'ENV NODE_ENV=production FILE_LINK_SECRET=abc',
      'WORKDIR /app',
      'COPY . .',
      'ADD https://example.org/x.tgz /x',
      'COPY --from=build /app/libs /app/services/account/src \\',
      '  ./',
      'COPY --from=build ["/app/node_modules", "./node_modules"]',
      'RUN rm -rf node_modules/.cache',
    ].join('\n');
    expect(imageProblems({ text, file: 'D', secretSettings: ['FILE_LINK_SECRET'] })).toEqual([
      'D:8 copies . from the build context into the image',
      'D:9 ADD in the image (use COPY --from a build stage)',
      'D:9 copies https://example.org/x.tgz from the build context into the image',
      'D:10 copies /app/libs, not built output (dist, package.json, node_modules)',
      'D:10 copies /app/services/account/src, not built output (dist, package.json, node_modules)',
      'D:13 deletes files after a COPY: the image still holds them in the lower layer',
      'D:2 ARG NPM_TOKEN names a secret: give it at run time (a mounted secret)',
      'D:6 ENV FILE_LINK_SECRET names a secret: give it at run time (a mounted secret)',
    ]);
    const pruned = text.replace(
      'COPY . .\nFROM',
      'COPY . .\nRUN find libs -mindepth 2 -maxdepth 2 ! -name dist -exec rm -rf {} +\nFROM',
    );
    expect(imageProblems({ text: pruned, file: 'D', secretSettings: [] })).not.toContainEqual(
      expect.stringContaining('copies /app/libs'),
    );
  });
});

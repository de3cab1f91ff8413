import { CALL_GRAPH, SESSION_SERVICE, SERVICE_NAMES, callOrder, type Caller } from '@yarn-mgmt/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// DECISIONS 28: services call each other one way, down libs/contracts' CALL_GRAPH. No import graph shows an HTTP
// call, so this reads each service's source for the clients it holds: a `<SERVICE>_URL` setting or a
// NeighbourClient naming the service it calls. Like lint-boundaries.spec.ts, it also runs on fixtures that break
// the rule, to prove it fails on them.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface SourceFile {
  /** From the repository root: `services/<caller>/src/...`. */
  file: string;
  code: string;
}

const URL_SETTING = /\b(ACCOUNT|INVENTORY|PATTERNS|PROJECTS|TOOLS|DEALS)_URL\b/g;
const NEIGHBOUR = /new NeighbourClient\(\s*\{([^}]*)\}/g;
const NAMED_SERVICE = /\bservice:\s*'([a-z]+)'/;

/** Each service a file holds a client for, and how it does. */
function clientsIn(code: string): Array<{ service: string; how: string }> {
  const found: Array<{ service: string; how: string }> = [];
  for (const [setting, name] of code.matchAll(URL_SETTING)) {
    // Every service asks the account service about tokens (nest-kit's JWT guard): not a neighbour call.
    if (name.toLowerCase() !== SESSION_SERVICE) found.push({ service: name.toLowerCase(), how: setting });
  }
  for (const [, options] of code.matchAll(NEIGHBOUR)) {
    const named = NAMED_SERVICE.exec(options)?.[1];
    found.push({ service: named ?? '?', how: `NeighbourClient '${named ?? '?'}'` });
  }
  return found;
}

/** What breaks the call graph in these files: one line each. */
function callGraphViolations(files: SourceFile[]): string[] {
  const problems: string[] = [];
  for (const { file, code } of files) {
    const caller = /^services\/([^/]+)\/src\//.exec(file)?.[1];
    if (!caller) continue;
    if (!(caller in CALL_GRAPH)) {
      problems.push(`${file}: ${caller} is not in CALL_GRAPH`);
      continue;
    }
    const allowed: readonly string[] = CALL_GRAPH[caller as Caller];
    for (const { service, how } of clientsIn(code)) {
      if (service === '?') problems.push(`${file}: ${how}: name the service called as a literal`);
      else if (service !== caller && !allowed.includes(service))
        problems.push(`${file}: ${caller} -> ${service} (${how}) is not in CALL_GRAPH`);
    }
    // One client for neighbours: the kit's NeighbourClient (the gateway keeps its own reads for now).
    if (caller !== 'gateway' && /\bInternalHttpClient\b/.test(code))
      problems.push(`${file}: ${caller} calls another service without NeighbourClient`);
  }
  return problems;
}

function serviceSources(): SourceFile[] {
  const services = path.join(root, 'services');
  const files: SourceFile[] = [];
  for (const service of readdirSync(services)) {
    const src = path.join(services, service, 'src');
    let entries: string[];
    try {
      entries = readdirSync(src, { recursive: true }) as string[];
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!entry.endsWith('.ts') || entry.endsWith('.spec.ts')) continue;
      const file = path.join(src, entry);
      files.push({
        file: path.relative(root, file).split(path.sep).join('/'),
        code: readFileSync(file, 'utf8'),
      });
    }
  }
  return files;
}

// The inventory's old client of the projects service (the yarn detail's projects, before issue 19): up the order.
const INVENTORY_ASKS_PROJECTS: SourceFile = {
  file: 'services/inventory/src/yarn/projects.client.ts',
  code: `
    constructor(@Inject(INVENTORY_CONFIG) config: InventoryConfig, @Optional() requestLog?: RequestLog) {
      this.projects = new NeighbourClient({
        service: 'projects',
        baseUrl: config.PROJECTS_URL,
        timeoutMs: config.PROJECTS_TIMEOUT_MS,
        requestLog,
      });
    }`,
};

describe('the call graph (DECISIONS 28)', () => {
  it('runs one way: no loop, and every service is in it', () => {
    const order = callOrder();
    expect(order[0]).toBe('gateway');
    for (const service of SERVICE_NAMES) expect(CALL_GRAPH).toHaveProperty(service);
    expect(() => callOrder({ ...CALL_GRAPH, inventory: ['projects'] })).toThrow(
      'services call each other in a loop: inventory -> projects -> inventory',
    );
  });

  it('holds in every service’s source', () => {
    const files = serviceSources();
    expect(files.length).toBeGreaterThan(100);
    expect(callGraphViolations(files)).toEqual([]);
  });

  it('finds the clients it reads: a NeighbourClient and the URL settings it comes with', () => {
    const projects = serviceSources().filter((source) => source.file.startsWith('services/projects/src/'));
    const called = new Set(
      projects.flatMap((source) => clientsIn(source.code).map((found) => found.service)),
    );
    expect([...called].sort()).toEqual(['inventory', 'patterns']);
  });

  describe('fails on a fixture that breaks it', () => {
    it('the inventory getting a client for the projects service', () => {
      expect(callGraphViolations([INVENTORY_ASKS_PROJECTS])).toEqual([
        'services/inventory/src/yarn/projects.client.ts: inventory -> projects (PROJECTS_URL) is not in CALL_GRAPH',
        "services/inventory/src/yarn/projects.client.ts: inventory -> projects (NeighbourClient 'projects') is not in CALL_GRAPH",
      ]);
    });

    it('a NeighbourClient whose service is not a literal, or a service calling without one', () => {
      const problems = callGraphViolations([
        {
          file: 'services/patterns/src/stash/any.client.ts',
          code: 'new NeighbourClient({ service: target, baseUrl, timeoutMs })',
        },
        {
          file: 'services/projects/src/neighbours/old.client.ts',
          code: 'this.http = new InternalHttpClient({ timeoutMs: 3000 });',
        },
      ]);
      expect(problems).toEqual([
        "services/patterns/src/stash/any.client.ts: NeighbourClient '?': name the service called as a literal",
        'services/projects/src/neighbours/old.client.ts: projects calls another service without NeighbourClient',
      ]);
    });

    it('a service the graph does not know', () => {
      expect(callGraphViolations([{ file: 'services/chat/src/x.ts', code: '' }])).toEqual([
        'services/chat/src/x.ts: chat is not in CALL_GRAPH',
      ]);
    });
  });
});

// A service's feature folders are Nest modules whose dependencies run one way (issue 19, part 4), and its routes
// are the contracts' path constants (part 5). SERVICE_FEATURES is the one place that says which feature builds
// on which: the zones below hold it (a feature imports only its own folder, the shared folders and the features
// listed for it), and the map itself must have no loop.
import path from 'node:path';

/** Folders every feature may use: configuration, the data source (which lists every feature's entities), ... */
export const SERVICE_SHARED_FOLDERS = ['config', 'database', 'cli', 'activity'];

/** Per service, each feature folder and the features it may import. */
export const SERVICE_FEATURES = {
  account: {
    users: [],
    neighbours: [],
    queues: [],
    'pending-runs': ['users'],
    integrations: ['users'],
    settings: ['users', 'neighbours'],
    auth: ['users', 'settings', 'integrations'],
    'ravelry-sync': ['integrations', 'auth', 'neighbours', 'pending-runs'],
    'ravelry-patterns': ['integrations', 'ravelry-sync'],
    profile: ['users', 'settings', 'neighbours', 'integrations'],
    lifecycle: ['users', 'settings', 'auth', 'neighbours', 'integrations'],
    backups: ['users', 'settings', 'auth', 'integrations', 'lifecycle', 'pending-runs', 'queues'],
    'drive-files': ['users', 'settings', 'auth', 'integrations', 'neighbours', 'lifecycle', 'queues'],
  },
  inventory: {
    yarn: [],
    catalogue: ['yarn'],
    'shopping-list': ['yarn'],
    'user-data': ['yarn'],
  },
  patterns: {
    neighbours: [],
    patterns: ['neighbours'],
    covers: ['patterns'],
    files: ['patterns', 'covers'],
    pdf: ['patterns', 'covers', 'files'],
    similar: ['patterns'],
    stash: ['patterns', 'neighbours'],
    'user-data': ['patterns'],
    'external-sync': ['patterns'],
    'drive-files': ['patterns'],
  },
  projects: {
    neighbours: [],
    projects: ['neighbours'],
    allocations: ['projects', 'neighbours'],
    counters: ['projects'],
    'user-data': [],
    'external-sync': ['projects'],
  },
  tools: {
    neighbours: [],
    llm: [],
    'pdf-processor': ['neighbours'],
    'ai-designer': ['neighbours', 'llm'],
    assistant: ['neighbours', 'llm'],
    'user-data': [],
  },
  deals: {
    scraping: [],
    queue: [],
    board: ['queue'],
    targets: ['queue', 'scraping'],
    runs: ['targets'],
    'scraper-runs': ['targets', 'runs', 'queue'],
    deals: ['targets', 'runs'],
    archives: ['targets', 'runs', 'scraping'],
    worker: ['targets', 'runs', 'deals', 'archives', 'queue', 'scraping'],
  },
  gateway: {
    remotes: [],
    proxy: [],
    compose: [],
    health: [],
    front: ['proxy'],
    static: ['remotes'],
    metrics: ['proxy'],
  },
};

/** Throws at load when a feature names an unknown one or the map has a loop: the lint then cannot run at all. */
export function assertOneWay(features, service) {
  const state = {};
  const visit = (feature, trail) => {
    if (!(feature in features)) throw new Error(`SERVICE_FEATURES.${service}: no feature "${feature}"`);
    if (state[feature] === 'done') return;
    if (state[feature] === 'visiting')
      throw new Error(`SERVICE_FEATURES.${service} has a loop: ${[...trail, feature].join(' -> ')}`);
    state[feature] = 'visiting';
    for (const next of features[feature]) visit(next, [...trail, feature]);
    state[feature] = 'done';
  };
  for (const feature of Object.keys(features)) visit(feature, []);
}

/** One zone per feature folder: every other feature of its service it does not build on (absolute paths). */
export function serviceFeatureZones(root) {
  return Object.entries(SERVICE_FEATURES).flatMap(([service, features]) => {
    assertOneWay(features, service);
    const src = path.join(root, 'services', service, 'src');
    return Object.entries(features).flatMap(([feature, allowed]) => {
      const from = Object.keys(features)
        .filter((other) => other !== feature && !allowed.includes(other))
        .map((other) => path.join(src, other));
      if (!from.length) return [];
      return [
        {
          target: path.join(src, feature),
          from,
          message: `services/${service}: ${feature}/ builds on ${allowed.join(', ') || 'no other feature'} only (eslint.services.js). A lower feature that needs a higher one gets a port it fills.`,
        },
      ];
    });
  });
}

const ROUTE_DECORATORS = 'Controller|Get|Post|Put|Patch|Delete|All|Head|Options|Search';

/** A controller's paths are the contracts' constants (`INVENTORY_API.yarnItem.route`), never a string here. */
export const serviceRoutesConfig = {
  files: ['services/*/src/**/*.ts'],
  ignores: ['**/*.spec.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `Decorator > CallExpression[callee.name=/^(${ROUTE_DECORATORS})$/] :matches(Literal[raw=/^['"]/], TemplateLiteral)`,
        message:
          'A route is written once, in libs/contracts (e.g. INVENTORY_API.yarnItem.route), for the controller and its clients.',
      },
    ],
  },
};

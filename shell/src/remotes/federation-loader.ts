import { createInstance, getInstance } from '@module-federation/enhanced/runtime';
import { isRemoteRegistryEntry, type RemoteRegistryEntry } from '@yarn-mgmt/contracts';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { offlineRemotePlugin } from './offline-remote-plugin';

type Registry = Record<string, RemoteRegistryEntry>;

/** Reads /remotes.json; an entry that is not `{ manifest, prefixes }` is left out (that remote is not mounted). */
async function fetchRegistry(url: string): Promise<Registry> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as unknown;
  if (typeof body !== 'object' || body === null) throw new Error(`${url} is not a remotes registry`);
  const registry: Registry = {};
  for (const [name, value] of Object.entries(body)) {
    if (!isRemoteRegistryEntry(value)) {
      console.warn(`[remotes] ${url}: ${name} left out`, value);
      continue;
    }
    registry[name] = { ...value, manifest: new URL(value.manifest, window.location.href).href };
  }
  return registry;
}

/**
 * The real loader: reads `/remotes.json` ({ mf_inventory: { manifest, prefixes }, ... }) at start-up, registers
 * those remotes with the federation runtime the shell's build created (sharing `loaded-first`), and loads
 * `<remote>/routes` (or a dashboard widget such as `<remote>/LowStockPanel`) on demand. The shell's webpack config declares no remote.
 */
export function createFederationRemoteLoader({ registryUrl = '/remotes.json' } = {}): RemoteLoader {
  const federation =
    getInstance() ??
    createInstance({ name: 'shell', remotes: [], shared: {}, shareStrategy: 'loaded-first' });
  federation.registerPlugins([offlineRemotePlugin()]);

  let registered: Registry = {};
  const register = async (): Promise<Registry> => {
    const registry = await fetchRegistry(registryUrl);
    federation.registerRemotes(
      Object.entries(registry).map(([name, { manifest }]) => ({ name, entry: manifest })),
    );
    registered = registry;
    return registry;
  };

  const loader = createRemoteLoader({
    registry: register,
    async load(remote, expose = './routes') {
      const registry = await loader.loadRegistry();
      if (!(remote in registry)) throw new Error(`not listed in ${registryUrl}`);
      return federation.loadRemote<unknown>(`${remote}/${expose.replace(/^\.\//, '')}`);
    },
    reset(remote) {
      const entry = registered[remote];
      // Forced re-registration drops the runtime's cached manifest, entry script and module for this remote.
      if (entry) federation.registerRemotes([{ name: remote, entry: entry.manifest }], { force: true });
    },
  });
  // Start reading now: shell pages render without waiting; failures surface through the routes that need it.
  loader
    .loadRegistry()
    .catch((error: unknown) => console.warn(`[remotes] cannot read ${registryUrl}`, error));
  return loader;
}

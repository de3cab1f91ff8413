import { createInstance, getInstance } from '@module-federation/enhanced/runtime';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { offlineRemotePlugin } from './offline-remote-plugin';

type Manifest = Record<string, string>;

async function fetchManifest(url: string): Promise<Manifest> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as unknown;
  if (typeof body !== 'object' || body === null) throw new Error(`${url} is not a remotes manifest`);
  const remotes: Manifest = {};
  for (const [name, entry] of Object.entries(body)) {
    if (typeof entry === 'string' && entry) remotes[name] = new URL(entry, window.location.href).href;
  }
  return remotes;
}

/**
 * The real loader: reads `/remotes.json` ({ mf_inventory: <url of mf-manifest.json>, ... }) at start-up, registers
 * those remotes with the federation runtime the shell's build created (sharing `loaded-first`), and loads
 * `<remote>/routes` on demand. The shell's webpack config declares no remote.
 */
export function createFederationRemoteLoader({ manifestUrl = '/remotes.json' } = {}): RemoteLoader {
  const federation =
    getInstance() ??
    createInstance({ name: 'shell', remotes: [], shared: {}, shareStrategy: 'loaded-first' });
  federation.registerPlugins([offlineRemotePlugin()]);

  let registered: Manifest | null = null;
  const register = () =>
    fetchManifest(manifestUrl).then((remotes) => {
      federation.registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
      registered = remotes;
      return remotes;
    });
  let manifest = register();
  // Failures surface through the routes that need a remote; nothing else should see them.
  manifest.catch((error: unknown) => console.warn(`[remotes] cannot read ${manifestUrl}`, error));

  return createRemoteLoader({
    async load(remote) {
      const remotes = await manifest;
      if (!remotes[remote]) throw new Error(`not listed in ${manifestUrl}`);
      return federation.loadRemote<unknown>(`${remote}/routes`);
    },
    reset(remote) {
      if (!registered) {
        manifest = register();
        manifest.catch(() => undefined);
        return;
      }
      const entry = registered[remote];
      // Forced re-registration drops the runtime's cached manifest, entry script and module for this remote.
      if (entry) federation.registerRemotes([{ name: remote, entry }], { force: true });
    },
  });
}

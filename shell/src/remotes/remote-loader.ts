import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteRegistryEntry } from '@yarn-mgmt/contracts';
import type { ModuleRoutes } from '@yarn-mgmt/web-platform';
import { isUnavailableModule } from './unavailable-module';

/** Thrown (and caught by the module's error boundary) when a remote's routes cannot be had. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';

  constructor(
    readonly remote: string,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${remote} is unavailable: ${reason}`, options);
  }
}

/** /remotes.json as the shell sees it: any remote name it lists, with its manifest URL and prefixes. */
export type Registry = Readonly<Record<string, RemoteRegistryEntry>>;

export interface RemoteLoader {
  /** /remotes.json: which remotes exist and the URL prefixes each owns. The same promise until `retryRegistry`. */
  loadRegistry: () => Promise<Registry>;
  /** Forget a failed registry read so that the next `loadRegistry` really reads it again. */
  retryRegistry: () => void;
  /** The routes a remote exposes as `<remote>/routes`. The same promise until `retry`; rejects with RemoteUnavailableError. */
  loadRoutes: (remote: string) => Promise<ModuleRoutes>;
  /**
   * A component a remote exposes for a shell page (`./LowStockPanel`: the module's export of that name). The
   * same promise until `retry`; rejects with RemoteUnavailableError.
   */
  loadWidget: (remote: string, expose: string) => Promise<ComponentType>;
  /** Forget a failed load (routes and widgets) so that the next `loadRoutes` or `loadWidget` really tries again. */
  retry: (remote: string) => void;
}

export interface RemoteSource {
  /** Reads the registry (and registers its remotes with whatever loads them). */
  registry: () => Promise<Registry>;
  /** Loads an exposed module of a remote, `./routes` unless told (any shape: it is checked here). */
  load: (remote: string, expose?: string) => Promise<unknown>;
  /** Drops whatever the source cached about a remote before a retry. */
  reset?: (remote: string) => void;
}

function routesOf(remote: string, module: unknown): ModuleRoutes {
  if (isUnavailableModule(module))
    throw new RemoteUnavailableError(remote, 'failed to load', { cause: module.error });
  const routes = (module as { routes?: unknown } | null | undefined)?.routes;
  if (!Array.isArray(routes))
    throw new RemoteUnavailableError(remote, 'its ./routes module exports no `routes` list');
  return routes as ModuleRoutes;
}

function widgetOf(remote: string, expose: string, module: unknown): ComponentType {
  if (isUnavailableModule(module))
    throw new RemoteUnavailableError(remote, 'failed to load', { cause: module.error });
  const name = expose.replace(/^\.\//, '');
  const widget = (module as Record<string, unknown> | null | undefined)?.[name];
  if (typeof widget !== 'function' && (typeof widget !== 'object' || widget === null))
    throw new RemoteUnavailableError(remote, `its ${expose} module exports no \`${name}\``);
  return widget as ComponentType;
}

const asUnavailable = (remote: string) => (error: unknown) => {
  if (error instanceof RemoteUnavailableError) throw error;
  throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error), {
    cause: error,
  });
};

/** Caches the registry and one load per remote (navigating inside a module does not reload it) until a retry. */
export function createRemoteLoader(source: RemoteSource): RemoteLoader {
  const cache = new Map<string, Promise<ModuleRoutes>>();
  const widgets = new Map<string, Promise<ComponentType>>();
  let registry: Promise<Registry> | null = null;
  return {
    loadRegistry() {
      registry ??= source.registry();
      return registry;
    },
    retryRegistry() {
      registry = null;
    },
    loadRoutes(remote) {
      let pending = cache.get(remote);
      if (!pending) {
        pending = source.load(remote).then((module) => routesOf(remote, module), asUnavailable(remote));
        cache.set(remote, pending);
      }
      return pending;
    },
    loadWidget(remote, expose) {
      const key = `${remote}/${expose}`;
      let pending = widgets.get(key);
      if (!pending) {
        pending = source
          .load(remote, expose)
          .then((module) => widgetOf(remote, expose, module), asUnavailable(remote));
        widgets.set(key, pending);
      }
      return pending;
    },
    retry(remote) {
      cache.delete(remote);
      for (const key of widgets.keys()) if (key.startsWith(`${remote}/`)) widgets.delete(key);
      source.reset?.(remote);
    },
  };
}

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader must be used inside <RemoteLoaderProvider>');
  return loader;
}

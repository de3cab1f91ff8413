import { createContext, useContext } from 'react';
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
  /** Forget a failed load so that the next `loadRoutes` really tries again. */
  retry: (remote: string) => void;
}

export interface RemoteSource {
  /** Reads the registry (and registers its remotes with whatever loads them). */
  registry: () => Promise<Registry>;
  /** Loads the exposed `./routes` module of a remote (any shape: it is checked here). */
  load: (remote: string) => Promise<unknown>;
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

/** Caches the registry and one load per remote (navigating inside a module does not reload it) until a retry. */
export function createRemoteLoader(source: RemoteSource): RemoteLoader {
  const cache = new Map<string, Promise<ModuleRoutes>>();
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
        pending = source.load(remote).then(
          (module) => routesOf(remote, module),
          (error: unknown) => {
            if (error instanceof RemoteUnavailableError) throw error;
            throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error), {
              cause: error,
            });
          },
        );
        cache.set(remote, pending);
      }
      return pending;
    },
    retry(remote) {
      cache.delete(remote);
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

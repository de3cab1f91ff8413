import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableModule } from './unavailable-module';

/**
 * A remote that is down must cost only its own routes (module-federation-examples `runtime-plugins/offline-remote`):
 * when loading a remote's module fails, answer a fallback module instead of throwing through the runtime.
 * Other lifecycles (a manifest that cannot be fetched, say) are left to fail so that they end up here as `onLoad`.
 */
export function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'yarn-mgmt-offline-remote',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[remotes] ${args.id} is unavailable`, args.error);
      return unavailableModule(args.error);
    },
  };
}

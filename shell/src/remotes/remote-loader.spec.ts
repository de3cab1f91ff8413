import { createRemoteLoader, RemoteUnavailableError } from './remote-loader';
import { unavailableModule } from './unavailable-module';

const Panel = () => null;

describe('loading a remote’s dashboard widget', () => {
  it('loads the exposed module by name, once, and hands over its export of that name', async () => {
    const loads: Array<[string, string | undefined]> = [];
    const loader = createRemoteLoader({
      registry: () => Promise.resolve({}),
      load: (remote, expose) => {
        loads.push([remote, expose]);
        return Promise.resolve({ LowStockPanel: Panel });
      },
    });
    expect(await loader.loadWidget('mf_inventory', './LowStockPanel')).toBe(Panel);
    expect(await loader.loadWidget('mf_inventory', './LowStockPanel')).toBe(Panel);
    expect(loads).toEqual([['mf_inventory', './LowStockPanel']]);
  });

  it.each([
    ['a module without that export', { routes: [] }],
    ['the runtime’s fallback for a remote that is down', unavailableModule(new Error('manifest 404'))],
  ])('is unavailable for %s, and a retry asks again', async (_case, module) => {
    let attempts = 0;
    const loader = createRemoteLoader({
      registry: () => Promise.resolve({}),
      load: () => {
        attempts += 1;
        return Promise.resolve(attempts === 1 ? module : { ActiveProjectsPanel: Panel });
      },
    });
    await expect(loader.loadWidget('mf_projects', './ActiveProjectsPanel')).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    loader.retry('mf_projects');
    expect(await loader.loadWidget('mf_projects', './ActiveProjectsPanel')).toBe(Panel);
    expect(attempts).toBe(2);
  });
});

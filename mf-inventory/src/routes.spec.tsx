import { APP_ROUTES } from '@yarn-mgmt/contracts';
import { routes } from './routes';

describe('mf_inventory routes', () => {
  it('exposes exactly the routes APP_ROUTES gives this module', () => {
    const owned = APP_ROUTES.filter((route) => route.owner === 'mf_inventory').map((route) => route.path);
    expect(routes.map((route) => route.path).sort()).toEqual([...owned].sort());
  });
});

// `yarn-mgmt-module-routes` is the remote's exposed `./routes` module (an alias each remote's build sets).
import { mountStandalone } from '@yarn-mgmt/web-platform';
import { routes } from 'yarn-mgmt-module-routes';

mountStandalone(routes);

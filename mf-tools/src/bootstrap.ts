import { mountStandalone } from '@yarn-mgmt/web-platform';
import { routes } from './routes';

// Standalone page for local development of this module; in the platform the shell renders `routes`.
mountStandalone(routes);

export { RemoteRoutes } from './remote-routes';
export {
  RemoteLoaderProvider,
  createRemoteLoader,
  type Registry,
  type RemoteLoader,
  type RemoteSource,
} from './remote-loader';
export { RemoteWidget, DASHBOARD_WIDGETS, type DashboardWidget } from './remote-widget';

export { RemoteRoutes } from './remote-routes';
export {
  RemoteLoaderProvider,
  createRemoteLoader,
  type Registry,
  type RemoteLoader,
  type RemoteSource,
} from './remote-loader';

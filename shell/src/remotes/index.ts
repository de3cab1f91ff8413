export { remoteRoutes } from './remote-routes';
export {
  RemoteLoaderProvider,
  createRemoteLoader,
  type RemoteLoader,
  type RemoteSource,
} from './remote-loader';

export {
  REMOTE_NAMES,
  remoteOf,
  type ExposedModule,
  type PageModuleId,
  type PageModules,
  type RemoteModuleId,
  type WidgetModules,
  type RemoteModules,
  type RemoteName,
  type ReviewDialogProps,
  type ReviewListProps,
} from './remote-modules';
export { RemoteModuleError, loadRemoteModule } from './load-remote-module';
export { RemoteBoundary, RemoteErrorPanel, type RemoteBoundaryProps } from './remote-boundary';
export { registerRemoteMap, parseRemoteMap, fetchRemoteMap, type RemoteMap } from './remote-map';

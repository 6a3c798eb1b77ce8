export type { ExposedPages, ExposedWidgets } from './exposed-modules';
export type {
  ActivityFeedProps,
  JournalMovie,
  LogDialogProps,
  ReviewDialogProps,
  ReviewListProps,
  ReviewTextEditorProps,
  WidgetModuleId,
  WidgetModules,
  YourYearProps,
} from './remote-modules';
export { IncompatibleRemoteError, RemoteModuleError, loadPageModule, loadWidgetModule, retryRemote } from './load-remote-module';
export { RemoteBoundary, RemoteErrorPanel, type RemoteBoundaryProps } from './remote-boundary';
export {
  fetchDeployment,
  parseDeployment,
  registerDeployment,
  remoteDescriptor,
  type Deployment,
  type RemoteDescriptor,
} from './remote-map';
export { parseRouteDeclarations, type ParsedRoutes } from './parse-route-declarations';
export { PLATFORM_VERSION, platformMismatch } from './platform';
export { satisfiesRange } from './semver-range';

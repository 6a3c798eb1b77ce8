export type { ExposedPages, ExposedWidgets } from './exposed-modules';
export type { ReviewDialogProps, ReviewListProps, WidgetModuleId, WidgetModules } from './remote-modules';
export { IncompatibleRemoteError, RemoteModuleError, loadPageModule, loadWidgetModule } from './load-remote-module';
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

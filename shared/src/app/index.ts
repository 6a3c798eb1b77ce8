export { AppProviders, type AppProvidersProps } from './app-providers';
export { NotFoundPage } from './not-found-page';
export { renderStandalone, standaloneRoutes, type StandaloneOptions, type StandaloneRoute } from './standalone-harness';
export { keyHistoryEntry } from './history-entry-key';

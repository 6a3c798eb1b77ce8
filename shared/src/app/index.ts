export { AppProviders, type AppProvidersProps } from './app-providers';
export { renderStandalone, standaloneRoutes, type StandaloneOptions, type StandaloneRoute } from './standalone-harness';
export { keyHistoryEntry } from './history-entry-key';

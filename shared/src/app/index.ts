export { AppProviders, type AppProvidersProps } from './app-providers';
export { renderStandalone, type StandaloneRoute } from './standalone-harness';

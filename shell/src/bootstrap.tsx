import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadDeploymentConfig } from './remotes/load-deployment-config';

const deployment = await loadDeploymentConfig();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App deployment={deployment} />
  </StrictMode>,
);

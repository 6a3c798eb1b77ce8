import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadDeploymentConfig } from './remotes/load-deployment-config';

const deployment = await loadDeploymentConfig();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// The first render as a transition: React renders in slices and yields between them, so a slow
// phone stays responsive (no long task) while the page is built; index.html's frame stays on
// screen until the page commits.
startTransition(() => {
  root.render(
    <StrictMode>
      <App deployment={deployment} />
    </StrictMode>,
  );
});

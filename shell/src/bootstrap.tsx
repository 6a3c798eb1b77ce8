import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prepareSystem } from '@marquee/shared/ui';
import { App } from './app';
import { loadDeploymentConfig } from './remotes/load-deployment-config';

// The UI system is made in short tasks while the deployment map arrives, not in the first render.
const [deployment] = await Promise.all([loadDeploymentConfig(), prepareSystem()]);

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

import { StrictMode, startTransition } from 'react';
import { nextTask } from '@marquee/shared/first-paint';
import { importInStages } from './import-in-stages';
import { listenForErrors, recordRenderError } from './telemetry/early-events';

// Errors are recorded from the start; they are sent once the page is idle (telemetry/).
listenForErrors();

// The shell's modules, evaluated in stages, each in a task of its own, from the chunks index.html
// preloaded (`eager`: no request of their own). Evaluated at once, React DOM, the UI system's
// components and the app were one task of 90–150 ms on a phone's 4× slower CPU. The federation
// platform's error panels are UI components: reading the deployment comes after the UI stage.
const [{ createRoot }, { prepareSystem }, { loadDeploymentConfig, publicEnvJson }, { App, createShell }] = await importInStages([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@marquee/shared/ui'),
  () => import(/* webpackMode: "eager" */ './remotes/load-deployment-config'),
  () => import(/* webpackMode: "eager" */ './app'),
]);

// The UI system is made in short tasks while the deployment map arrives, not in the first render.
const [deployment] = await Promise.all([loadDeploymentConfig(), prepareSystem()]);

// The router (which starts the address's page on its way) in a task of its own, before the first
// render: made inside it, it was one unit of that render's work that React cannot split.
await nextTask();
const shell = createShell(deployment);
await nextTask();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container, {
  onCaughtError: (error, info) => {
    console.error(error, info.componentStack);
    recordRenderError(error, true);
  },
  onUncaughtError: (error) => {
    console.error(error);
    recordRenderError(error, false);
  },
});
// The first render as a transition: React renders in slices and yields between them, so a slow
// phone stays responsive (no long task) while the page is built; index.html's frame stays on
// screen until the page commits.
startTransition(() => {
  root.render(
    <StrictMode>
      <App shell={shell} />
    </StrictMode>,
  );
});
shell.startTelemetry(publicEnvJson());

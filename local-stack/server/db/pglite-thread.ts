/**
 * Starts the PGlite worker thread. The worker is TypeScript; it is loaded through tsx's API so
 * it runs the same under `tsx`, plain `node --import tsx` and Vitest.
 */
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DbError } from './db-error.ts';
import type { WorkerEvent, WorkerInit } from './pglite-protocol.ts';

const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi).then((api) => api.tsImport(workerData.entry, workerData.parent));
`;

/** A worker with PGlite open on `dataDir`, and how long opening took in ms. */
export async function startPgliteThread(dataDir: string): Promise<{ worker: Worker; openMs: number }> {
  const require = createRequire(import.meta.url);
  const init: WorkerInit & { tsxApi: string; entry: string; parent: string } = {
    dataDir,
    // The ESM build of tsx's API: its CommonJS build cannot register the ESM loader.
    tsxApi: pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href,
    entry: fileURLToPath(new URL('./pglite-worker.ts', import.meta.url)),
    parent: import.meta.url,
  };
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: init });
  try {
    const openMs = await new Promise<number>((resolve, reject) => {
      const onMessage = (event: WorkerEvent) => {
        worker.off('message', onMessage);
        worker.off('error', reject);
        if (event.kind === 'ready') resolve(event.ms);
        else reject(new DbError(event.error));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return { worker, openMs };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

/**
 * Starts the PGlite worker thread. The worker is TypeScript; it is loaded through tsx's API so
 * it runs the same under `tsx`, plain `node --import tsx` and Vitest.
 */
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DbError } from './db-error.ts';
import type { CancelChannel } from './pglite-cancel.ts';
import type { WorkerEvent, WorkerInit } from './pglite-protocol.ts';

const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi).then((api) => api.tsImport(workerData.entry, workerData.parent));
`;

export interface PgliteThread {
  worker: Worker;
  /** How long opening took in ms. */
  openMs: number;
  /** How to cancel its running statement, when its PGlite runs on shared memory. */
  cancel: CancelChannel | null;
}

/** A worker with PGlite open on `dataDir`. */
export async function startPgliteThread(dataDir: string): Promise<PgliteThread> {
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
    const ready = await new Promise<{ ms: number; cancel: CancelChannel | null }>((resolve, reject) => {
      const onMessage = (event: WorkerEvent) => {
        worker.off('message', onMessage);
        worker.off('error', reject);
        if (event.kind === 'ready') resolve(event);
        else reject(new DbError(event.error));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return { worker, openMs: ready.ms, cancel: ready.cancel };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

/**
 * bcrypt off the event loop. bcryptjs runs up to 100 ms between yields, so on the request
 * thread every sign-in would stall all other requests (REST, storage) for a whole hash.
 * One worker thread is enough: the machine has two cores and sign-ins are rare.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };
type Reply = { id: number; ok: true; value: string | boolean } | { id: number; ok: false; error: string };

// Plain JavaScript evaluated as the worker: no TypeScript loader is needed inside it.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.bcryptUrl).then(({ default: bcrypt }) => {
  parentPort.on('message', async ({ id, job }) => {
    try {
      // A malformed stored hash matches nothing, as in GoTrue.
      const value = job.op === 'hash' ? await bcrypt.hash(job.password, job.cost) : await bcrypt.compare(job.password, job.hash).catch(() => false);
      parentPort.postMessage({ id, ok: true, value });
    } catch (error) {
      parentPort.postMessage({ id, ok: false, error: String(error) });
    }
  });
});
`;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (value: string | boolean) => void; reject: (error: Error) => void }>();

function failAll(error: Error): void {
  for (const waiter of pending.values()) waiter.reject(error);
  pending.clear();
  worker = null;
}

function getWorker(): Worker {
  if (worker) return worker;
  const require = createRequire(import.meta.url);
  const bcryptUrl = pathToFileURL(require.resolve('bcryptjs')).href;
  const created = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptUrl } });
  // An idle hasher must not keep a test run or a stopping server alive.
  created.unref();
  created.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(new Error(reply.error));
  });
  created.on('error', failAll);
  created.on('exit', () => failAll(new Error('bcrypt worker exited')));
  worker = created;
  return created;
}

export function runBcrypt(job: Job): Promise<string | boolean> {
  const target = getWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref();
    target.postMessage({ id, job });
  }).finally(() => {
    if (pending.size === 0) worker?.unref();
  }) as Promise<string | boolean>;
}

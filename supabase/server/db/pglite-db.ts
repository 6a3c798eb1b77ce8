/**
 * The main-thread side of the PGlite backend: an RPC client of `pglite-worker.ts`.
 * The worker is TypeScript; it is loaded through tsx's API so it runs the same under
 * `tsx`, plain `node --import tsx` and Vitest.
 */
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DbError } from './db-error.ts';
import { roleSessionScript } from './role-session.ts';
import type { WorkerEvent, WorkerInit, WorkerReply, WorkerRequest } from './pglite-protocol.ts';
import type { Db, JwtClaims, QueryResult, Tx } from './types.ts';

type Pending = { resolve: (reply: WorkerReply & { ok: true }) => void; reject: (error: Error) => void };
type Outgoing = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi).then((api) => api.tsImport(workerData.entry, workerData.parent));
`;

export class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  /** How long PGlite took to open its data directory, in ms. */
  readonly openMs: number;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  private constructor(
    worker: Worker,
    openMs: number,
    private readonly onClose: () => void,
  ) {
    this.worker = worker;
    this.openMs = openMs;
    worker.on('message', (reply: WorkerReply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiter.resolve(reply);
      else waiter.reject(new DbError(reply.error));
    });
    worker.on('error', (error) => {
      console.error('[db] PGlite worker failed:', error);
      this.failAll(error);
    });
    worker.on('exit', () => {
      // Later calls must fail fast instead of waiting forever on a thread that is gone.
      this.closed = true;
      this.failAll(new Error('PGlite worker exited'));
    });
  }

  /** `onClose` runs once the worker is gone (releases the data directory lock). */
  static async open(dataDir: string, onClose: () => void = () => undefined): Promise<PgliteDb> {
    const require = createRequire(import.meta.url);
    const init: WorkerInit & { tsxApi: string; entry: string; parent: string } = {
      dataDir,
      // The ESM build of tsx's API: its CommonJS build cannot register the ESM loader.
      tsxApi: pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href,
      entry: fileURLToPath(new URL('./pglite-worker.ts', import.meta.url)),
      parent: import.meta.url,
    };
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: init });
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
    return new PgliteDb(worker, openMs, onClose);
  }

  private failAll(error: Error): void {
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }

  private call(request: Outgoing): Promise<WorkerReply & { ok: true }> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  private async runQuery<Row>(sql: string, params: unknown[], tx?: number): Promise<QueryResult<Row>> {
    const reply = await this.call(tx === undefined ? { kind: 'query', sql, params } : { kind: 'query', sql, params, tx });
    return reply.result as QueryResult<Row>;
  }

  query<Row = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
    return this.runQuery<Row>(sql, params);
  }

  /** Runs a multi-statement script (migrations); no parameters. */
  async exec(sql: string): Promise<void> {
    await this.call({ kind: 'exec', sql });
  }

  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.run(undefined, fn);
  }

  private async run<T>(setup: string | undefined, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const begun = await this.call(setup === undefined ? { kind: 'begin' } : { kind: 'begin', setup });
    const txId = begun.tx as number;
    const tx: Tx = { query: <Row>(sql: string, params: unknown[] = []) => this.runQuery<Row>(sql, params, txId) };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await this.call({ kind: 'rollback', tx: txId });
      throw error;
    }
    await this.call({ kind: 'commit', tx: txId });
    return result;
  }

  asRole<T>(claims: JwtClaims, fn: (tx: Tx) => Promise<T>): Promise<T> {
    // BEGIN and the role set-up travel in one message to the worker.
    return this.run(roleSessionScript(claims), fn);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.call({ kind: 'close' }).catch(() => undefined);
    this.closed = true;
    await this.worker.terminate();
    this.onClose();
  }
}

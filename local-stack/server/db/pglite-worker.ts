/**
 * Owns the PGlite instance on its own thread: PGlite's WASM runs synchronously on the thread
 * that calls it, so keeping it here leaves the HTTP thread free while a query runs.
 * PGlite is a single connection; a FIFO lock gives a transaction exclusive use of it from
 * BEGIN to COMMIT/ROLLBACK, while queries outside a transaction wait their turn.
 * PGlite runs on shared memory when it can, so the main thread can cancel a statement
 * (pglite-cancel.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { errorFields } from './db-error.ts';
import { runCancellable, shareWebAssemblyMemory, type CancelChannel } from './pglite-cancel.ts';
import type { WorkerEvent, WorkerInit, WorkerReply, WorkerRequest } from './pglite-protocol.ts';
import type { QueryResult } from './types.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker must run in a worker thread');
const init = workerData as WorkerInit;

class FifoLock {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  async acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

const lock = new FifoLock();
let openTx: number | null = null;
let channel: CancelChannel | null = null;

async function runQuery(db: PGlite, sql: string, params: unknown[]): Promise<QueryResult> {
  const result = await db.query<Record<string, unknown>>(sql, params);
  return {
    rows: result.rows,
    rowCount: result.affectedRows ?? result.rows.length,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

async function withTurn<T>(tx: number | undefined, fn: () => Promise<T>): Promise<T> {
  if (tx !== undefined) {
    if (tx !== openTx) throw new Error(`transaction ${tx} is not open`);
    return fn();
  }
  await lock.acquire();
  try {
    return await fn();
  } finally {
    lock.release();
  }
}

async function handle(db: PGlite, request: WorkerRequest): Promise<WorkerReply> {
  switch (request.kind) {
    case 'query':
      return {
        id: request.id,
        ok: true,
        result: await withTurn(request.tx, () => runCancellable(channel, request.id, () => runQuery(db, request.sql, request.params))),
      };
    case 'exec':
      await withTurn(request.tx, async () => {
        try {
          await db.exec(request.sql);
        } catch (error) {
          // A failed script may leave its own BEGIN open; later callers must not inherit it.
          if (request.tx === undefined) await db.exec('rollback').catch(() => undefined);
          throw error;
        }
      });
      return { id: request.id, ok: true };
    case 'begin': {
      await lock.acquire();
      try {
        await db.exec(request.setup ? `begin; ${request.setup}` : 'begin');
      } catch (error) {
        await db.exec('rollback').catch(() => undefined);
        lock.release();
        throw error;
      }
      openTx = request.tx;
      return { id: request.id, ok: true };
    }
    case 'commit':
    case 'rollback': {
      if (request.tx !== openTx) throw new Error(`transaction ${request.tx} is not open`);
      try {
        await db.exec(request.kind);
      } finally {
        openTx = null;
        lock.release();
      }
      return { id: request.id, ok: true };
    }
    case 'close':
      await lock.acquire();
      await db.close();
      return { id: request.id, ok: true };
  }
}

interface PgliteModule {
  HEAPU8: Uint8Array;
  _InterruptPending: number;
  _QueryCancelPending: number;
}

/** PGlite on shared memory with its cancel channel, or (should that fail) as it comes. */
async function open(dataDir: string): Promise<{ db: PGlite; channel: CancelChannel | null }> {
  const restore = shareWebAssemblyMemory();
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    console.warn('[db] PGlite could not run on shared memory; a statement past its limit restarts it instead:', error);
    restore();
    return { db: await PGlite.create(dataDir), channel: null };
  }
  const mod = (db as unknown as { mod: PgliteModule }).mod;
  const memory = mod.HEAPU8.buffer;
  const usable = memory instanceof SharedArrayBuffer && mod._InterruptPending % 4 === 0 && mod._QueryCancelPending % 4 === 0;
  if (!usable) return { db, channel: null };
  return {
    db,
    channel: {
      memory,
      interruptPending: mod._InterruptPending,
      queryCancelPending: mod._QueryCancelPending,
      control: new SharedArrayBuffer(8),
    },
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  let db: PGlite;
  try {
    ({ db, channel } = await open(init.dataDir));
  } catch (error) {
    port!.postMessage({ kind: 'failed', error: errorFields(error) } satisfies WorkerEvent);
    return;
  }
  port!.on('message', (request: WorkerRequest) => {
    handle(db, request).then(
      (reply) => port!.postMessage(reply),
      (error: unknown) => port!.postMessage({ id: request.id, ok: false, error: errorFields(error) } satisfies WorkerReply),
    );
  });
  port!.postMessage({ kind: 'ready', ms: Math.round(performance.now() - started), cancel: channel } satisfies WorkerEvent);
}

void main();

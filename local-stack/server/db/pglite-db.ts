/**
 * The main-thread side of the PGlite backend: an RPC client of `pglite-worker.ts`, and the
 * statement timeout's watchdog.
 *
 * PGlite ignores `statement_timeout`: its WASM runs synchronously on the worker thread until the
 * statement ends, and no timer fires meanwhile. So when a statement of a request transaction runs
 * past its role's limit, the watchdog cancels it from this thread through the memory PGlite runs
 * on (pglite-cancel.ts): Postgres ends it with 57014 at its next interrupt check, within
 * milliseconds, and the transaction rolls back as on PostgreSQL. Should the statement not end
 * within CANCEL_GRACE_MS (or PGlite not run on shared memory), the watchdog terminates the
 * thread and opens the data directory again on a new one (PostgreSQL's crash recovery:
 * everything committed is kept, the killed transaction is gone). Either way the request gets
 * Postgres' own 57014 error; requests that were waiting for the connection are answered after
 * it, in order, and never notice.
 *
 * PGlite is also one connection: requests wait for it in turn. So a statement may hold it for its
 * role's whole limit only while nobody else waits; once it has run past its role's *contended*
 * limit (CONTENDED_LIMITS_MS) and another request is waiting, the watchdog cancels it the same way,
 * with the same 57014. Without this, two runaway statements of one anonymous client (each allowed
 * its 3 s) would keep every other reader waiting for 6 s; with it a reader waits well under a
 * second per runaway statement ahead of it. PostgreSQL runs statements side by side and needs
 * no such rule.
 *
 * `memory://` therefore lives in a private temporary directory, deleted on close: an in-memory
 * database would not survive the thread it lives on.
 */
import type { Worker } from 'node:worker_threads';
import { DbError } from './db-error.ts';
import { createMemoryDir } from './memory-dir.ts';
import { cancelRunning, type CancelChannel } from './pglite-cancel.ts';
import { startPgliteThread } from './pglite-thread.ts';
import type { WorkerReply, WorkerRequest } from './pglite-protocol.ts';
import { roleSessionScript } from './role-session.ts';
import { DEFAULT_STATEMENT_TIMEOUTS, statementTimeoutError, type StatementTimeouts } from './statement-timeouts.ts';
import type { Db, DbRole, JwtClaims, QueryResult, Tx } from './types.ts';

type Outgoing = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

interface Pending {
  request: WorkerRequest;
  resolve: (reply: WorkerReply & { ok: true }) => void;
  reject: (error: Error) => void;
  /** The watchdog's limit for this call in ms (statements of a timed transaction). */
  limitMs: number;
  timer?: NodeJS.Timeout;
  /** Past this many ms the statement is cancelled as soon as another request waits (0: never). */
  contendedMs: number;
  contendedTimer?: NodeJS.Timeout;
  /** It has run past its contended limit: the next request that waits ends it. */
  overdue?: boolean;
  /** The watchdog cancelled it: its 57014 is the statement timeout's. */
  cancelled?: boolean;
}

/**
 * How long a statement of each role may hold PGlite's one connection while another request
 * waits for it. Well above what the app's statements take, well below the statement timeouts.
 * The service role (the stack's functions, account deletion) is never cut short.
 */
export const CONTENDED_LIMITS_MS: Record<DbRole, number> = { anon: 400, authenticated: 1000, service_role: 0 };

/** How long a cancelled statement may take to stop before its thread is terminated. */
const CANCEL_GRACE_MS = 250;

function inTransaction(request: WorkerRequest): number | undefined {
  return 'tx' in request ? request.tx : undefined;
}

export interface PgliteOptions {
  /** Runs once the database is closed for good (releases the data directory lock). */
  onClose?: () => void;
  statementTimeouts?: StatementTimeouts;
  /** How long a statement may hold the connection while others wait, per role (CONTENDED_LIMITS_MS). */
  contendedLimits?: Record<DbRole, number>;
}

export class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  /** How long PGlite took to open its data directory, in ms. */
  readonly openMs: number;
  private worker: Worker | null;
  private cancel: CancelChannel | null;
  private restarting: Promise<void> | null = null;
  private readonly pending = new Map<number, Pending>();
  /** Transactions the watchdog ended: their ROLLBACK/COMMIT is a no-op, other statements fail. */
  private readonly killed = new Set<number>();
  /** How often the watchdog had to restart the thread (a statement that ignored its cancel). */
  restarts = 0;
  private nextId = 1;
  private nextTx = 1;
  private closed = false;

  private constructor(
    worker: Worker,
    cancel: CancelChannel | null,
    openMs: number,
    private readonly dataDir: string,
    private readonly timeouts: StatementTimeouts,
    private readonly contendedLimits: Record<DbRole, number>,
    private readonly onClose: () => void,
  ) {
    this.worker = worker;
    this.cancel = cancel;
    this.openMs = openMs;
    this.attach(worker);
  }

  static async open(dataDir: string, options: PgliteOptions = {}): Promise<PgliteDb> {
    const memory = dataDir === 'memory://' ? createMemoryDir() : null;
    const dir = memory?.dir ?? dataDir;
    const release = options.onClose ?? (() => undefined);
    const onClose = () => {
      memory?.remove();
      release();
    };
    try {
      const { worker, openMs, cancel } = await startPgliteThread(dir);
      const timeouts = options.statementTimeouts ?? DEFAULT_STATEMENT_TIMEOUTS;
      return new PgliteDb(worker, cancel, openMs, dir, timeouts, options.contendedLimits ?? CONTENDED_LIMITS_MS, onClose);
    } catch (error) {
      memory?.remove();
      throw error;
    }
  }

  private attach(worker: Worker): void {
    worker.on('message', (reply: WorkerReply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      clearTimeout(waiter.timer);
      clearTimeout(waiter.contendedTimer);
      if (reply.ok) waiter.resolve(reply);
      else if (waiter.cancelled && reply.error.code === '57014') waiter.reject(statementTimeoutError());
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

  private failAll(error: Error): void {
    for (const waiter of this.pending.values()) {
      clearTimeout(waiter.timer);
      clearTimeout(waiter.contendedTimer);
      waiter.reject(error);
    }
    this.pending.clear();
  }

  private call(request: Outgoing, limitMs = 0, contendedMs = 0): Promise<WorkerReply & { ok: true }> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    const tx = 'tx' in request ? request.tx : undefined;
    if (tx !== undefined && this.killed.has(tx)) return new Promise((resolve) => resolve(this.afterKill(request)));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const pending: Pending = { request: { ...request, id } as WorkerRequest, resolve, reject, limitMs, contendedMs };
      this.pending.set(id, pending);
      // While the thread restarts, calls wait here and are sent once it is back.
      if (this.worker && !this.restarting) this.post(this.worker, pending);
      // A request that must wait for the connection ends an overdue statement holding it.
      if (tx === undefined) this.stopOverdue();
    });
  }

  private post(worker: Worker, pending: Pending): void {
    const tx = inTransaction(pending.request);
    if (pending.limitMs > 0 && tx !== undefined) {
      pending.timer = setTimeout(() => this.stopStatement(tx, pending), pending.limitMs);
    }
    if (pending.contendedMs > 0 && tx !== undefined && (pending.limitMs === 0 || pending.contendedMs < pending.limitMs)) {
      pending.contendedTimer = setTimeout(() => {
        pending.overdue = true;
        if (this.othersWait(tx)) this.stopStatement(tx, pending);
      }, pending.contendedMs);
    }
    worker.postMessage(pending.request);
  }

  /** Whether a request outside transaction `tx` waits for the connection. */
  private othersWait(tx: number): boolean {
    for (const waiter of this.pending.values()) if (inTransaction(waiter.request) !== tx) return true;
    return false;
  }

  private stopOverdue(): void {
    for (const waiter of this.pending.values()) {
      const tx = inTransaction(waiter.request);
      if (waiter.overdue && !waiter.cancelled && tx !== undefined) this.stopStatement(tx, waiter);
    }
  }

  /** Postgres after a cancelled statement: the transaction is aborted and ends in a rollback. */
  private afterKill(request: Outgoing): WorkerReply & { ok: true } {
    if (request.kind === 'commit' || request.kind === 'rollback') {
      this.killed.delete(request.tx);
      return { id: 0, ok: true };
    }
    throw new DbError({ code: '25P02', message: 'current transaction is aborted, commands ignored until end of transaction block' });
  }

  /** The watchdog: cancels the statement that ran too long, else ends it with its thread. */
  private stopStatement(tx: number, timedOut: Pending): void {
    if (timedOut.cancelled) return;
    clearTimeout(timedOut.timer);
    clearTimeout(timedOut.contendedTimer);
    if (this.cancel && cancelRunning(this.cancel, timedOut.request.id)) {
      timedOut.cancelled = true;
      timedOut.timer = setTimeout(() => this.killTransaction(tx, timedOut), CANCEL_GRACE_MS);
      return;
    }
    this.killTransaction(tx, timedOut);
  }

  /** Ends the transaction whose statement ran too long by restarting the thread. */
  private killTransaction(tx: number, timedOut: Pending): void {
    if (this.restarting || !this.worker || this.closed) return;
    const limit = timedOut.limitMs;
    this.killed.add(tx);
    for (const [id, waiter] of this.pending) {
      if (inTransaction(waiter.request) !== tx) continue;
      this.pending.delete(id);
      clearTimeout(waiter.timer);
      clearTimeout(waiter.contendedTimer);
      waiter.reject(statementTimeoutError());
    }
    const old = this.worker;
    this.worker = null;
    this.cancel = null;
    this.restarts += 1;
    const started = performance.now();
    this.restarting = (async () => {
      old.removeAllListeners();
      await old.terminate();
      try {
        const { worker, cancel } = await startPgliteThread(this.dataDir);
        console.warn(
          `[db] a statement ran past its ${limit} ms limit: PGlite restarted in ${Math.round(performance.now() - started)} ms; ` +
            'its transaction was rolled back, committed data is kept',
        );
        if (this.closed) {
          await worker.terminate();
          return;
        }
        this.attach(worker);
        this.worker = worker;
        this.cancel = cancel;
        this.restarting = null;
        for (const id of [...this.pending.keys()].sort((a, b) => a - b)) this.post(worker, this.pending.get(id) as Pending);
      } catch (error) {
        console.error('[db] PGlite could not be opened again after a statement timeout:', error);
        this.closed = true;
        this.failAll(error instanceof Error ? error : new Error(String(error)));
        this.onClose();
      }
    })().finally(() => {
      this.restarting = null;
    });
  }

  private async runQuery<Row>(sql: string, params: unknown[], tx?: number, limitMs = 0, contendedMs = 0): Promise<QueryResult<Row>> {
    const request: Outgoing = tx === undefined ? { kind: 'query', sql, params } : { kind: 'query', sql, params, tx };
    const reply = await this.call(request, limitMs, contendedMs);
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
    return this.run(undefined, 0, 0, fn);
  }

  private async run<T>(setup: string | undefined, limitMs: number, contendedMs: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const txId = this.nextTx++;
    await this.call(setup === undefined ? { kind: 'begin', tx: txId } : { kind: 'begin', tx: txId, setup });
    const tx: Tx = { query: <Row>(sql: string, params: unknown[] = []) => this.runQuery<Row>(sql, params, txId, limitMs, contendedMs) };
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
    const setup = roleSessionScript(claims, this.timeouts);
    const role = claims.role as DbRole;
    return this.run(setup, this.timeouts[role], this.contendedLimits[role] ?? 0, fn);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.restarting;
    if (this.closed) return;
    await this.call({ kind: 'close' }).catch(() => undefined);
    this.closed = true;
    await this.worker?.terminate();
    this.onClose();
  }
}

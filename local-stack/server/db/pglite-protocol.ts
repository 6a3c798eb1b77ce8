/** Messages between the PGlite worker thread and its main-thread client. */
import type { DbErrorFields } from './db-error.ts';
import type { CancelChannel } from './pglite-cancel.ts';
import type { QueryResult } from './types.ts';

export type WorkerRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; kind: 'exec'; sql: string; tx?: number }
  | { id: number; kind: 'begin'; tx: number; setup?: string }
  | { id: number; kind: 'commit'; tx: number }
  | { id: number; kind: 'rollback'; tx: number }
  | { id: number; kind: 'close' };

export type WorkerReply = { id: number; ok: true; result?: QueryResult } | { id: number; ok: false; error: DbErrorFields };

export type WorkerEvent = { kind: 'ready'; ms: number; cancel: CancelChannel | null } | { kind: 'failed'; error: DbErrorFields };

export interface WorkerInit {
  dataDir: string;
}

/**
 * The contract between the stack's HTTP front (`app.ts`) and its services (auth, rest, storage,
 * functions, inbox): every service is a Hono app mounted under its path prefix, and reads the
 * stack's database, mailer and settings, and the caller's address, from `c.var.ctx`.
 */
import type { HttpBindings } from '@hono/node-server';
import type { StackConfig } from './config.ts';
import type { Db } from './db/types.ts';
import type { Mailer } from './mail/types.ts';

export interface ServiceContext {
  config: StackConfig;
  db: Db;
  mailer: Mailer;
  /** The address of the connecting client (per request), for per-client limits. */
  clientAddress?: string;
}

/** The Hono environment of the stack and of every service mounted in it. */
export interface StackEnv {
  Bindings: HttpBindings;
  Variables: { ctx: ServiceContext };
}

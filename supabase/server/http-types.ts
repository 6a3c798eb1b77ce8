/**
 * The contract between the stack's HTTP front and its services (auth, rest, storage,
 * functions, inbox): every service is a Web-standard `Request → Response` handler, mounted
 * under a path prefix. The front strips nothing: a service sees the full URL.
 */
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

export type ServiceHandler = (request: Request, ctx: ServiceContext) => Promise<Response>;

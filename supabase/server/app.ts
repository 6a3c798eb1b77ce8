/**
 * The local Supabase-compatible stack: one node:http server routing by path prefix to the
 * auth, rest, storage, functions and inbox services, all sharing one database and mailer.
 */
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig, type StackConfig } from './config.ts';
import { checkListenAddress } from './listen-guard.ts';
import { createAuthService } from './auth/index.ts';
import type { AuthServiceOptions } from './auth/route-types.ts';
import { preflightResponse, withCors } from './cors.ts';
import { migrate, type MigrationPaths, type MigrationReport, DEFAULT_MIGRATION_PATHS } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import type { Db } from './db/types.ts';
import { createFunctionsService, type FunctionsServiceOptions } from './functions/index.ts';
import type { ServiceContext, ServiceHandler } from './http-types.ts';
import { InboxMailer } from './mail/inbox-mailer.ts';
import { inboxPreflight, withInboxCors } from './mail/inbox-cors.ts';
import { createInboxService } from './mail/inbox-service.ts';
import { BodyTooLargeError, sendWebResponse, toWebRequest } from './node-http.ts';
import { createRestService } from './rest/index.ts';
import { createStorageService } from './storage/index.ts';

/** Above the 50 MB storage ceiling, so storage can answer its own limit errors. */
const MAX_BODY_BYTES = 60 * 1024 * 1024;

export interface StackOptions extends Partial<StackConfig> {
  quiet?: boolean;
  migrationPaths?: MigrationPaths;
  functions?: FunctionsServiceOptions;
  /** Auth settings tests change: refresh-token reuse interval, rate limits. */
  auth?: AuthServiceOptions;
  /** Rows a REST read returns at most (default: config.toml's `[api] max_rows`). */
  restMaxRows?: number;
}

export interface StartupFigures {
  dbOpenMs: number;
  migrateMs: number;
  totalMs: number;
  migrations: MigrationReport;
}

export interface Stack {
  url: string;
  config: StackConfig;
  db: Db;
  mailer: InboxMailer;
  startup: StartupFigures;
  stop(): Promise<void>;
}

export interface Routes {
  auth: ServiceHandler;
  rest: ServiceHandler;
  storage: ServiceHandler;
  functions: ServiceHandler;
  inbox: ServiceHandler;
}

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The Web-level router, without CORS and logging. */
export function route(request: Request, ctx: ServiceContext, routes: Routes): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (startsWithSegment(pathname, '/auth/v1')) return routes.auth(request, ctx);
  if (startsWithSegment(pathname, '/rest/v1')) return routes.rest(request, ctx);
  if (startsWithSegment(pathname, '/storage/v1')) return routes.storage(request, ctx);
  if (startsWithSegment(pathname, '/functions/v1')) return routes.functions(request, ctx);
  if (startsWithSegment(pathname, '/inbox')) return routes.inbox(request, ctx);
  if (pathname === '/' && (request.method === 'GET' || request.method === 'HEAD')) {
    return Promise.resolve(
      Response.json({
        name: 'marquee-local-supabase',
        status: 'ok',
        db: ctx.db.kind,
        services: ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1', '/inbox'],
      }),
    );
  }
  return Promise.resolve(Response.json({ message: 'no Route matched with those values' }, { status: 404 }));
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const started = performance.now();
  const { quiet = false, migrationPaths = DEFAULT_MIGRATION_PATHS, functions, auth: authOptions, restMaxRows, ...overrides } = options;
  const config = loadConfig(process.env, overrides);
  checkListenAddress(config);

  const db = await openDb(config);
  const opened = performance.now();
  let migrations: MigrationReport;
  try {
    migrations = await migrate(db, migrationPaths);
  } catch (error) {
    await db.close();
    throw error;
  }
  const migrated = performance.now();

  await fs.mkdir(config.storageDir, { recursive: true });
  const persistent = config.dataDir !== 'memory://';
  const mailer = new InboxMailer(persistent ? path.join(path.dirname(config.dataDir), 'inbox.jsonl') : null);
  const routes: Routes = {
    auth: createAuthService(authOptions),
    rest: createRestService(restMaxRows ? { maxRows: restMaxRows } : {}),
    storage: createStorageService(),
    functions: createFunctionsService(functions),
    inbox: createInboxService(),
  };
  const ctx: ServiceContext = { config, db, mailer };

  const server = http.createServer((req, res) => {
    const t0 = performance.now();
    const origin = `http://${req.headers.host ?? `${config.host}:${config.port}`}`;
    const log = (status: number) => {
      if (!quiet) console.log(`${req.method} ${req.url} ${status} ${(performance.now() - t0).toFixed(1)}ms`);
    };
    void (async () => {
      let request: Request | null = null;
      let addCors = (_request: Request, response: Response) => response;
      let response: Response;
      try {
        request = await toWebRequest(req, origin, MAX_BODY_BYTES);
        const { pathname } = new URL(request.url);
        const isFunction = startsWithSegment(pathname, '/functions/v1');
        // The inbox holds live sign-in links: it answers its own short list of origins only.
        const isInbox = startsWithSegment(pathname, '/inbox');
        addCors = isInbox ? (r, res) => withInboxCors(r, res, config) : withCors;
        if (request.method === 'OPTIONS' && !isFunction) {
          response = isInbox ? inboxPreflight(request, config) : preflightResponse(request);
        } else {
          response = addCors(request, await route(request, { ...ctx, clientAddress: req.socket.remoteAddress ?? '' }, routes));
        }
      } catch (error) {
        const tooLarge = error instanceof BodyTooLargeError;
        if (!tooLarge) console.error(`[stack] ${req.method} ${req.url} failed:`, error);
        response = Response.json({ message: tooLarge ? 'Payload too large' : 'Internal server error' }, { status: tooLarge ? 413 : 500 });
        if (request) response = addCors(request, response);
      }
      try {
        await sendWebResponse(res, response, req.method === 'HEAD');
      } catch {
        res.destroy();
      }
      log(response.status);
    })();
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  if (config.port !== port) {
    config.port = port;
    if (!overrides.publicUrl && !process.env.SUPABASE_PUBLIC_URL) config.publicUrl = `http://${config.host}:${port}`;
  }

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await db.close();
  };

  const startup: StartupFigures = {
    dbOpenMs: Math.round(opened - started),
    migrateMs: Math.round(migrated - opened),
    totalMs: Math.round(performance.now() - started),
    migrations,
  };
  return { url: `http://${config.host}:${port}`, config, db, mailer, startup, stop };
}
